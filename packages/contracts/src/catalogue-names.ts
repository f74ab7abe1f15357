/** The operators' catalogues whose seeded entries have names in the message catalogues (packages/i18n). */
export type CatalogueNameKind = 'adSizes' | 'categories';

/**
 * The message key of a catalogue entry's name: the entry's stored (English) name as a slug, under
 * `catalogue.names.<kind>` — "Crypto & finance" → `catalogue.names.categories.crypto_finance`. An entry an
 * operator named that the catalogues do not know keeps its stored name (callers fall back to it).
 */
export function catalogueNameKey(kind: CatalogueNameKind, name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `catalogue.names.${kind}.${slug || '_'}`;
}
