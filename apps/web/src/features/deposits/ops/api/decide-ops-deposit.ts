import type { Deposit } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { refreshAfterDepositChange } from '../../api/refresh-after-deposit-change.ts';

/** POST /api/ops/deposits/{id}/confirm or /reject: an operator decides a manual deposit. */
export function decideOpsDeposit({
  id,
  action,
  remark,
}: {
  id: string;
  action: 'confirm' | 'reject';
  remark: string;
}): Promise<Deposit> {
  return api.post<Deposit>(`/ops/deposits/${encodeURIComponent(id)}/${action}`, { remark });
}

export function useDecideOpsDepositMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideOpsDeposit,
    onSuccess: (deposit) => {
      refreshAfterDepositChange(client, deposit);
      // The console home counts the manual deposits waiting for a decision.
      void client.invalidateQueries({ queryKey: queryKeys.ops.overview() });
    },
  });
}
