import type { InternalAdvertiser, UpdateAffiliateBody } from '@adportal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export const internalAdvertiserQueryOptions = (advertiserId: string) =>
  queryOptions({
    queryKey: ['internal-advertiser', advertiserId],
    queryFn: () => api.get<InternalAdvertiser>(`/internal/advertisers/${advertiserId}`),
  });

/** GET /api/internal/advertisers/{advertiser_id}: reads affiliate.code (spec §7). */
export function useInternalAdvertiser(advertiserId: string | null | undefined) {
  return useQuery({
    ...internalAdvertiserQueryOptions(advertiserId ?? ''),
    enabled: Boolean(advertiserId),
  });
}

/** PUT /api/internal/advertisers/{advertiser_id}/update-affiliate with body affiliate_code (spec §7). */
export function useUpdateAffiliate(advertiserId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAffiliateBody) =>
      api.put<InternalAdvertiser>(`/internal/advertisers/${advertiserId}/update-affiliate`, body),
    onSuccess: (advertiser) =>
      client.setQueryData(internalAdvertiserQueryOptions(advertiserId).queryKey, advertiser),
    // Server messages are shown in the dialog's error box, not as a global alert.
  });
}
