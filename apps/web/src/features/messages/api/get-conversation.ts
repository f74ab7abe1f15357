import type { Conversation } from '@adportal/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/messages/{id}: the thread; reading it marks it read for the caller. */
export function getConversation(id: string): Promise<Conversation> {
  return api.get<Conversation>(`/messages/${encodeURIComponent(id)}`);
}

export const conversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.messages.one(id), queryFn: () => getConversation(id) });

/** The conversation; once it is read, the folders and the unread counts are asked again. */
export function useConversation(id: string) {
  const client = useQueryClient();
  const query = useQuery(conversationQueryOptions(id));
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!readAt) return;
    void client.invalidateQueries({ queryKey: queryKeys.messages.lists() });
    void client.invalidateQueries({ queryKey: queryKeys.messages.counts() });
  }, [client, readAt]);
  return query;
}
