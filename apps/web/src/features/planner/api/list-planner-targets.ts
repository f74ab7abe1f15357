import type { AdType, PlannerTargetPage, TargetType } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface PlannerTargetsFilter {
  targetType: TargetType;
  type: AdType;
  search: string;
  page: number;
  pageSize: number;
}

/** The filter as the query string of GET /api/planner/targets. */
function plannerTargetsQuery(filter: PlannerTargetsFilter): string {
  const query = new URLSearchParams();
  query.set('target_type', filter.targetType);
  query.set('type', filter.type);
  if (filter.search.trim()) query.set('search', filter.search.trim());
  query.set('page', String(filter.page));
  query.set('page_size', String(filter.pageSize));
  return query.toString();
}

/** GET /api/planner/targets: keywords or websites with their default minimum and the bid landscape. */
export function listPlannerTargets(filter: PlannerTargetsFilter): Promise<PlannerTargetPage> {
  return api.get<PlannerTargetPage>(`/planner/targets?${plannerTargetsQuery(filter)}`);
}

export const plannerTargetsQueryOptions = (filter: PlannerTargetsFilter) =>
  queryOptions({ queryKey: queryKeys.planner.targets(filter), queryFn: () => listPlannerTargets(filter) });

export function usePlannerTargets(filter: PlannerTargetsFilter) {
  return useQuery({ ...plannerTargetsQueryOptions(filter), placeholderData: keepPreviousData });
}
