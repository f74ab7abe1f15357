import type { Deposit, DepositDetail } from '@adportal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * After any change of a deposit: its answer is stored at once, and everything a deposit moves (the lists, the
 * balance on the dashboard, the statements, the promotions it may have claimed) is asked again.
 */
export function refreshAfterDepositChange(client: QueryClient, deposit: Deposit): void {
  // A change answers the deposit without its claim: the claim shown stays until the detail is asked again.
  client.setQueryData<DepositDetail>(queryKeys.deposit.one({ id: deposit.id }), (old) => ({
    ...deposit,
    promotion: old?.promotion ?? null,
  }));
  void client.invalidateQueries({ queryKey: queryKeys.deposits.all });
  void client.invalidateQueries({ queryKey: queryKeys.deposit.all });
  void client.invalidateQueries({ queryKey: queryKeys.account.all });
  void client.invalidateQueries({ queryKey: queryKeys.statements.all });
  void client.invalidateQueries({ queryKey: queryKeys.promotions.all });
  void client.invalidateQueries({ queryKey: queryKeys.promotionClaims.all });
}
