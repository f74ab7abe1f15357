import type { Conversation } from '@adportal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

/** After a change to a conversation: its new state in the cache, and every folder and count read again. */
export function refreshAfterMessageChange(client: QueryClient, conversation?: Conversation) {
  if (conversation) client.setQueryData(queryKeys.messages.one(conversation.id), conversation);
  void client.invalidateQueries({ queryKey: queryKeys.messages.lists() });
  void client.invalidateQueries({ queryKey: queryKeys.messages.counts() });
}
