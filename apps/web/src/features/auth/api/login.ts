import type { LoginBody, LoginResponse } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** POST /api/auth/login: a session, or a two-factor challenge when the account has two-step verification on. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', body);
}

export function useLoginMutation() {
  // Errors are shown in the form (invalid credentials, rate limit), not by the global handler.
  return useMutation({ mutationFn: login });
}
