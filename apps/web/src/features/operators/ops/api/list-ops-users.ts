import type { OpsUserPage, UserStatus } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export interface OpsUsersFilter {
  search: string;
  status: UserStatus | '';
  page: number;
  pageSize: number;
}

/** GET /api/ops/users?search=&status=&page=&page_size= */
export function listOpsUsers(filter: OpsUsersFilter): Promise<OpsUserPage> {
  const query = new URLSearchParams({ page: String(filter.page), page_size: String(filter.pageSize) });
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.status) query.set('status', filter.status);
  return api.get<OpsUserPage>(`/ops/users?${query.toString()}`);
}

export const opsUsersQueryOptions = (filter: OpsUsersFilter) =>
  queryOptions({ queryKey: queryKeys.ops.users(filter), queryFn: () => listOpsUsers(filter) });

export function useOpsUsers(filter: OpsUsersFilter) {
  return useQuery({ ...opsUsersQueryOptions(filter), placeholderData: keepPreviousData });
}
