import type { NewsBroadcast, NewsBroadcastBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** POST /api/ops/news */
export function sendNews(body: NewsBroadcastBody): Promise<NewsBroadcast> {
  return api.post<NewsBroadcast>('/ops/news', body);
}

/** A broadcast adds to the list and queues dispatches: both read again. */
export function useSendNewsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendNews,
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.opsNews.all }),
  });
}
