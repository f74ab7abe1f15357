import type { AdClickPage, ClickStatus } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { adPath } from './ad-path.ts';

export interface AdClicksFilter {
  /** '' lists charged and void clicks. */
  status: ClickStatus | '';
  page: number;
  pageSize: number;
}

/** The filter as the query string of the clicks endpoints (the advertiser's and the operators'). */
export function adClicksQuery(filter: AdClicksFilter): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  query.set('page', String(filter.page));
  query.set('page_size', String(filter.pageSize));
  return query.toString();
}

/** GET /api/advertisements/{id}/clicks: the ad's clicks, newest first, IPs masked; one server-side page. */
export function listAdClicks(id: string, filter: AdClicksFilter): Promise<AdClickPage> {
  return api.get<AdClickPage>(`${adPath(id)}/clicks?${adClicksQuery(filter)}`);
}

export const adClicksQueryOptions = (id: string, filter: AdClicksFilter) =>
  queryOptions({
    queryKey: queryKeys.advertisements.clicks(id, filter),
    queryFn: () => listAdClicks(id, filter),
  });

export function useAdClicks(id: string, filter: AdClicksFilter) {
  return useQuery({ ...adClicksQueryOptions(id, filter), placeholderData: keepPreviousData });
}
