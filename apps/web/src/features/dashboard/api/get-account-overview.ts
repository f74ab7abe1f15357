import type { AccountOverview } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/account/overview (advertisers only). */
export function getAccountOverview(): Promise<AccountOverview> {
  return api.get<AccountOverview>('/account/overview');
}

export const accountOverviewQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.account.overview(), queryFn: getAccountOverview });

export function useAccountOverview() {
  // Shown inline with a retry button rather than as an alert.
  return useQuery(accountOverviewQueryOptions());
}
