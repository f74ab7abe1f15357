import type { DepositSettings } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/deposits/settings */
export function getDepositSettings(): Promise<DepositSettings> {
  return api.get<DepositSettings>('/deposits/settings');
}

export const depositSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.deposits.settings(), queryFn: getDepositSettings });

export function useDepositSettings() {
  return useQuery({ ...depositSettingsQueryOptions(), staleTime: 5 * 60_000 });
}
