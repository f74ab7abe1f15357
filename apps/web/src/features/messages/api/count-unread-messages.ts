import type { MessageCounts } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGES_POLL_MS = 60_000;

/** GET /api/messages/counts: unread conversations in all (the layout's button) and per folder. */
export function countUnreadMessages(): Promise<MessageCounts> {
  return api.get<MessageCounts>('/messages/counts');
}

export const messageCountsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.messages.counts(), queryFn: countUnreadMessages });

/** Read again every minute and when the window comes back, like the notifications bell. */
export function useMessageCounts(enabled = true) {
  return useQuery({
    ...messageCountsQueryOptions(),
    enabled,
    refetchInterval: MESSAGES_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}
