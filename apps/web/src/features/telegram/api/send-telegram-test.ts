import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/telegram/test: a test message through Telegram (and in-app); once per 30 s (429 RATE_LIMITED). */
export function sendTelegramTest(): Promise<void> {
  return api.post<void>('/telegram/test');
}

export function useSendTelegramTestMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendTelegramTest,
    // The in-app copy lands in the bell; the sandbox chat shows the Telegram one.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.notifications.all }),
        client.invalidateQueries({ queryKey: queryKeys.telegram.sandboxMessages() }),
      ]),
  });
}
