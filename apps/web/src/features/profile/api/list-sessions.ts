import type { SessionInfo } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/profile/sessions */
export function listSessions(): Promise<{ items: SessionInfo[] }> {
  return api.get<{ items: SessionInfo[] }>('/profile/sessions');
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile.sessions(), queryFn: listSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
