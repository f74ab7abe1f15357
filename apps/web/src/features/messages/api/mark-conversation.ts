import type { Conversation } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { refreshAfterMessageChange } from './refresh-after-message-change.ts';

/** The caller's own marks: a star, or the trash. */
export type ConversationMark = { id: string; starred: boolean } | { id: string; trashed: boolean };

/** PUT /api/messages/{id}/star or /trash */
export function markConversation(mark: ConversationMark): Promise<void> {
  const id = encodeURIComponent(mark.id);
  return 'starred' in mark
    ? api.put<void>(`/messages/${id}/star`, { starred: mark.starred })
    : api.put<void>(`/messages/${id}/trash`, { trashed: mark.trashed });
}

export function useMarkConversationMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markConversation,
    onSuccess: (_answer, mark) => {
      // The open thread shows the new mark at once.
      client.setQueryData<Conversation>(queryKeys.messages.one(mark.id), (conversation) =>
        conversation ? { ...conversation, ...mark } : conversation,
      );
      refreshAfterMessageChange(client);
    },
    meta: { alertOnError: true },
  });
}
