import type { AdStatusLog } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { adPath } from './ad-path.ts';

/** GET /api/advertisements/{id}/status-logs */
export function listAdStatusLogs(id: string): Promise<{ data: AdStatusLog[] }> {
  return api.get<{ data: AdStatusLog[] }>(`${adPath(id)}/status-logs`);
}

export const adStatusLogsQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.advertisements.statusLogs(id), queryFn: () => listAdStatusLogs(id) });

export function useAdStatusLogs(id: string) {
  return useQuery(adStatusLogsQueryOptions(id));
}
