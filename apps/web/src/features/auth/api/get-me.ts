import type { MeResponse } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { session } from '../../../lib/session.ts';

/** GET /api/me */
export function getMe(): Promise<MeResponse> {
  return api.get<MeResponse>('/me');
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me, queryFn: getMe, staleTime: 5 * 60_000 });

/** Refreshes the stored user and ability rules from the server once per load of the signed-in shell. */
export function useRefreshMe(enabled: boolean) {
  const query = useQuery({ ...meQueryOptions(), enabled });
  useEffect(() => {
    if (query.data) session.applyMe(query.data);
  }, [query.data]);
  return query;
}
