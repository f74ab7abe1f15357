import type { LoginBody, SessionGrant } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** POST /api/auth/login */
export function login(body: LoginBody): Promise<SessionGrant> {
  return api.post<SessionGrant>('/auth/login', body);
}

export function useLoginMutation() {
  // Errors are shown in the form (invalid credentials, rate limit), not by the global handler.
  return useMutation({ mutationFn: login, meta: { silent: true } });
}
