import { useTranslation } from 'react-i18next';
import { PromotionTransactions } from '../components/PromotionTransactions.tsx';

/** /report/promotions/{id}/transaction (read Report): one promotion's claims, from the transactions list. */
export default function ReportPromotionsTransactionPage() {
  const { t } = useTranslation();
  return (
    <PromotionTransactions back={{ to: '/report/promotions', label: t('promotion.transactions.backAll') }} />
  );
}
