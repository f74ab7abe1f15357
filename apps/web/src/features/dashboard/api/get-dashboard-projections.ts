import type { DashboardProjections } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/dashboard/projections: when the balance and each ad budget run out at the last 7 days' pace. */
export function getDashboardProjections(): Promise<DashboardProjections> {
  return api.get<DashboardProjections>('/dashboard/projections');
}

export const dashboardProjectionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.account.dashboard('projections'), queryFn: getDashboardProjections });

export function useDashboardProjections() {
  return useQuery(dashboardProjectionsQueryOptions());
}
