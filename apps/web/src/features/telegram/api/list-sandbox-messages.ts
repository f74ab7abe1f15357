import type { TelegramSandboxMessages } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const SANDBOX_CHAT_POLL_MS = 4_000;

/** GET /api/telegram/sandbox/messages (sandbox only): what the bot sent to this user's chat, newest first. */
export function listSandboxMessages(): Promise<TelegramSandboxMessages> {
  return api.get<TelegramSandboxMessages>('/telegram/sandbox/messages');
}

export const sandboxMessagesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.telegram.sandboxMessages(), queryFn: listSandboxMessages });

/** Read again every few seconds while the panel is on screen (notifications are sent by jobs). */
export function useSandboxMessages(enabled: boolean) {
  return useQuery({
    ...sandboxMessagesQueryOptions(),
    enabled,
    refetchInterval: SANDBOX_CHAT_POLL_MS,
    staleTime: 0,
  });
}
