import { useTranslation } from 'react-i18next';
import { href } from '../../../routing/href.ts';
import { PromotionTransactions } from '../components/PromotionTransactions.tsx';

/** /report/promotions/{id}/transaction (read Report): one promotion's claims, from the transactions list. */
export default function ReportPromotionsTransactionPage() {
  const { t } = useTranslation();
  return (
    <PromotionTransactions
      back={{ to: href('report-promotions'), label: t('promotion.transactions.backAll') }}
    />
  );
}
