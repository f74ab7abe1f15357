import type {
  ConversationAssigneeBody,
  ConversationStatusBody,
  MessageReplyBody,
  OpsConversation,
} from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** What an operator does to a conversation: answer, note, close or reopen, assign. */
export type OpsConversationAction =
  | { kind: 'reply'; id: string; body: MessageReplyBody }
  | { kind: 'note'; id: string; body: MessageReplyBody }
  | { kind: 'status'; id: string; body: ConversationStatusBody }
  | { kind: 'assign'; id: string; body: ConversationAssigneeBody };

/** POST /replies, /notes, /status or PUT /assignee under /api/ops/messages/{id}. */
export function updateOpsConversation(action: OpsConversationAction): Promise<OpsConversation> {
  const base = `/ops/messages/${encodeURIComponent(action.id)}`;
  switch (action.kind) {
    case 'reply':
      return api.post<OpsConversation>(`${base}/replies`, action.body);
    case 'note':
      return api.post<OpsConversation>(`${base}/notes`, action.body);
    case 'status':
      return api.post<OpsConversation>(`${base}/status`, action.body);
    case 'assign':
      return api.put<OpsConversation>(`${base}/assignee`, action.body);
  }
}

/** The conversation's new state in the cache; the queue read again. */
export function useOpsConversationMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOpsConversation,
    onSuccess: (conversation) => {
      client.setQueryData(queryKeys.opsMessages.one(conversation.id), conversation);
      void client.invalidateQueries({ queryKey: queryKeys.opsMessages.lists() });
    },
  });
}
