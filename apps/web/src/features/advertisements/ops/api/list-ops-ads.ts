import type { AdPage, AdStatus, AdType } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export interface OpsAdsFilter {
  /** '' lists every status. */
  status: AdStatus | '';
  type: AdType | '';
  search: string;
  page: number;
  pageSize: number;
}

/** The filter as the query string of GET /api/ops/advertisements. */
function opsAdsQuery(filter: OpsAdsFilter): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.type) query.set('type', filter.type);
  if (filter.search.trim()) query.set('search', filter.search.trim());
  query.set('page', String(filter.page));
  query.set('page_size', String(filter.pageSize));
  return query.toString();
}

/** GET /api/ops/advertisements: every advertiser's ads (with advertiser_name), one server-side page. */
export function listOpsAds(filter: OpsAdsFilter): Promise<AdPage> {
  return api.get<AdPage>(`/ops/advertisements?${opsAdsQuery(filter)}`);
}

export const opsAdsQueryOptions = (filter: OpsAdsFilter) =>
  queryOptions({ queryKey: queryKeys.opsAdvertisements.list(filter), queryFn: () => listOpsAds(filter) });

export function useOpsAds(filter: OpsAdsFilter) {
  return useQuery({ ...opsAdsQueryOptions(filter), placeholderData: keepPreviousData });
}
