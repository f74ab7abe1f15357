import type { LoginBody, LoginResponse } from '@adportal/contracts';
import { api } from '../../../lib/http.ts';

/**
 * POST /api/auth/login: a session, or a two-factor challenge when the account has two-step verification on.
 * Called by the plain sign-in page itself (no TanStack Query there, ADR 15); errors are shown in its form.
 */
export function login(body: LoginBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', body);
}
