import type { Advertisement } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { adPath } from './ad-path.ts';

/** GET /api/advertisements/{id} */
export function getAd(id: string): Promise<Advertisement> {
  return api.get<Advertisement>(adPath(id));
}

export const adQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.advertisements.detail(id), queryFn: () => getAd(id) });

export function useAd(id: string) {
  return useQuery({ ...adQueryOptions(id), enabled: Boolean(id) });
}
