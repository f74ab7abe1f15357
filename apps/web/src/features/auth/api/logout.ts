import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/http.ts';
import { session } from '../../../lib/session.ts';
import { href } from '../../../routing/href.ts';

/** POST /api/auth/logout: revokes the session on the server. */
export function logout(): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/auth/logout', undefined, { skipSessionPolicy: true });
}

/** Revokes the server session (best effort), clears the browser session and goes to /login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The session is cleared locally whatever the server answered.
    }
    session.logout();
    queryClient.clear();
    await navigate(href('login'), { replace: true });
  }, [navigate, queryClient]);
}
