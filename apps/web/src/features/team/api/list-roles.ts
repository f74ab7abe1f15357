import type { RoleList } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/roles */
export function listRoles(): Promise<RoleList> {
  return api.get<RoleList>('/roles');
}

export const rolesQueryOptions = () => queryOptions({ queryKey: queryKeys.team.roles(), queryFn: listRoles });

export function useRoles(enabled = true) {
  // Shown inline ('Failed to fetch roles' with a retry button) rather than as an alert.
  return useQuery({ ...rolesQueryOptions(), enabled });
}
