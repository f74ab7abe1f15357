import type { WebhookDelivery } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver: a new attempt of the same message (same webhook-id). */
export function redeliverWebhookDelivery({
  id,
  deliveryId,
}: {
  id: string;
  deliveryId: string;
}): Promise<WebhookDelivery> {
  return api.post<WebhookDelivery>(
    `/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
  );
}

export function useRedeliverWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhookDelivery,
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.detail(id) }),
  });
}
