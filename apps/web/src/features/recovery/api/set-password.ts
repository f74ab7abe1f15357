import type { PasswordSetResponse, SetPasswordBody } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import type { RecoveryFlow } from './get-recovery-link.ts';

/** POST /api/auth/{reset-password|change-password}/{token}: uses the link up and sets the password. */
export function setPassword(
  flow: RecoveryFlow,
  token: string,
  body: SetPasswordBody,
): Promise<PasswordSetResponse> {
  return api.post<PasswordSetResponse>(`/auth/${flow}/${encodeURIComponent(token)}`, body);
}

export function useSetPasswordMutation(flow: RecoveryFlow, token: string) {
  return useMutation({
    mutationFn: (body: SetPasswordBody) => setPassword(flow, token, body),
  });
}
