import type { Role, RoleBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/roles */
export function createRole(body: RoleBody): Promise<Role> {
  return api.post<Role>('/roles', body);
}

export function useCreateRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    // The dialog maps field errors and shows its own alerts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
}
