import type { Deposit } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { refreshAfterDepositChange } from './refresh-after-deposit-change.ts';

/** POST /api/deposits/{id}/simulate-payment (the sandbox provider only). */
export function simulatePayment(id: string): Promise<Deposit> {
  return api.post<Deposit>(`/deposits/${encodeURIComponent(id)}/simulate-payment`, {});
}

export function useSimulatePaymentMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: simulatePayment,
    onSuccess: (deposit) => refreshAfterDepositChange(client, deposit),
  });
}
