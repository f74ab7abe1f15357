import type { SessionGrant } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** POST /api/auth/login-bypass: signs in with a one-time link (an impersonated session). */
export function signInWithBypass(token: string): Promise<SessionGrant> {
  return api.post<SessionGrant>('/auth/login-bypass', { token });
}

export function useSignInWithBypassMutation() {
  return useMutation({ mutationFn: signInWithBypass });
}
