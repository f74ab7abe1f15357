import type { SessionGrant, TwoFactorVerifyBody } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** POST /api/auth/two-factor: the login's challenge and a 6-digit (or recovery) code open the session. */
export function verifyTwoFactor(body: TwoFactorVerifyBody): Promise<SessionGrant> {
  return api.post<SessionGrant>('/auth/two-factor', body);
}

export function useVerifyTwoFactorMutation() {
  // Errors are shown in the form, not by the global handler.
  return useMutation({ mutationFn: verifyTwoFactor });
}
