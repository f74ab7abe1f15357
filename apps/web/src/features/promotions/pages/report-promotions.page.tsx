import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { usePromotionClaims } from '../api/list-promotion-claims.ts';
import { EMPTY_CLAIMS_FILTER, type PromotionClaimsFilter } from '../api/promotion-claims-filter.ts';
import { PromotionClaimsTable } from '../components/PromotionClaimsTable.tsx';

const pathOf = (promotionId: string) => href('report-promotions-transaction', { id: promotionId });

/**
 * /report/promotions (read Report): every promotion claim of the advertiser, server-side pages and a status
 * filter; a row leads to the transactions of its promotion.
 */
export default function ReportPromotionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('promotion.transactions.title'));
  const [filter, setFilter] = useState<PromotionClaimsFilter>(EMPTY_CLAIMS_FILTER);
  const claims = usePromotionClaims(filter);
  return (
    <>
      <PageHeader title={t('promotion.transactions.title')} subtitle={t('promotion.transactions.subtitle')} />
      <PromotionClaimsTable
        filter={filter}
        onFilter={setFilter}
        query={claims}
        showPromotion
        depositLinks
        promotionLink={(claim) => pathOf(claim.promotion_id)}
        onOpen={(claim) => void navigate(pathOf(claim.promotion_id))}
        label={t('promotion.transactions.title')}
      />
    </>
  );
}
