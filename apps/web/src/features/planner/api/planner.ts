import type {
  AdCatalogue,
  AdPage,
  AdTarget,
  AdTargetList,
  AdType,
  Advertisement,
  CreateTargetBody,
  OpportunityList,
  Plan,
  PlannerTargetPage,
  PlanQuery,
  TargetType,
  UpdateTargetBody,
} from '@adportal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export interface PlannerTargetsFilter {
  targetType: TargetType;
  type: AdType;
  search: string;
  page: number;
  pageSize: number;
}

/** The filter as the query string of GET /api/planner/targets. */
export function plannerTargetsQuery(filter: PlannerTargetsFilter): string {
  const query = new URLSearchParams();
  query.set('target_type', filter.targetType);
  query.set('type', filter.type);
  if (filter.search.trim()) query.set('search', filter.search.trim());
  query.set('page', String(filter.page));
  query.set('page_size', String(filter.pageSize));
  return query.toString();
}

/** GET /api/planner/targets: keywords or websites with their default minimum and the bid landscape. */
export function usePlannerTargets(filter: PlannerTargetsFilter) {
  return useQuery({
    queryKey: ['planner', 'targets', filter],
    queryFn: () => api.get<PlannerTargetPage>(`/planner/targets?${plannerTargetsQuery(filter)}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/planner/plan: what a budget buys on one keyword or website (null: nothing asked yet). */
export function usePlan(query: PlanQuery | null) {
  return useQuery({
    queryKey: ['planner', 'plan', query],
    queryFn: () => {
      const params = new URLSearchParams(query as unknown as Record<string, string>);
      return api.get<Plan>(`/planner/plan?${params.toString()}`);
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/ad-catalogue: the active ad sizes, categories and countries. */
export function useAdCatalogue() {
  return useQuery({
    queryKey: ['ad-catalogue'],
    queryFn: () => api.get<AdCatalogue>('/ad-catalogue'),
    staleTime: 5 * 60_000,
  });
}

/** The advertiser's approved ads of one type (up to 100), for choosing where a plan goes. */
export function useApprovedAds(type: AdType, enabled = true) {
  return useQuery({
    queryKey: ['advertisements', 'approved-for-plan', type],
    queryFn: () => api.get<AdPage>(`/advertisements?status=approved&type=${type}&page_size=100`),
    enabled,
  });
}

const targetsPath = (adId: string) => `/advertisements/${encodeURIComponent(adId)}/targets`;

/** GET /api/advertisements/{id}/targets */
export const adTargetsQuery = (adId: string) => ({
  queryKey: ['advertisements', adId, 'targets'] as const,
  queryFn: () => api.get<AdTargetList>(targetsPath(adId)),
});

function useAdsMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      // Ads, their targets, the opportunities and the planner's competitor counts all follow a bid change.
      void client.invalidateQueries({ queryKey: ['advertisements'] });
      void client.invalidateQueries({ queryKey: ['planner'] });
    },
  });
}

/** POST /api/advertisements/{adId}/targets */
export const useCreateTarget = () =>
  useAdsMutation(({ adId, body }: { adId: string; body: CreateTargetBody }) =>
    api.post<AdTarget>(targetsPath(adId), body),
  );

/** PUT /api/advertisements/{adId}/targets/{targetId} */
export const useUpdateTarget = () =>
  useAdsMutation(({ adId, targetId, body }: { adId: string; targetId: string; body: UpdateTargetBody }) =>
    api.put<AdTarget>(`${targetsPath(adId)}/${encodeURIComponent(targetId)}`, body),
  );

/** PUT /api/advertisements/{adId}/display */
export const useSetAdOnline = () =>
  useAdsMutation((adId: string) =>
    api.put<Advertisement>(`/advertisements/${encodeURIComponent(adId)}/display`, { display: 'online' }),
  );

/** GET /api/advertisements/opportunities: every live ad with why it does not serve and what would fix it. */
export function useOpportunities() {
  return useQuery({
    queryKey: ['advertisements', 'opportunities'],
    queryFn: () => api.get<OpportunityList>('/advertisements/opportunities'),
  });
}
