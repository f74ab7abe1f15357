/** What other features may use of the deposits feature (the operators' deposits screen reuses its list). */
export { useDecideOpsDepositMutation } from './api/decide-ops-deposit.ts';
export { type DepositsFilter, depositsQuery, useDeposits } from './api/list-deposits.ts';
export { DepositFacts } from './components/DepositFacts.tsx';
export { DepositStatusChip } from './components/DepositStatusChip.tsx';
export { DepositsTable, EMPTY_DEPOSITS_FILTER } from './components/DepositsTable.tsx';
