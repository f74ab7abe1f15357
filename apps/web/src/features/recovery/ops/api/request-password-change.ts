import type { PasswordChangeRequested } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';

/** POST /api/ops/users/{id}/request-password-change: emails the user a change-password link. */
export function requestPasswordChange(userId: string): Promise<PasswordChangeRequested> {
  return api.post<PasswordChangeRequested>(
    `/ops/users/${encodeURIComponent(userId)}/request-password-change`,
  );
}

export function useRequestPasswordChangeMutation() {
  return useMutation({ mutationFn: requestPasswordChange });
}
