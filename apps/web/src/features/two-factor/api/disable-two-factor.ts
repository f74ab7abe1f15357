import type { TwoFactorDisableBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/account/two-factor/disable: needs the password and a current (or recovery) code. */
export function disableTwoFactor(body: TwoFactorDisableBody): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/account/two-factor/disable', body);
}

export function useDisableTwoFactorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.twoFactor() }),
  });
}
