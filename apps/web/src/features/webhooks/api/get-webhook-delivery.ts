import type { WebhookDeliveryDetail } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/webhooks/{id}/deliveries/{deliveryId}: one delivery with the payload it sends. */
export function getWebhookDelivery(id: string, deliveryId: string): Promise<WebhookDeliveryDetail> {
  return api.get<WebhookDeliveryDetail>(
    `/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}`,
  );
}

export const webhookDeliveryQueryOptions = (id: string, deliveryId: string) =>
  queryOptions({
    queryKey: queryKeys.webhooks.delivery(id, deliveryId),
    queryFn: () => getWebhookDelivery(id, deliveryId),
  });

export function useWebhookDelivery(id: string, deliveryId: string) {
  return useQuery(webhookDeliveryQueryOptions(id, deliveryId));
}
