import type { ActionLogPage, ActionLogQuery } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ActionLogFilters = Omit<ActionLogQuery, 'page' | 'page_size'> & {
  page: number;
  page_size: number;
};

/** GET /api/action-logs with the filters that are set. */
export function listActionLogs(filters: ActionLogFilters): Promise<ActionLogPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api.get<ActionLogPage>(`/action-logs?${params}`);
}

export const actionLogsQueryOptions = (filters: ActionLogFilters) =>
  queryOptions({ queryKey: queryKeys.actionLogs.list(filters), queryFn: () => listActionLogs(filters) });

export function useActionLogs(filters: ActionLogFilters) {
  return useQuery({
    ...actionLogsQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}
