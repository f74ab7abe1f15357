import type { NotificationSettings, NotificationSettingsBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /api/notification-settings: the whole of the user's settings; answers them as stored. */
export function updateNotificationSettings(body: NotificationSettingsBody): Promise<NotificationSettings> {
  return api.put<NotificationSettings>('/notification-settings', body);
}

export function useUpdateNotificationSettingsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => client.setQueryData(queryKeys.notificationSettings.all, settings),
  });
}
