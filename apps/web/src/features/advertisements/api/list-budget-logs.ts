import type { BudgetLog } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { adPath } from './ad-path.ts';

/** GET /api/advertisements/{id}/budget-logs */
export function listBudgetLogs(id: string): Promise<{ data: BudgetLog[] }> {
  return api.get<{ data: BudgetLog[] }>(`${adPath(id)}/budget-logs`);
}

export const budgetLogsQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.advertisements.budgetLogs(id), queryFn: () => listBudgetLogs(id) });

export function useBudgetLogs(id: string) {
  return useQuery(budgetLogsQueryOptions(id));
}
