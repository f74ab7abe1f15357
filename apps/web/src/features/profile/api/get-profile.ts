import type { Profile } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/profile */
export function getProfile(): Promise<Profile> {
  return api.get<Profile>('/profile');
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile.mine(), queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
