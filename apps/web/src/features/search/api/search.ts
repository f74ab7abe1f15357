import type { SearchResults } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/search?q=: a few of the caller's ads, deposits and help articles. */
export function search(q: string, signal?: AbortSignal): Promise<SearchResults> {
  return api.get<SearchResults>(`/search?${new URLSearchParams({ q }).toString()}`, { signal });
}

export const searchQueryOptions = (language: string, q: string) =>
  queryOptions({
    queryKey: queryKeys.search.results(language, q),
    queryFn: ({ signal }) => search(q, signal),
  });

/**
 * The search bar's server results for what was typed (already trimmed and debounced). The previous answer stays
 * on screen while the next one loads, so the list does not blink at every key.
 */
export function useSearch(q: string, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    ...searchQueryOptions(i18n.language, q),
    enabled: enabled && q.length > 0,
    placeholderData: keepPreviousData,
  });
}
