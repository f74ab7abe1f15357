import type { WebhookEndpointCreated } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/webhooks/{id}/rotate-secret: the new secret, shown once; the old one signs beside it for 24 h. */
export function rotateWebhookSecret(id: string): Promise<WebhookEndpointCreated> {
  return api.post<WebhookEndpointCreated>(`/webhooks/${encodeURIComponent(id)}/rotate-secret`);
}

export function useRotateWebhookSecretMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}
