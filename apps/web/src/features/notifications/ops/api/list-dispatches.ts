import type { DispatchChannel, DispatchList, DispatchStatus } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export interface DispatchesFilter {
  status: DispatchStatus | '';
  channel: DispatchChannel | '';
  search: string;
  /** Only one news broadcast's dispatches ('' for all). */
  broadcastId: string;
  page: number;
  pageSize: number;
}

/** GET /api/ops/notification-dispatches?status=&channel=&q=&broadcast_id=&page=&page_size= */
export function listDispatches(filter: DispatchesFilter): Promise<DispatchList> {
  const query = new URLSearchParams({ page: String(filter.page), page_size: String(filter.pageSize) });
  if (filter.status) query.set('status', filter.status);
  if (filter.channel) query.set('channel', filter.channel);
  if (filter.search) query.set('q', filter.search);
  if (filter.broadcastId) query.set('broadcast_id', filter.broadcastId);
  return api.get<DispatchList>(`/ops/notification-dispatches?${query}`);
}

export const dispatchesQueryOptions = (filter: DispatchesFilter) =>
  queryOptions({ queryKey: queryKeys.opsNews.dispatches(filter), queryFn: () => listDispatches(filter) });

export function useDispatches(filter: DispatchesFilter) {
  return useQuery({ ...dispatchesQueryOptions(filter), placeholderData: keepPreviousData });
}
