import type { ConversationPage, MessageFolder } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface ConversationsFilter {
  folder: MessageFolder;
  search: string;
  page: number;
  pageSize: number;
}

/** GET /api/messages: one folder, searched by subject, with the unread counts of every folder. */
export function listConversations(filter: ConversationsFilter): Promise<ConversationPage> {
  const query = new URLSearchParams({
    folder: filter.folder,
    page: String(filter.page),
    page_size: String(filter.pageSize),
  });
  if (filter.search) query.set('search', filter.search);
  return api.get<ConversationPage>(`/messages?${query}`);
}

export const conversationsQueryOptions = (filter: ConversationsFilter) =>
  queryOptions({ queryKey: queryKeys.messages.list(filter), queryFn: () => listConversations(filter) });

export function useConversations(filter: ConversationsFilter) {
  return useQuery({ ...conversationsQueryOptions(filter), placeholderData: keepPreviousData });
}
