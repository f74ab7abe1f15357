import type { ChangePasswordBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /api/profile/password: the other sessions are signed out by the server. */
export function changePassword(body: ChangePasswordBody): Promise<{ revoked: number }> {
  return api.put<{ revoked: number }>('/profile/password', body);
}

export function useChangePasswordMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.profile.sessions() }),
    meta: { alertOnError: true },
  });
}
