import type { CreateDepositBody, Deposit } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { refreshAfterDepositChange } from './refresh-after-deposit-change.ts';

/** POST /api/deposits */
export function createDeposit(body: CreateDepositBody): Promise<Deposit> {
  return api.post<Deposit>('/deposits', body);
}

export function useCreateDepositMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: (deposit) => refreshAfterDepositChange(client, deposit),
  });
}
