import type {
  AdCategory,
  AdCategoryBody,
  AdSize,
  AdSizeBody,
  Country,
  CountryBody,
  Keyword,
  KeywordBody,
  OpsCatalogue,
  Website,
  WebsiteBody,
} from '@adportal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** The five catalogues operators keep. */
export const CATALOGUE_KINDS = ['ad_sizes', 'categories', 'countries', 'keywords', 'websites'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** What each catalogue holds and the body its add/edit endpoints take. */
export interface CatalogueEntries {
  ad_sizes: { entry: AdSize; body: AdSizeBody };
  categories: { entry: AdCategory; body: AdCategoryBody };
  countries: { entry: Country; body: CountryBody };
  keywords: { entry: Keyword; body: KeywordBody };
  websites: { entry: Website; body: WebsiteBody };
}
export type CatalogueEntry<K extends CatalogueKind = CatalogueKind> = CatalogueEntries[K]['entry'];
export type CatalogueBody<K extends CatalogueKind = CatalogueKind> = CatalogueEntries[K]['body'];

const PATHS: Record<CatalogueKind, string> = {
  ad_sizes: '/ops/ad-sizes',
  categories: '/ops/ad-categories',
  countries: '/ops/countries',
  keywords: '/ops/keywords',
  websites: '/ops/websites',
};

/** An entry's key in its PUT path (countries are addressed by their code). */
export function entryKey(entry: CatalogueEntry): string {
  return 'code' in entry ? entry.code : entry.id;
}

/** GET /api/ops/catalogue: every entry of every catalogue, inactive ones included. */
export function useOpsCatalogue() {
  return useQuery({
    queryKey: ['ops-catalogue'],
    queryFn: () => api.get<OpsCatalogue>('/ops/catalogue'),
  });
}

/** POST (key null) or PUT an entry of one catalogue. */
export function useSaveCatalogueEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, key, body }: { kind: CatalogueKind; key: string | null; body: CatalogueBody }) =>
      key === null
        ? api.post<CatalogueEntry>(PATHS[kind], body)
        : api.put<CatalogueEntry>(`${PATHS[kind]}/${encodeURIComponent(key)}`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['ops-catalogue'] });
      void client.invalidateQueries({ queryKey: ['ad-catalogue'] });
    },
  });
}
