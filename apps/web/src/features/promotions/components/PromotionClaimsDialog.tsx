import type { Promotion } from '@adportal/contracts';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePromotionClaims } from '../api/list-promotion-claims.ts';
import { EMPTY_CLAIMS_FILTER, type PromotionClaimsFilter } from '../api/promotion-claims-filter.ts';
import { PromotionClaimsTable } from './PromotionClaimsTable.tsx';

/** Operators: every advertiser's claims of one promotion (GET /api/ops/promotion-claims?promotion_id=…). */
export function PromotionClaimsDialog({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const [filter, setFilter] = useState<PromotionClaimsFilter>({
    ...EMPTY_CLAIMS_FILTER,
    promotionId: promotion.id,
  });
  const claims = usePromotionClaims(filter, 'ops');
  const title = t('promotion.ops.claimsTitle', { code: promotion.code });
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={fullScreen}
      maxWidth="lg"
      aria-labelledby="promotion-claims-title"
    >
      <DialogTitle id="promotion-claims-title" sx={{ pr: 6 }}>
        {title}
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {promotion.title}
        </Typography>
        <IconButton
          aria-label={t('dialog.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon sx={{ fontSize: 20 }} />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <PromotionClaimsTable
          filter={filter}
          onFilter={setFilter}
          query={claims}
          showAdvertiser
          outlined
          label={title}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose}>
          {t('promotion.ops.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
