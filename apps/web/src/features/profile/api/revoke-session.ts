import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/profile/sessions/{id} */
export function revokeSession(id: string): Promise<unknown> {
  return api.delete(`/profile/sessions/${id}`);
}

export function useRevokeSessionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.profile.sessions() }),
    meta: { alertOnError: true },
  });
}
