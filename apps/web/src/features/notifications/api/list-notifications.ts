import type { NotificationList } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const NOTIFICATIONS_POLL_MS = 60_000;

/** GET /api/notifications: the latest 50 and the unread count. */
export function listNotifications(): Promise<NotificationList> {
  return api.get<NotificationList>('/notifications');
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notifications.all, queryFn: listNotifications });

/** Read again every minute and when the window comes back. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    ...notificationsQueryOptions(),
    enabled,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}
