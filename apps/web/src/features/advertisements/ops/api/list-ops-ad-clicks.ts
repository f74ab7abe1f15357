import type { AdClickPage } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { type AdClicksFilter, adClicksQuery } from '../../index.ts';

/** GET /api/ops/advertisements/{id}/clicks: any advertiser's ad's clicks with whole IPs, one page. */
export function listOpsAdClicks(id: string, filter: AdClicksFilter): Promise<AdClickPage> {
  return api.get<AdClickPage>(
    `/ops/advertisements/${encodeURIComponent(id)}/clicks?${adClicksQuery(filter)}`,
  );
}

export const opsAdClicksQueryOptions = (id: string, filter: AdClicksFilter) =>
  queryOptions({
    queryKey: queryKeys.opsAdvertisements.clicks(id, filter),
    queryFn: () => listOpsAdClicks(id, filter),
  });

export function useOpsAdClicks(id: string, filter: AdClicksFilter) {
  return useQuery({ ...opsAdClicksQueryOptions(id, filter), placeholderData: keepPreviousData });
}
