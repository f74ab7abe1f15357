import type {
  ConversationAssignmentFilter,
  ConversationStatus,
  MessageCategory,
  OpsConversationPage,
} from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export interface OpsConversationsFilter {
  status: ConversationStatus | '';
  category: MessageCategory | '';
  assigned: ConversationAssignmentFilter;
  search: string;
  page: number;
  pageSize: number;
}

/** GET /api/ops/messages */
export function listOpsConversations(filter: OpsConversationsFilter): Promise<OpsConversationPage> {
  const query = new URLSearchParams({
    assigned: filter.assigned,
    page: String(filter.page),
    page_size: String(filter.pageSize),
  });
  if (filter.status) query.set('status', filter.status);
  if (filter.category) query.set('category', filter.category);
  if (filter.search) query.set('search', filter.search);
  return api.get<OpsConversationPage>(`/ops/messages?${query}`);
}

export const opsConversationsQueryOptions = (filter: OpsConversationsFilter) =>
  queryOptions({ queryKey: queryKeys.opsMessages.list(filter), queryFn: () => listOpsConversations(filter) });

export function useOpsConversations(filter: OpsConversationsFilter) {
  return useQuery({ ...opsConversationsQueryOptions(filter), placeholderData: keepPreviousData });
}
