import type { AccountChecklist } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/account/checklist: the getting-started steps of the account, each read from its data. */
export function getDashboardChecklist(): Promise<AccountChecklist> {
  return api.get<AccountChecklist>('/account/checklist');
}

export const dashboardChecklistQueryOptions = () =>
  // Always read afresh on the dashboard: an ad or a bid made a moment ago ticks its step.
  queryOptions({ queryKey: queryKeys.account.checklist(), queryFn: getDashboardChecklist, staleTime: 0 });

export function useDashboardChecklist() {
  return useQuery(dashboardChecklistQueryOptions());
}
