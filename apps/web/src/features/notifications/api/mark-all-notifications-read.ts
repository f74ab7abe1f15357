import { api } from '../../../lib/http.ts';
import { useMarkReadMutation } from './mark-read-in-cache.ts';

/** POST /api/notifications/read-all */
export function markAllNotificationsRead(): Promise<void> {
  return api.post<void>('/notifications/read-all');
}

export function useMarkAllNotificationsReadMutation() {
  return useMarkReadMutation(markAllNotificationsRead);
}
