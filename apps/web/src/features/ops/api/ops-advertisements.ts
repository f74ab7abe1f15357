import type {
  AdPage,
  AdStatus,
  AdStatusLog,
  AdType,
  Advertisement,
  ModerateAdBody,
} from '@adportal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export interface OpsAdsFilter {
  /** '' lists every status. */
  status: AdStatus | '';
  type: AdType | '';
  search: string;
  page: number;
  pageSize: number;
}

/** The filter as the query string of GET /api/ops/advertisements. */
export function opsAdsQuery(filter: OpsAdsFilter): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.type) query.set('type', filter.type);
  if (filter.search.trim()) query.set('search', filter.search.trim());
  query.set('page', String(filter.page));
  query.set('page_size', String(filter.pageSize));
  return query.toString();
}

/** GET /api/ops/advertisements: every advertiser's ads (with advertiser_name), one server-side page. */
export function useOpsAds(filter: OpsAdsFilter) {
  return useQuery({
    queryKey: ['ops-advertisements', 'list', filter],
    queryFn: () => api.get<AdPage>(`/ops/advertisements?${opsAdsQuery(filter)}`),
    placeholderData: keepPreviousData,
  });
}

/** How many ads wait for review (the Pending tab's badge). */
export function usePendingCount() {
  return useQuery({
    queryKey: ['ops-advertisements', 'pending-count'],
    queryFn: () => api.get<AdPage>('/ops/advertisements?status=pending&page=1&page_size=1'),
    select: (page) => page.total,
    refetchInterval: 60_000,
  });
}

/** GET /api/ops/advertisements/{id}/status-logs (newest first). */
export function useOpsAdStatusLogs(id: string) {
  return useQuery({
    queryKey: ['ops-advertisements', 'status-logs', id],
    queryFn: () =>
      api.get<{ data: AdStatusLog[] }>(`/ops/advertisements/${encodeURIComponent(id)}/status-logs`),
  });
}

/** POST /api/ops/advertisements/{id}/moderate: approve, reject, ban or unban. */
export function useModerateAd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ModerateAdBody }) =>
      api.post<Advertisement>(`/ops/advertisements/${encodeURIComponent(id)}/moderate`, body),
    // Success or refusal (someone else moved it first): the lists and logs are read again either way.
    onSettled: () => void client.invalidateQueries({ queryKey: ['ops-advertisements'] }),
  });
}
