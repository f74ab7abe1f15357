import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/webhooks/{id} (204): nothing more is sent to it; its delivery log goes with it. */
export function deleteWebhook(id: string): Promise<void> {
  return api.delete<void>(`/webhooks/${encodeURIComponent(id)}`);
}

export function useDeleteWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}
