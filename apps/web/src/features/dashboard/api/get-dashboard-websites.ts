import type { DashboardTopList, ReportPeriod } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/dashboard/websites: the publisher websites the ads ran on in the period (top ten by spend). */
export function getDashboardWebsites(period: ReportPeriod): Promise<DashboardTopList> {
  return api.get<DashboardTopList>(`/dashboard/websites?period=${period}`);
}

export const dashboardWebsitesQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: queryKeys.account.dashboard('websites', period),
    queryFn: () => getDashboardWebsites(period),
  });

/** The widget keeps its last figures on screen while another period loads. */
export function useDashboardWebsites(period: ReportPeriod) {
  return useQuery({ ...dashboardWebsitesQueryOptions(period), placeholderData: keepPreviousData });
}
