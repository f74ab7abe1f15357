import type { OpsUserPage, PasswordChangeRequested, UserStatus } from '@adportal/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export interface OpsUsersFilter {
  search: string;
  status: UserStatus | '';
  page: number;
  pageSize: number;
}

/** GET /api/ops/users?search=&status=&page=&page_size= */
export function useOpsUsers(filter: OpsUsersFilter) {
  return useQuery({
    queryKey: ['ops', 'users', filter],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(filter.page), page_size: String(filter.pageSize) });
      if (filter.search.trim()) query.set('search', filter.search.trim());
      if (filter.status) query.set('status', filter.status);
      return api.get<OpsUserPage>(`/ops/users?${query.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** POST /api/ops/users/{id}/request-password-change: emails the user a change-password link. */
export function useRequestPasswordChange() {
  return useMutation({
    mutationFn: (userId: string) =>
      api.post<PasswordChangeRequested>(`/ops/users/${encodeURIComponent(userId)}/request-password-change`),
  });
}
