import type { WebhookDeliveryPage, WebhookDeliveryStatus } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface DeliveriesFilter {
  status: WebhookDeliveryStatus | '';
  page: number;
  pageSize: number;
}

export function deliveriesQuery(filter: DeliveriesFilter): string {
  const query = new URLSearchParams({ page: String(filter.page), page_size: String(filter.pageSize) });
  if (filter.status) query.set('status', filter.status);
  return query.toString();
}

/** GET /api/webhooks/{id}/deliveries: the endpoint's deliveries, newest first, a page at a time. */
export function listWebhookDeliveries(id: string, filter: DeliveriesFilter): Promise<WebhookDeliveryPage> {
  return api.get<WebhookDeliveryPage>(
    `/webhooks/${encodeURIComponent(id)}/deliveries?${deliveriesQuery(filter)}`,
  );
}

export const webhookDeliveriesQueryOptions = (id: string, filter: DeliveriesFilter) =>
  queryOptions({
    queryKey: queryKeys.webhooks.deliveries(id, filter),
    queryFn: () => listWebhookDeliveries(id, filter),
  });

/** While a delivery waits for its first attempt (a test event just sent) the page asks again every few seconds. */
const PENDING_REFRESH_MS = 5_000;

export function useWebhookDeliveries(id: string, filter: DeliveriesFilter) {
  return useQuery({
    ...webhookDeliveriesQueryOptions(id, filter),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
}
