import type { NotificationList } from '@adportal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/http.ts';

const KEY = ['notifications'] as const;
export const NOTIFICATIONS_POLL_MS = 60_000;

/** GET /api/notifications (latest 50 + unread count), read again every minute; errors stay silent. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.get<NotificationList>('/notifications'),
    enabled,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}

/** Marks notifications read in the cached list at once, so the badge follows the click. */
function markCached(list: NotificationList | undefined, id: string | null): NotificationList | undefined {
  if (!list) return list;
  const now = new Date().toISOString();
  let changed = 0;
  const data = list.data.map((item) => {
    if (item.read_at || (id !== null && item.id !== id)) return item;
    changed += 1;
    return { ...item, read_at: now };
  });
  return { data, unread: id === null ? 0 : Math.max(0, list.unread - changed) };
}

function useMarkMutation(run: (id: string | null) => Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: KEY });
      const before = client.getQueryData<NotificationList>(KEY);
      client.setQueryData<NotificationList | undefined>(KEY, (list) => markCached(list, id));
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) client.setQueryData(KEY, context.before);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/notifications/{id}/read */
export const useMarkNotificationRead = () =>
  useMarkMutation((id) => api.post<void>(`/notifications/${encodeURIComponent(id ?? '')}/read`));

/** POST /api/notifications/read-all */
export const useMarkAllNotificationsRead = () =>
  useMarkMutation(() => api.post<void>('/notifications/read-all'));
