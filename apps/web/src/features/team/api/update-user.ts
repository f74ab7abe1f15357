import type { TeamUser, UpdateUserBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /api/users/{id} (the email is not editable). */
export function updateUser({ id, body }: { id: string; body: UpdateUserBody }): Promise<TeamUser> {
  return api.put<TeamUser>(`/users/${encodeURIComponent(id)}`, body);
}

export function useUpdateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
}
