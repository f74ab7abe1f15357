import type {
  AdCategory,
  AdCategoryBody,
  AdSize,
  AdSizeBody,
  Country,
  CountryBody,
  Keyword,
  KeywordBody,
  Website,
  WebsiteBody,
} from '@adportal/contracts';

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

/** An entry's key in its PUT path (countries are addressed by their code). */
export function entryKey(entry: CatalogueEntry): string {
  return 'code' in entry ? entry.code : entry.id;
}
