import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { syncTelegramData } from './get-telegram-status.ts';

/** DELETE /api/telegram: "disconnected" (spec §4). */
export function disconnectTelegram(): Promise<void> {
  return api.delete<void>('/telegram');
}

export function useDisconnectTelegramMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disconnectTelegram,
    onSuccess: async () => {
      syncTelegramData({ connection: null });
      // The settings read whether Telegram is connected (their Telegram column) too.
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.telegram.all }),
        client.invalidateQueries({ queryKey: queryKeys.notificationSettings.all }),
      ]);
    },
  });
}
