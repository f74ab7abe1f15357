import type { SiteTag } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** GET /api/ops/websites/{id}/tag: the website's iframe and script tags for a slot size and keywords. */
export function getSiteTag(websiteId: string, size: string, keywords: string): Promise<SiteTag> {
  const query = new URLSearchParams({ size });
  if (keywords) query.set('keywords', keywords);
  return api.get<SiteTag>(`/ops/websites/${encodeURIComponent(websiteId)}/tag?${query.toString()}`);
}

export const siteTagQueryOptions = (websiteId: string, size: string, keywords: string) =>
  queryOptions({
    queryKey: queryKeys.ops.siteTag(websiteId, size, keywords),
    queryFn: () => getSiteTag(websiteId, size, keywords),
  });

/** `size` empty: nothing is asked yet (no active ad size to choose). */
export function useSiteTag(websiteId: string, size: string, keywords: string) {
  return useQuery({
    ...siteTagQueryOptions(websiteId, size, keywords),
    enabled: size !== '',
    placeholderData: keepPreviousData,
  });
}
