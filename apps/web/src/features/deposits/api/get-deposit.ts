import type { DepositDetail } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type DepositKey = { id?: string; reference?: string };

/** GET /api/deposits/{id} or /api/deposits/by-reference/{reference}: the deposit with its promotion claim. */
export function getDeposit(key: DepositKey): Promise<DepositDetail> {
  const path = key.id
    ? `/deposits/${encodeURIComponent(key.id)}`
    : `/deposits/by-reference/${encodeURIComponent(key.reference ?? '')}`;
  return api.get<DepositDetail>(path);
}

export const depositQueryOptions = (key: DepositKey) =>
  queryOptions({ queryKey: queryKeys.deposit.one(key), queryFn: () => getDeposit(key) });

/** One deposit by id or by reference; polled while it is open, so the page follows the payment. */
export function useDeposit(key: DepositKey) {
  return useQuery({
    ...depositQueryOptions(key),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'waiting' || status === 'pending' ? 5_000 : false;
    },
  });
}
