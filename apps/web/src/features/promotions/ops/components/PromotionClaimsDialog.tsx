import type { Promotion } from '@adportal/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../../components/DialogFrame.tsx';
import { usePromotionClaims } from '../../api/list-promotion-claims.ts';
import { EMPTY_CLAIMS_FILTER, type PromotionClaimsFilter } from '../../api/promotion-claims-filter.ts';
import { PromotionClaimsTable } from '../../components/PromotionClaimsTable.tsx';

/** Operators: every advertiser's claims of one promotion (GET /api/ops/promotion-claims?promotion_id=…). */
export function PromotionClaimsDialog({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<PromotionClaimsFilter>({
    ...EMPTY_CLAIMS_FILTER,
    promotionId: promotion.id,
  });
  const claims = usePromotionClaims(filter, 'ops');
  const title = t('promotion.ops.claimsTitle', { code: promotion.code });
  return (
    <DialogFrame
      title={title}
      subtitle={promotion.title}
      maxWidth="lg"
      fullScreenBelow="md"
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={onClose}>
          {t('promotion.ops.close')}
        </Button>
      }
    >
      <PromotionClaimsTable
        filter={filter}
        onFilter={setFilter}
        query={claims}
        showAdvertiser
        outlined
        label={title}
      />
    </DialogFrame>
  );
}
