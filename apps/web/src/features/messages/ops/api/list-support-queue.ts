import type {
  AssignmentFilter,
  ConversationStatus,
  MessageCategory,
  OpsConversationPage,
} from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export interface SupportQueueFilter {
  status: ConversationStatus | '';
  category: MessageCategory | '';
  assigned: AssignmentFilter;
  search: string;
  page: number;
  pageSize: number;
}

/** GET /api/ops/messages */
export function listSupportQueue(filter: SupportQueueFilter): Promise<OpsConversationPage> {
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

export const supportQueueQueryOptions = (filter: SupportQueueFilter) =>
  queryOptions({ queryKey: queryKeys.opsMessages.list(filter), queryFn: () => listSupportQueue(filter) });

export function useSupportQueue(filter: SupportQueueFilter) {
  return useQuery({ ...supportQueueQueryOptions(filter), placeholderData: keepPreviousData });
}
