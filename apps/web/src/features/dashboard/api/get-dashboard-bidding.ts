import type { DashboardBidding, ReportPeriod } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/dashboard/bidding: active bids and what delivery bought in the period, by day (by hour for today). */
export function getDashboardBidding(period: ReportPeriod): Promise<DashboardBidding> {
  return api.get<DashboardBidding>(`/dashboard/bidding?period=${period}`);
}

export const dashboardBiddingQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: queryKeys.account.dashboard('bidding', period),
    queryFn: () => getDashboardBidding(period),
  });

/** The widget keeps its last figures on screen while another period loads. */
export function useDashboardBidding(period: ReportPeriod) {
  return useQuery({ ...dashboardBiddingQueryOptions(period), placeholderData: keepPreviousData });
}
