import type { WebhookEndpointList } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/webhooks: the team's endpoints (never their secrets) and how many it may have. */
export function listWebhooks(): Promise<WebhookEndpointList> {
  return api.get<WebhookEndpointList>('/webhooks');
}

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.webhooks.list(), queryFn: listWebhooks });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
