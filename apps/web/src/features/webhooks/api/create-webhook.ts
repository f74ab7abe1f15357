import type { WebhookEndpointBody, WebhookEndpointCreated } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/webhooks: the new endpoint and its signing secret, which no later answer carries. */
export function createWebhook(body: WebhookEndpointBody): Promise<WebhookEndpointCreated> {
  return api.post<WebhookEndpointCreated>('/webhooks', body);
}

export function useCreateWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}
