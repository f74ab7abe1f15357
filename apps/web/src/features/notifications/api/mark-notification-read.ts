import { api } from '../../../lib/http.ts';
import { useMarkReadMutation } from './mark-read-in-cache.ts';

/** POST /api/notifications/{id}/read */
export function markNotificationRead(id: string | null): Promise<void> {
  return api.post<void>(`/notifications/${encodeURIComponent(id ?? '')}/read`);
}

export function useMarkNotificationReadMutation() {
  return useMarkReadMutation(markNotificationRead);
}
