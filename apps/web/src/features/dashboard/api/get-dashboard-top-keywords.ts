import type { DashboardTopList, ReportPeriod } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/dashboard/top-keywords: the ten keywords with the most clicks in the period. */
export function getDashboardTopKeywords(period: ReportPeriod): Promise<DashboardTopList> {
  return api.get<DashboardTopList>(`/dashboard/top-keywords?period=${period}`);
}

export const dashboardTopKeywordsQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: queryKeys.account.dashboard('top-keywords', period),
    queryFn: () => getDashboardTopKeywords(period),
  });

/** The widget keeps its last figures on screen while another period loads. */
export function useDashboardTopKeywords(period: ReportPeriod) {
  return useQuery({ ...dashboardTopKeywordsQueryOptions(period), placeholderData: keepPreviousData });
}
