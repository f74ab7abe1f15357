import type { NotificationList } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Marks notifications read in the cached list (id null: all of them). */
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

/** A mark-read mutation that updates the cached list at once, so the badge follows the click. */
export function useMarkReadMutation(run: (id: string | null) => Promise<void>) {
  const client = useQueryClient();
  const key = queryKeys.notifications.all;
  return useMutation({
    mutationFn: run,
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<NotificationList>(key);
      client.setQueryData<NotificationList | undefined>(key, (list) => markCached(list, id));
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: key }),
  });
}
