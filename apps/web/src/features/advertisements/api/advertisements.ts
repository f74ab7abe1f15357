import type {
  AdCatalogue,
  AdDisplay,
  AdImage,
  AdPage,
  AdSort,
  AdStatistics,
  AdStatus,
  AdStatusLog,
  AdTarget,
  AdTargetList,
  AdType,
  Advertisement,
  BudgetLog,
  PlannerTargetPage,
  TargetType,
  ZBudgetBody,
  ZCreateAdBody,
  ZCreateTargetBody,
  ZScheduleBody,
  ZUpdateAdBody,
  ZUpdateTargetBody,
} from '@adportal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/http.ts';

/** Every query of the feature lives under this key; ['advertisements', 'list' | 'detail' | …, …]. */
export const ADS_KEY = ['advertisements'] as const;

const adPath = (id: string) => `/advertisements/${encodeURIComponent(id)}`;

export interface AdsFilter {
  search: string;
  type: AdType | '';
  status: AdStatus | '';
  display: AdDisplay | '';
  from: string;
  to: string;
  sort: AdSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** The filter as a query string of GET /api/advertisements (without paging and sorting for the export). */
export function adsQuery(filter: AdsFilter, paging = true): string {
  const query = new URLSearchParams();
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.type) query.set('type', filter.type);
  if (filter.status) query.set('status', filter.status);
  if (filter.display) query.set('display', filter.display);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (paging) {
    query.set('sort', filter.sort);
    query.set('order', filter.order);
    query.set('page', String(filter.page));
    query.set('page_size', String(filter.pageSize));
  }
  return query.toString();
}

/** GET /api/advertisements: one page of the advertiser's ads. */
export function useAds(filter: AdsFilter) {
  return useQuery({
    queryKey: [...ADS_KEY, 'list', filter],
    queryFn: () => api.get<AdPage>(`/advertisements?${adsQuery(filter)}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/ad-catalogue: the active ad sizes, categories and countries. */
export function useAdCatalogue() {
  return useQuery({
    queryKey: [...ADS_KEY, 'catalogue'],
    queryFn: () => api.get<AdCatalogue>('/ad-catalogue'),
    staleTime: 5 * 60_000,
  });
}

export function useAd(id: string) {
  return useQuery({
    queryKey: [...ADS_KEY, 'detail', id],
    queryFn: () => api.get<Advertisement>(adPath(id)),
    enabled: Boolean(id),
  });
}

export function useAdStatusLogs(id: string) {
  return useQuery({
    queryKey: [...ADS_KEY, 'detail', id, 'status-logs'],
    queryFn: () => api.get<{ data: AdStatusLog[] }>(`${adPath(id)}/status-logs`),
  });
}

export function useAdStatistics(id: string) {
  return useQuery({
    queryKey: [...ADS_KEY, 'detail', id, 'statistics'],
    queryFn: () => api.get<AdStatistics>(`${adPath(id)}/statistics`),
  });
}

export function useBudgetLogs(id: string) {
  return useQuery({
    queryKey: [...ADS_KEY, 'detail', id, 'budget-logs'],
    queryFn: () => api.get<{ data: BudgetLog[] }>(`${adPath(id)}/budget-logs`),
  });
}

export function useAdTargets(id: string) {
  return useQuery({
    queryKey: [...ADS_KEY, 'detail', id, 'targets'],
    queryFn: () => api.get<AdTargetList>(`${adPath(id)}/targets`),
  });
}

/** GET /api/planner/targets: keywords or websites to bid on, with their default minimum and advice price. */
export function usePlannerTargets(params: { targetType: TargetType; type: AdType; search: string }) {
  const query = new URLSearchParams({
    target_type: params.targetType,
    type: params.type,
    page_size: '20',
  });
  if (params.search.trim()) query.set('search', params.search.trim());
  return useQuery({
    queryKey: [...ADS_KEY, 'planner-targets', params.targetType, params.type, params.search.trim()],
    queryFn: ({ signal }) => api.get<PlannerTargetPage>(`/planner/targets?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * After any change of an ad: its own detail answer comes back from the API and is stored at once; the lists,
 * its sub-resources (serving reasons, statistics, logs) and the planners are asked again.
 */
function useAdMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      if (answer && typeof answer === 'object' && 'ad_size' in answer) {
        const ad = answer as unknown as Advertisement;
        client.setQueryData([...ADS_KEY, 'detail', ad.id], ad);
      }
      void client.invalidateQueries({ queryKey: ADS_KEY });
      void client.invalidateQueries({ queryKey: ['planner'] });
      void client.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}

export const useCreateAd = () =>
  useAdMutation((body: z.output<typeof ZCreateAdBody>) => api.post<Advertisement>('/advertisements', body));

export const useUpdateAd = () =>
  useAdMutation(({ id, body }: { id: string; body: z.output<typeof ZUpdateAdBody> }) =>
    api.put<Advertisement>(adPath(id), body),
  );

export const useSetAdDisplay = () =>
  useAdMutation(({ id, display }: { id: string; display: AdDisplay }) =>
    api.put<Advertisement>(`${adPath(id)}/display`, { display }),
  );

export function useDeleteAd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(adPath(id)),
    onSuccess: (_answer, id) => {
      // The ad's own page is still open until the caller leaves it: mark it stale without asking again (404).
      void client.invalidateQueries({ queryKey: [...ADS_KEY, 'detail', id], refetchType: 'none' });
      void client.invalidateQueries({ queryKey: [...ADS_KEY, 'list'] });
      void client.invalidateQueries({ queryKey: ['planner'] });
      void client.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}

export const useSaveBudget = () =>
  useAdMutation(({ id, body }: { id: string; body: z.output<typeof ZBudgetBody> }) =>
    api.put<Advertisement>(`${adPath(id)}/budget`, body),
  );

export const useSaveSchedule = () =>
  useAdMutation(({ id, body }: { id: string; body: z.output<typeof ZScheduleBody> }) =>
    api.put<Advertisement>(`${adPath(id)}/schedule`, body),
  );

export const useCreateTarget = () =>
  useAdMutation(({ adId, body }: { adId: string; body: z.output<typeof ZCreateTargetBody> }) =>
    api.post<AdTarget>(`${adPath(adId)}/targets`, body),
  );

export const useUpdateTarget = () =>
  useAdMutation(
    ({
      adId,
      targetId,
      body,
    }: {
      adId: string;
      targetId: string;
      body: z.output<typeof ZUpdateTargetBody>;
    }) => api.put<AdTarget>(`${adPath(adId)}/targets/${encodeURIComponent(targetId)}`, body),
  );

export const useDeleteTarget = () =>
  useAdMutation(({ adId, targetId }: { adId: string; targetId: string }) =>
    api.delete<void>(`${adPath(adId)}/targets/${encodeURIComponent(targetId)}`),
  );

/** POST /api/ad-images (multipart field `file`), reporting the upload's progress. */
export function useUploadAdImage() {
  return useMutation({
    mutationFn: ({
      file,
      onProgress,
      signal,
    }: {
      file: File;
      onProgress?: (fraction: number) => void;
      signal?: AbortSignal;
    }) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<AdImage>('/ad-images', form, { onProgress, signal });
    },
  });
}
