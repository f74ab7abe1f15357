import type { DashboardTopBids, ReportPeriod } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/dashboard/top-keyword-bids: the advertiser's ten highest keyword bids beside the advice price, with the period's clicks. */
export function getDashboardTopKeywordBids(period: ReportPeriod): Promise<DashboardTopBids> {
  return api.get<DashboardTopBids>(`/dashboard/top-keyword-bids?period=${period}`);
}

export const dashboardTopKeywordBidsQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: queryKeys.account.dashboard('top-keyword-bids', period),
    queryFn: () => getDashboardTopKeywordBids(period),
  });

/** The widget keeps its last figures on screen while another period loads. */
export function useDashboardTopKeywordBids(period: ReportPeriod) {
  return useQuery({ ...dashboardTopKeywordBidsQueryOptions(period), placeholderData: keepPreviousData });
}
