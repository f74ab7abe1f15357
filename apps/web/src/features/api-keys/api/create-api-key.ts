import type { ApiKeyCreateBody, ApiKeyCreated } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/api-keys: the new key and its secret, which no later answer carries. */
export function createApiKey(body: ApiKeyCreateBody): Promise<ApiKeyCreated> {
  return api.post<ApiKeyCreated>('/api-keys', body);
}

export function useCreateApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.all }),
  });
}
