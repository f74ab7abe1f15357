import type { ComposeMessageBody, Conversation } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { refreshAfterMessageChange } from './refresh-after-message-change.ts';

/** POST /api/messages */
export function composeMessage(body: ComposeMessageBody): Promise<Conversation> {
  return api.post<Conversation>('/messages', body);
}

export function useComposeMessageMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: composeMessage,
    onSuccess: (conversation) => refreshAfterMessageChange(client, conversation),
  });
}
