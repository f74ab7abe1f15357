import type { Deposit } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { refreshAfterDepositChange } from './refresh-after-deposit-change.ts';

/** POST /api/deposits/{id}/tx-hash: the transfer that pays a manual deposit. */
export function submitTxHash({ id, txHash }: { id: string; txHash: string }): Promise<Deposit> {
  return api.post<Deposit>(`/deposits/${encodeURIComponent(id)}/tx-hash`, { tx_hash: txHash });
}

export function useSubmitTxHashMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitTxHash,
    onSuccess: (deposit) => refreshAfterDepositChange(client, deposit),
  });
}
