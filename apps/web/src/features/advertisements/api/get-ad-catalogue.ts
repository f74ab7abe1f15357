import type { AdCatalogue } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/ad-catalogue: the active ad sizes, categories and countries. */
export function getAdCatalogue(): Promise<AdCatalogue> {
  return api.get<AdCatalogue>('/ad-catalogue');
}

export const adCatalogueQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adCatalogue, queryFn: getAdCatalogue, staleTime: 5 * 60_000 });

export function useAdCatalogue() {
  return useQuery(adCatalogueQueryOptions());
}
