import type { NotificationSettings } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/notification-settings: the user's own categories by channel, low-balance threshold and digest. */
export function getNotificationSettings(): Promise<NotificationSettings> {
  return api.get<NotificationSettings>('/notification-settings');
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notificationSettings.all, queryFn: getNotificationSettings });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
