import type { ApiKeyList } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/api-keys: the caller's keys not revoked, newest first (never their secrets). */
export function listApiKeys(): Promise<ApiKeyList> {
  return api.get<ApiKeyList>('/api-keys');
}

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.apiKeys.all, queryFn: listApiKeys });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
