import type { TwoFactorSetup } from '@adportal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** POST /api/account/two-factor/setup: a new pending secret with its QR code. */
export function setupTwoFactor(): Promise<TwoFactorSetup> {
  return api.post<TwoFactorSetup>('/account/two-factor/setup', {});
}

export function useSetupTwoFactorMutation() {
  return useMutation({ mutationFn: setupTwoFactor });
}
