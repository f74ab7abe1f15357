import type { CreateLoginBypassBody, LoginBypassLink, SessionGrant } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** POST /api/auth/login-bypass: signs in with a one-time link (an impersonated session). */
export function useLoginBypass() {
  return useMutation({
    mutationFn: (token: string) => api.post<SessionGrant>('/auth/login-bypass', { token }),
  });
}

/** POST /api/ops/login-bypass: an operator creates a link for an advertiser user. */
export function useCreateLoginBypass() {
  return useMutation({
    mutationFn: (body: CreateLoginBypassBody) => api.post<LoginBypassLink>('/ops/login-bypass', body),
  });
}
