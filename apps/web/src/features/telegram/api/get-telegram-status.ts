import type { TelegramStatus } from '@adportal/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { session } from '../../../lib/session.ts';

/** How often the connect page asks whether the bot has seen the user press Start. */
export const CONNECT_POLL_MS = 2_000;

/**
 * GET /api/telegram. Every answer also lands in the session's telegramData (spec §3), so the stored
 * {isConnected, chatId} is always what the server last said.
 */
export async function getTelegramStatus(): Promise<TelegramStatus> {
  const status = await api.get<TelegramStatus>('/telegram');
  syncTelegramData(status);
  return status;
}

/** The session's telegramData from a status answer (written only when it changed). */
export function syncTelegramData(status: Pick<TelegramStatus, 'connection'>): void {
  const next = { isConnected: status.connection !== null, chatId: status.connection?.chat_id ?? '' };
  const current = session.getState().telegramData;
  if (current.isConnected !== next.isConnected || current.chatId !== next.chatId) {
    session.setTelegramData(next);
  }
}

/**
 * The status, and when its connection changed since the last answer (connected by the bot's Start, on the
 * connect page or anywhere else; disconnected by /stop), the notification settings read again: their Telegram
 * column says whether a chat is connected too, and must never contradict this answer.
 */
async function readTelegramStatus(client: QueryClient): Promise<TelegramStatus> {
  const before = client.getQueryData<TelegramStatus>(queryKeys.telegram.status());
  const status = await getTelegramStatus();
  if (before && connectionKey(before) !== connectionKey(status)) {
    void client.invalidateQueries({ queryKey: queryKeys.notificationSettings.all });
  }
  return status;
}

const connectionKey = (status: TelegramStatus) =>
  status.connection ? `${status.connection.chat_id}@${status.connection.connected_at}` : '';

export const telegramStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.telegram.status(),
    queryFn: ({ client }) => readTelegramStatus(client),
  });

/** The connection; `poll` asks again every 2 s (the connect page waits for the bot's Start). */
export function useTelegramStatus({
  poll = false,
  enabled = true,
}: {
  poll?: boolean;
  enabled?: boolean;
} = {}) {
  return useQuery({
    ...telegramStatusQueryOptions(),
    enabled,
    refetchInterval: poll ? CONNECT_POLL_MS : false,
    staleTime: poll ? 0 : 30_000,
  });
}
