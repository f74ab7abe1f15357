import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/profile/sessions/revoke-others: signs out every session but this one. */
export function revokeOtherSessions(): Promise<{ revoked: number }> {
  return api.post<{ revoked: number }>('/profile/sessions/revoke-others');
}

export function useRevokeOtherSessionsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.profile.sessions() }),
    meta: { alertOnError: true },
  });
}
