import type { SessionInfo } from '@adportal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'sessions'],
    queryFn: () => api.get<{ items: SessionInfo[] }>('/profile/sessions'),
  });

/** GET /api/profile/sessions */
export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** DELETE /api/profile/sessions/{id} and POST /api/profile/sessions/revoke-others */
export function useRevokeSessions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });
  const one = useMutation({
    mutationFn: (id: string) => api.delete(`/profile/sessions/${id}`),
    onSuccess: refresh,
    meta: { alertOnError: true },
  });
  const others = useMutation({
    mutationFn: () => api.post<{ revoked: number }>('/profile/sessions/revoke-others'),
    onSuccess: refresh,
    meta: { alertOnError: true },
  });
  return { one, others };
}
