import type { WebhookEndpoint, WebhookEndpointBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * PUT /api/webhooks/{id}: the endpoint's whole settings (the edit dialog, and the switch on and off, which sends
 * the others unchanged). Turning a failing endpoint on again clears its failure.
 */
export function updateWebhook({
  id,
  body,
}: {
  id: string;
  body: WebhookEndpointBody;
}): Promise<WebhookEndpoint> {
  return api.put<WebhookEndpoint>(`/webhooks/${encodeURIComponent(id)}`, body);
}

export function useUpdateWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}
