import type { Plan, PlanQuery } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/planner/plan: what a budget buys on one keyword or website. */
export function getPlan(query: PlanQuery): Promise<Plan> {
  const params = new URLSearchParams(query as unknown as Record<string, string>);
  return api.get<Plan>(`/planner/plan?${params.toString()}`);
}

export const planQueryOptions = (query: PlanQuery | null) =>
  queryOptions({
    queryKey: queryKeys.planner.plan(query),
    queryFn: () => getPlan(query as PlanQuery),
    enabled: query !== null,
  });

/** The plan of a query (null: nothing asked yet). */
export function usePlan(query: PlanQuery | null) {
  return useQuery({ ...planQueryOptions(query), placeholderData: keepPreviousData });
}
