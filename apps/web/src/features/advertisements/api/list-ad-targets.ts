import type { AdTargetList } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { adPath } from './ad-path.ts';

/** GET /api/advertisements/{id}/targets */
export function listAdTargets(id: string): Promise<AdTargetList> {
  return api.get<AdTargetList>(`${adPath(id)}/targets`);
}

export const adTargetsQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.advertisements.targets(id), queryFn: () => listAdTargets(id) });

export function useAdTargets(id: string) {
  return useQuery(adTargetsQueryOptions(id));
}
