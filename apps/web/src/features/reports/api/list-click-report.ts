import type { ClickReportPage, ClickStatus, TargetType } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the click report is narrowed to ('' is every value). */
export interface ClickReportFilter {
  from: string;
  to: string;
  advertisementId: string;
  targetType: TargetType | '';
  status: ClickStatus | '';
  siteId: string;
  pageSize: number;
}

/** The filters as a query string (without the page: the export gets every matching click). */
export function clickReportQuery(filter: ClickReportFilter, paging = true): string {
  const query = new URLSearchParams();
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (filter.advertisementId) query.set('advertisement_id', filter.advertisementId);
  if (filter.targetType) query.set('target_type', filter.targetType);
  if (filter.status) query.set('status', filter.status);
  if (filter.siteId) query.set('site_id', filter.siteId);
  if (paging) query.set('page_size', String(filter.pageSize));
  return query.toString();
}

/** GET /api/reports/clicks: one keyset page, newest first; `after` is the `next` of the page before. */
export function listClickReport(filter: ClickReportFilter, after: string | null): Promise<ClickReportPage> {
  const query = new URLSearchParams(clickReportQuery(filter));
  if (after) query.set('after', after);
  return api.get<ClickReportPage>(`/reports/clicks?${query.toString()}`);
}

export const clickReportQueryOptions = (filter: ClickReportFilter, after: string | null) =>
  queryOptions({
    queryKey: queryKeys.reports.clicks(filter, after),
    queryFn: () => listClickReport(filter, after),
  });

export function useClickReport(filter: ClickReportFilter, after: string | null) {
  return useQuery({ ...clickReportQueryOptions(filter, after), placeholderData: keepPreviousData });
}
