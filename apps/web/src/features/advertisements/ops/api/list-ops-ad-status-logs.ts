import type { AdStatusLog } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** GET /api/ops/advertisements/{id}/status-logs (newest first). */
export function listOpsAdStatusLogs(id: string): Promise<{ data: AdStatusLog[] }> {
  return api.get<{ data: AdStatusLog[] }>(`/ops/advertisements/${encodeURIComponent(id)}/status-logs`);
}

export const opsAdStatusLogsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.opsAdvertisements.statusLogs(id),
    queryFn: () => listOpsAdStatusLogs(id),
  });

export function useOpsAdStatusLogs(id: string) {
  return useQuery(opsAdStatusLogsQueryOptions(id));
}
