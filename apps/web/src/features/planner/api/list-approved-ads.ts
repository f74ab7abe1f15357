import type { AdPage, AdType } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/advertisements?status=approved: the advertiser's approved ads of one type (up to 100). */
export function listApprovedAds(type: AdType): Promise<AdPage> {
  return api.get<AdPage>(`/advertisements?status=approved&type=${type}&page_size=100`);
}

export const approvedAdsQueryOptions = (type: AdType) =>
  queryOptions({
    queryKey: queryKeys.advertisements.approvedForPlan(type),
    queryFn: () => listApprovedAds(type),
  });

/** For choosing where a plan goes. */
export function useApprovedAds(type: AdType, enabled = true) {
  return useQuery({ ...approvedAdsQueryOptions(type), enabled });
}
