import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { takePagePopups } from './page-popups-request.ts';

// The first fetch of a page takes the request its route's loader started (page-popups-request.ts).
export const pagePopupsQueryOptions = (page: string) =>
  queryOptions({ queryKey: queryKeys.popups.page(page), queryFn: () => takePagePopups(page) });

/** Asked on every visit of a page (never served stale): operators switch popups on and off at any time. */
export function usePagePopups(page: string, enabled: boolean) {
  return useQuery({ ...pagePopupsQueryOptions(page), enabled, staleTime: 0 });
}
