import type { AdPage } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** GET /api/ops/advertisements?status=pending, one row: its total is how many ads wait for review. */
export function countPendingAds(): Promise<AdPage> {
  return api.get<AdPage>('/ops/advertisements?status=pending&page=1&page_size=1');
}

export const pendingCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.opsAdvertisements.pendingCount(), queryFn: countPendingAds });

/** How many ads wait for review (the Pending tab's badge). */
export function usePendingCount() {
  return useQuery({ ...pendingCountQueryOptions(), select: (page) => page.total, refetchInterval: 60_000 });
}
