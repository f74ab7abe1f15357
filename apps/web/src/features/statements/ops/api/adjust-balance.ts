import type { AdjustBalanceBody, Statement } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** POST /api/ops/advertisers/{id}/adjust: an adjust row with its reason. */
export function adjustBalance(advertiserId: string, body: AdjustBalanceBody): Promise<Statement> {
  return api.post<Statement>(`/ops/advertisers/${encodeURIComponent(advertiserId)}/adjust`, body);
}

export function useAdjustBalanceMutation(advertiserId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustBalanceBody) => adjustBalance(advertiserId, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.ops.ledger(advertiserId) }),
  });
}
