import type { Advertisement } from '@adportal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * After any change of an ad: its own detail answer (when the endpoint answers the ad) is stored at once; the
 * lists, its sub-resources (serving reasons, statistics, logs), the planners and the notifications are asked again.
 */
export function refreshAfterAdChange(client: QueryClient, ad?: Advertisement): void {
  if (ad) client.setQueryData(queryKeys.advertisements.detail(ad.id), ad);
  void client.invalidateQueries({ queryKey: queryKeys.advertisements.all });
  void client.invalidateQueries({ queryKey: queryKeys.planner.all });
  void client.invalidateQueries({ queryKey: queryKeys.notifications.all });
}
