import type { Role, RoleBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /api/roles/{id} */
export function updateRole({ id, body }: { id: string; body: RoleBody }): Promise<Role> {
  return api.put<Role>(`/roles/${encodeURIComponent(id)}`, body);
}

export function useUpdateRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
}
