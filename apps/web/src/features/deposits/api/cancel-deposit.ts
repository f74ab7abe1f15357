import type { Deposit } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { refreshAfterDepositChange } from './refresh-after-deposit-change.ts';

/** POST /api/deposits/{id}/cancel */
export function cancelDeposit(id: string): Promise<Deposit> {
  return api.post<Deposit>(`/deposits/${encodeURIComponent(id)}/cancel`);
}

export function useCancelDepositMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelDeposit,
    onSuccess: (deposit) => refreshAfterDepositChange(client, deposit),
  });
}
