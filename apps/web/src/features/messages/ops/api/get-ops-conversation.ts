import type { OpsConversation } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** GET /api/ops/messages/{id}: the thread with internal notes and the advertiser's name. */
export function getOpsConversation(id: string): Promise<OpsConversation> {
  return api.get<OpsConversation>(`/ops/messages/${encodeURIComponent(id)}`);
}

export const opsConversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.opsMessages.one(id), queryFn: () => getOpsConversation(id) });

export function useOpsConversation(id: string) {
  return useQuery(opsConversationQueryOptions(id));
}
