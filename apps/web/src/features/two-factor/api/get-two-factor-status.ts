import type { TwoFactorStatus } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/account/two-factor */
export function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return api.get<TwoFactorStatus>('/account/two-factor');
}

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.account.twoFactor(), queryFn: getTwoFactorStatus });

export function useTwoFactorStatus() {
  // Shown inline with a retry button rather than as an alert.
  return useQuery(twoFactorStatusQueryOptions());
}
