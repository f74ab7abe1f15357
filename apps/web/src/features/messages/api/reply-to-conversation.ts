import type { Conversation, MessageReplyBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { refreshAfterMessageChange } from './refresh-after-message-change.ts';

/** POST /api/messages/{id}/replies (reopens a closed conversation). */
export function replyToConversation({
  id,
  body,
}: {
  id: string;
  body: MessageReplyBody;
}): Promise<Conversation> {
  return api.post<Conversation>(`/messages/${encodeURIComponent(id)}/replies`, body);
}

export function useReplyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyToConversation,
    onSuccess: (conversation) => refreshAfterMessageChange(client, conversation),
  });
}
