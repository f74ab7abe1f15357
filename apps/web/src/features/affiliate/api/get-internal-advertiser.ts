import type { InternalAdvertiser } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/internal/advertisers/{advertiser_id}: reads affiliate.code (spec §7). */
export function getInternalAdvertiser(advertiserId: string): Promise<InternalAdvertiser> {
  return api.get<InternalAdvertiser>(`/internal/advertisers/${advertiserId}`);
}

export const internalAdvertiserQueryOptions = (advertiserId: string) =>
  queryOptions({
    queryKey: queryKeys.internalAdvertiser(advertiserId),
    queryFn: () => getInternalAdvertiser(advertiserId),
  });

export function useInternalAdvertiser(advertiserId: string | null | undefined) {
  return useQuery({ ...internalAdvertiserQueryOptions(advertiserId ?? ''), enabled: Boolean(advertiserId) });
}
