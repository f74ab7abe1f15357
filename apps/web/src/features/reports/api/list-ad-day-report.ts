import type { AdDayReportPage } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface AdDayReportFilter {
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/** GET /api/advertisements/{id}/day-report: the ad's platform days, newest first, and the range's totals. */
export function listAdDayReport(id: string, filter: AdDayReportFilter): Promise<AdDayReportPage> {
  const query = new URLSearchParams();
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  query.set('page', String(filter.page));
  query.set('page_size', String(filter.pageSize));
  return api.get<AdDayReportPage>(`/advertisements/${encodeURIComponent(id)}/day-report?${query.toString()}`);
}

export const adDayReportQueryOptions = (id: string, filter: AdDayReportFilter) =>
  queryOptions({
    queryKey: queryKeys.advertisements.dayReport(id, filter),
    queryFn: () => listAdDayReport(id, filter),
  });

export function useAdDayReport(id: string, filter: AdDayReportFilter) {
  return useQuery({
    ...adDayReportQueryOptions(id, filter),
    placeholderData: keepPreviousData,
    enabled: Boolean(id),
  });
}
