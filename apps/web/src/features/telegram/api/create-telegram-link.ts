import type { TelegramLink } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** POST /api/telegram/link: a new single-use deep link (10 minutes); the user's older links stop working. */
export function createTelegramLink(): Promise<TelegramLink> {
  return api.post<TelegramLink>('/telegram/link');
}

export function useCreateTelegramLinkMutation() {
  // Its error is shown on the connect page, where the link would be.
  return useMutation({ mutationFn: createTelegramLink });
}
