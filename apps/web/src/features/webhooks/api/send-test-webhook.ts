import type { WebhookDelivery } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/webhooks/{id}/test: a `webhook.test` delivery now; it shows in the endpoint's log. */
export function sendTestWebhook(id: string): Promise<WebhookDelivery> {
  return api.post<WebhookDelivery>(`/webhooks/${encodeURIComponent(id)}/test`);
}

export function useSendTestWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}
