import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/roles/{id} */
export function deleteRole(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/roles/${encodeURIComponent(id)}`);
}

export function useDeleteRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    // The cards show the error once the confirmation dialog has closed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
}
