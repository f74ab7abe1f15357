import type { AdType, PlannerTargetPage, TargetType } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface PlannerTargetsSearch {
  targetType: TargetType;
  type: AdType;
  /** An ad's size: the competition counted is the one its plan counts (every size when absent). */
  adSizeId?: string;
  search: string;
}

/**
 * GET /api/planner/targets: the first 20 keywords or websites to bid on, with their default minimum and
 * advice for the ad's type and size.
 */
export function listPlannerTargets(
  params: PlannerTargetsSearch,
  signal?: AbortSignal,
): Promise<PlannerTargetPage> {
  const query = new URLSearchParams({
    target_type: params.targetType,
    type: params.type,
    page_size: '20',
  });
  if (params.adSizeId) query.set('ad_size_id', params.adSizeId);
  if (params.search.trim()) query.set('search', params.search.trim());
  return api.get<PlannerTargetPage>(`/planner/targets?${query.toString()}`, { signal });
}

export const plannerTargetsQueryOptions = (params: PlannerTargetsSearch) =>
  queryOptions({
    queryKey: queryKeys.advertisements.plannerTargets(
      params.targetType,
      params.type,
      params.adSizeId ?? '',
      params.search.trim(),
    ),
    queryFn: ({ signal }) => listPlannerTargets(params, signal),
  });

export function usePlannerTargets(params: PlannerTargetsSearch) {
  return useQuery({
    ...plannerTargetsQueryOptions(params),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
