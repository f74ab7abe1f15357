// @vitest-environment jsdom
import { describeTransactionsRoute } from './promotion-transactions.route-cases.tsx';

describeTransactionsRoute('/report/promotion/:id/transaction', {
  label: 'Back to the promotion report',
  href: '/report/promotion',
});
