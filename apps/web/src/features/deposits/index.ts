/** What other features may use of the deposits feature (the operators' deposits screen reuses its list). */
export { useDecideOpsDepositMutation } from './api/decide-ops-deposit.ts';
export { type DepositsFilter, useDeposits } from './api/list-deposits.ts';
export { DepositsTable, EMPTY_DEPOSITS_FILTER } from './components/DepositsTable.tsx';
