import type { AdDisplay, AdListPage, AdSort, AdStatus, AdType, ReportPeriod } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface AdsFilter {
  search: string;
  type: AdType | '';
  status: AdStatus | '';
  display: AdDisplay | '';
  from: string;
  to: string;
  /** The days the figures (impressions, clicks, CTR, spend, average CPC) cover. */
  period: ReportPeriod;
  sort: AdSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** The filter as a query string of GET /api/advertisements (without paging and sorting for the export). */
export function adsQuery(filter: AdsFilter, paging = true): string {
  const query = new URLSearchParams();
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.type) query.set('type', filter.type);
  if (filter.status) query.set('status', filter.status);
  if (filter.display) query.set('display', filter.display);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (paging) {
    query.set('period', filter.period);
    query.set('sort', filter.sort);
    query.set('order', filter.order);
    query.set('page', String(filter.page));
    query.set('page_size', String(filter.pageSize));
  }
  return query.toString();
}

/** GET /api/advertisements: one page of the advertiser's ads with their figures of the period. */
export function listAds(filter: AdsFilter): Promise<AdListPage> {
  return api.get<AdListPage>(`/advertisements?${adsQuery(filter)}`);
}

export const adsQueryOptions = (filter: AdsFilter) =>
  queryOptions({ queryKey: queryKeys.advertisements.list(filter), queryFn: () => listAds(filter) });

export function useAds(filter: AdsFilter) {
  return useQuery({ ...adsQueryOptions(filter), placeholderData: keepPreviousData });
}
