import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Ads, their targets, the opportunities and the planner's competitor counts all follow a bid change. */
export function refreshAfterBidChange(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.advertisements.all });
  void client.invalidateQueries({ queryKey: queryKeys.planner.all });
}
