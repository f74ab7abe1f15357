import type { Conversation } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { refreshAfterMessageChange } from './refresh-after-message-change.ts';

/** POST /api/messages/{id}/close */
export function closeConversation(id: string): Promise<Conversation> {
  return api.post<Conversation>(`/messages/${encodeURIComponent(id)}/close`);
}

export function useCloseConversationMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeConversation,
    onSuccess: (conversation) => refreshAfterMessageChange(client, conversation),
    meta: { alertOnError: true },
  });
}
