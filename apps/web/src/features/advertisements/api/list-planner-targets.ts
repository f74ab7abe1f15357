import type { AdType, PlannerTargetPage, TargetType } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What GET /api/planner/targets is asked: the planner's pages, an ad's target picker, the click report's sites. */
export interface PlannerTargetsFilter {
  targetType: TargetType;
  type: AdType;
  search: string;
  /** An ad's size: the competition counted is the one its plan counts (every size when absent). */
  adSizeId?: string;
  /** The first page of 20 when absent (the picker and the report's filter show the first matches only). */
  page?: number;
  pageSize?: number;
}

/** The filter as the query string, the search trimmed: one key and one request for what asks the same. */
function plannerTargetsQuery(filter: PlannerTargetsFilter): string {
  const query = new URLSearchParams({ target_type: filter.targetType, type: filter.type });
  if (filter.adSizeId) query.set('ad_size_id', filter.adSizeId);
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.page) query.set('page', String(filter.page));
  query.set('page_size', String(filter.pageSize ?? 20));
  return query.toString();
}

/** GET /api/planner/targets: keywords or websites with their default minimum, advice and the bid landscape. */
export function listPlannerTargets(
  filter: PlannerTargetsFilter,
  signal?: AbortSignal,
): Promise<PlannerTargetPage> {
  return api.get<PlannerTargetPage>(`/planner/targets?${plannerTargetsQuery(filter)}`, { signal });
}

// Under 'planner': a bid changed anywhere (an ad's bidding tab, the planner, the helper) reads the counts again.
export const plannerTargetsQueryOptions = (filter: PlannerTargetsFilter) =>
  queryOptions({
    queryKey: queryKeys.planner.targets({ query: plannerTargetsQuery(filter) }),
    queryFn: ({ signal }) => listPlannerTargets(filter, signal),
  });

export function usePlannerTargets(filter: PlannerTargetsFilter) {
  return useQuery({
    ...plannerTargetsQueryOptions(filter),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
