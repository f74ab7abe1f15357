import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/api-keys/{id}: the key is refused from the next request on. */
export function revokeApiKey(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api-keys/${encodeURIComponent(id)}`);
}

export function useRevokeApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.all }),
  });
}
