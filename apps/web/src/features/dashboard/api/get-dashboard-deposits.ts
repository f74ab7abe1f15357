import type { DashboardDeposits, ReportPeriod } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/dashboard/deposits: the period's deposits by outcome, and this week against last week. */
export function getDashboardDeposits(period: ReportPeriod): Promise<DashboardDeposits> {
  return api.get<DashboardDeposits>(`/dashboard/deposits?period=${period}`);
}

export const dashboardDepositsQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: queryKeys.account.dashboard('deposits', period),
    queryFn: () => getDashboardDeposits(period),
  });

/** The widget keeps its last figures on screen while another period loads. */
export function useDashboardDeposits(period: ReportPeriod) {
  return useQuery({ ...dashboardDepositsQueryOptions(period), placeholderData: keepPreviousData });
}
