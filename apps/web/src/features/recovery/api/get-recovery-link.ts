import type { RecoveryLinkInfo } from '@adportal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The two emailed link flows: reset (the user asked) and change (an operator asked). */
export type RecoveryFlow = 'reset-password' | 'change-password';

/** GET /api/auth/{reset-password|change-password}/{token}: 404 when unknown, used or expired. */
export function getRecoveryLink(flow: RecoveryFlow, token: string): Promise<RecoveryLinkInfo> {
  return api.get<RecoveryLinkInfo>(`/auth/${flow}/${encodeURIComponent(token)}`);
}

export function useRecoveryLinkQuery(flow: RecoveryFlow, token: string) {
  return useQuery({
    queryKey: queryKeys.recoveryLink(flow, token),
    queryFn: () => getRecoveryLink(flow, token),
    // A link is checked once per visit; the page shows its own invalid-link screen.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
