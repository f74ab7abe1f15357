import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** POST /api/ops/notification-dispatches/{id}/retry */
export function retryDispatch(id: string): Promise<void> {
  return api.post<void>(`/ops/notification-dispatches/${encodeURIComponent(id)}/retry`);
}

/** The log and the broadcasts' counts read again (a failed dispatch is queued now). */
export function useRetryDispatchMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryDispatch,
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.opsNews.all }),
  });
}
