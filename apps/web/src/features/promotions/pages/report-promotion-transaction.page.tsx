import { useTranslation } from 'react-i18next';
import { href } from '../../../routing/href.ts';
import { PromotionTransactions } from '../components/PromotionTransactions.tsx';

/** /report/promotion/{id}/transaction (read Report): one promotion's claims, from the promotion report. */
export default function ReportPromotionTransactionPage() {
  const { t } = useTranslation();
  return (
    <PromotionTransactions
      back={{ to: href('report-promotion'), label: t('promotion.transactions.backReport') }}
    />
  );
}
