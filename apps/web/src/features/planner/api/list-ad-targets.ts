import type { AdTargetList } from '@adportal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/advertisements/{id}/targets */
export function listAdTargets(adId: string): Promise<AdTargetList> {
  return api.get<AdTargetList>(`/advertisements/${encodeURIComponent(adId)}/targets`);
}

/** Read on demand by the ads helper (`fetchQuery`), so there is no hook. */
export const adTargetsQueryOptions = (adId: string) =>
  queryOptions({ queryKey: queryKeys.advertisements.targets(adId), queryFn: () => listAdTargets(adId) });
