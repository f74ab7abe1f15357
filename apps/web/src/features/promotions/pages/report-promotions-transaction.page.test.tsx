// @vitest-environment jsdom
import { describeTransactionsRoute } from './promotion-transactions.route-cases.tsx';

describeTransactionsRoute('/report/promotions/:id/transaction', {
  label: 'Back to promotion transactions',
  href: '/report/promotions',
});
