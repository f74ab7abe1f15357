import { useTranslation } from 'react-i18next';
import { PromotionTransactions } from '../components/PromotionTransactions.tsx';

/** /report/promotion/{id}/transaction (read Report): one promotion's claims, from the promotion report. */
export default function ReportPromotionTransactionPage() {
  const { t } = useTranslation();
  return (
    <PromotionTransactions
      back={{ to: '/report/promotion', label: t('promotion.transactions.backReport') }}
    />
  );
}
