import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** POST /api/ops/users/{id}/api-keys/revoke: every live key of that user stops at once; how many. */
export function revokeUserApiKeys(userId: string): Promise<{ revoked: number }> {
  return api.post<{ revoked: number }>(`/ops/users/${encodeURIComponent(userId)}/api-keys/revoke`);
}

export function useRevokeUserApiKeysMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeUserApiKeys,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.ops.allUsers }),
  });
}
