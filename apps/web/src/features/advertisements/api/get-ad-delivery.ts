import type { AdDelivery } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { adPath } from './ad-path.ts';

/** GET /api/advertisements/{id}/delivery: impressions, clicks, spend and the last 30 platform days. */
export function getAdDelivery(id: string): Promise<AdDelivery> {
  return api.get<AdDelivery>(`${adPath(id)}/delivery`);
}

export const adDeliveryQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.advertisements.delivery(id), queryFn: () => getAdDelivery(id) });

export function useAdDelivery(id: string) {
  return useQuery(adDeliveryQueryOptions(id));
}
