import type { ConversationAssigneeList } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** GET /api/ops/messages/operators: whom a conversation can be assigned to. */
export function listConversationAssignees(): Promise<ConversationAssigneeList> {
  return api.get<ConversationAssigneeList>('/ops/messages/operators');
}

export const conversationAssigneesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.opsMessages.operators(),
    queryFn: listConversationAssignees,
    staleTime: 300_000,
  });

export function useConversationAssignees() {
  return useQuery(conversationAssigneesQueryOptions());
}
