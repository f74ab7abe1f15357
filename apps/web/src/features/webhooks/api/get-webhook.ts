import type { WebhookEndpoint } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/webhooks/{id}: one endpoint of the team (another team's is a 404). */
export function getWebhook(id: string): Promise<WebhookEndpoint> {
  return api.get<WebhookEndpoint>(`/webhooks/${encodeURIComponent(id)}`);
}

export const webhookQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.webhooks.detail(id), queryFn: () => getWebhook(id) });

export function useWebhook(id: string) {
  return useQuery(webhookQueryOptions(id));
}
