import type { PopupPageAnswer } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/popup/page?page={route name}: the popups of this page for the signed-in user (spec §7). */
export function getPagePopups(page: string): Promise<PopupPageAnswer> {
  return api.get<PopupPageAnswer>(`/popup/page?page=${encodeURIComponent(page)}`);
}

export const pagePopupsQueryOptions = (page: string) =>
  queryOptions({ queryKey: queryKeys.popups.page(page), queryFn: () => getPagePopups(page) });

/** Asked on every visit of a page (never served stale): operators switch popups on and off at any time. */
export function usePagePopups(page: string, enabled: boolean) {
  return useQuery({ ...pagePopupsQueryOptions(page), enabled, staleTime: 0 });
}
