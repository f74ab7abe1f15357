import type { OpsConversation } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** GET /api/ops/messages/{id}: the thread with internal notes and the advertiser's name. */
export function getSupportConversation(id: string): Promise<OpsConversation> {
  return api.get<OpsConversation>(`/ops/messages/${encodeURIComponent(id)}`);
}

export const supportConversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.opsMessages.one(id), queryFn: () => getSupportConversation(id) });

export function useSupportConversation(id: string) {
  return useQuery(supportConversationQueryOptions(id));
}
