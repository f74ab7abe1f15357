import type { AdStatistics } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { adPath } from './ad-path.ts';

/** GET /api/advertisements/{id}/statistics */
export function getAdStatistics(id: string): Promise<AdStatistics> {
  return api.get<AdStatistics>(`${adPath(id)}/statistics`);
}

export const adStatisticsQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.advertisements.statistics(id), queryFn: () => getAdStatistics(id) });

export function useAdStatistics(id: string) {
  return useQuery(adStatisticsQueryOptions(id));
}
