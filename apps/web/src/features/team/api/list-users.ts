import type { UserPage, UserStatus } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface UsersFilter {
  search: string;
  status: UserStatus | '';
  page: number;
  pageSize: number;
}

/** GET /api/users?search=&status=&page=&page_size= */
export function listUsers(filter: UsersFilter): Promise<UserPage> {
  const query = new URLSearchParams({ page: String(filter.page), page_size: String(filter.pageSize) });
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.status) query.set('status', filter.status);
  return api.get<UserPage>(`/users?${query.toString()}`);
}

export const usersQueryOptions = (filter: UsersFilter) =>
  queryOptions({ queryKey: queryKeys.team.users(filter), queryFn: () => listUsers(filter) });

export function useUsers(filter: UsersFilter) {
  // The previous page stays on screen while the next one loads; errors show inline.
  return useQuery({
    ...usersQueryOptions(filter),
    placeholderData: keepPreviousData,
  });
}
