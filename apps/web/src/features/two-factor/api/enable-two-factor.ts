import type { TwoFactorEnableBody, TwoFactorRecoveryCodes } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/account/two-factor/enable: verifies the first code; answers the recovery codes, once. */
export function enableTwoFactor(body: TwoFactorEnableBody): Promise<TwoFactorRecoveryCodes> {
  return api.post<TwoFactorRecoveryCodes>('/account/two-factor/enable', body);
}

export function useEnableTwoFactorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.twoFactor() }),
  });
}
