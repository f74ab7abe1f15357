import type { DeliveryChannel, DeliveryList, DeliveryStatus } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface DeliveriesFilter {
  status: DeliveryStatus | '';
  channel: DeliveryChannel | '';
  search: string;
  /** Only one news broadcast's deliveries ('' for all). */
  broadcastId: string;
  page: number;
  pageSize: number;
}

/** GET /api/ops/notification-deliveries?status=&channel=&q=&broadcast_id=&page=&page_size= */
export function listDeliveries(filter: DeliveriesFilter): Promise<DeliveryList> {
  const query = new URLSearchParams({ page: String(filter.page), page_size: String(filter.pageSize) });
  if (filter.status) query.set('status', filter.status);
  if (filter.channel) query.set('channel', filter.channel);
  if (filter.search) query.set('q', filter.search);
  if (filter.broadcastId) query.set('broadcast_id', filter.broadcastId);
  return api.get<DeliveryList>(`/ops/notification-deliveries?${query}`);
}

export const deliveriesQueryOptions = (filter: DeliveriesFilter) =>
  queryOptions({ queryKey: queryKeys.opsNews.deliveries(filter), queryFn: () => listDeliveries(filter) });

export function useDeliveries(filter: DeliveriesFilter) {
  return useQuery({ ...deliveriesQueryOptions(filter), placeholderData: keepPreviousData });
}
