import type { AdDayDetail } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/advertisements/{id}/day-report/{date}: one platform day of the ad, by hour and by target. */
export function getAdDay(id: string, date: string): Promise<AdDayDetail> {
  return api.get<AdDayDetail>(
    `/advertisements/${encodeURIComponent(id)}/day-report/${encodeURIComponent(date)}`,
  );
}

export const adDayQueryOptions = (id: string, date: string) =>
  queryOptions({ queryKey: queryKeys.advertisements.day(id, date), queryFn: () => getAdDay(id, date) });

export function useAdDay(id: string, date: string) {
  return useQuery({ ...adDayQueryOptions(id, date), enabled: Boolean(id && date) });
}
