import type { AdBudgetProjectionAnswer } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { adPath } from './ad-path.ts';

/** GET /api/advertisements/{id}/budget-projection: when the money runs out at the last 7 days' pace. */
export function getBudgetProjection(id: string): Promise<AdBudgetProjectionAnswer> {
  return api.get<AdBudgetProjectionAnswer>(`${adPath(id)}/budget-projection`);
}

export const budgetProjectionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.advertisements.budgetProjection(id),
    queryFn: () => getBudgetProjection(id),
  });

export function useBudgetProjection(id: string) {
  return useQuery(budgetProjectionQueryOptions(id));
}
