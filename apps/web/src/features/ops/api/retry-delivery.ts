import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/ops/notification-deliveries/{id}/retry */
export function retryDelivery(id: string): Promise<void> {
  return api.post<void>(`/ops/notification-deliveries/${encodeURIComponent(id)}/retry`);
}

/** The log and the broadcasts' counts read again (a failed delivery is queued now). */
export function useRetryDeliveryMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryDelivery,
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.opsNews.all }),
  });
}
