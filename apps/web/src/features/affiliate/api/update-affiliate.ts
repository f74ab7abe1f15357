import type { InternalAdvertiser, UpdateAffiliateBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /api/internal/advertisers/{advertiser_id}/update-affiliate with body affiliate_code (spec §7). */
export function updateAffiliate(
  advertiserId: string,
  body: UpdateAffiliateBody,
): Promise<InternalAdvertiser> {
  return api.put<InternalAdvertiser>(`/internal/advertisers/${advertiserId}/update-affiliate`, body);
}

export function useUpdateAffiliateMutation(advertiserId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAffiliateBody) => updateAffiliate(advertiserId, body),
    onSuccess: (advertiser) => client.setQueryData(queryKeys.internalAdvertiser(advertiserId), advertiser),
  });
}
