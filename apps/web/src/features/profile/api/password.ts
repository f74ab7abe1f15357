import type { ChangePasswordBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { sessionsQueryOptions } from './sessions.ts';

/** PUT /api/profile/password: the other sessions are signed out by the server. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.put<{ revoked: number }>('/profile/password', body),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
    meta: { alertOnError: true },
  });
}
