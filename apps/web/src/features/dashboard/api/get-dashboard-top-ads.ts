import type { DashboardTopList, ReportPeriod } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/dashboard/top-ads: the ten ads with the most clicks in the period. */
export function getDashboardTopAds(period: ReportPeriod): Promise<DashboardTopList> {
  return api.get<DashboardTopList>(`/dashboard/top-ads?period=${period}`);
}

export const dashboardTopAdsQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: queryKeys.account.dashboard('top-ads', period),
    queryFn: () => getDashboardTopAds(period),
  });

/** The widget keeps its last figures on screen while another period loads. */
export function useDashboardTopAds(period: ReportPeriod) {
  return useQuery({ ...dashboardTopAdsQueryOptions(period), placeholderData: keepPreviousData });
}
