import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import type { CatalogueBody, CatalogueEntry, CatalogueKind } from './catalogue-kinds.ts';

const PATHS: Record<CatalogueKind, string> = {
  ad_sizes: '/ops/ad-sizes',
  categories: '/ops/ad-categories',
  countries: '/ops/countries',
  keywords: '/ops/keywords',
  websites: '/ops/websites',
};

/** POST (key null) or PUT /api/ops/{catalogue}/{key}: adds or edits an entry of one catalogue. */
export function saveCatalogueEntry({
  kind,
  key,
  body,
}: {
  kind: CatalogueKind;
  key: string | null;
  body: CatalogueBody;
}): Promise<CatalogueEntry> {
  return key === null
    ? api.post<CatalogueEntry>(PATHS[kind], body)
    : api.put<CatalogueEntry>(`${PATHS[kind]}/${encodeURIComponent(key)}`, body);
}

export function useSaveCatalogueEntryMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCatalogueEntry,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.opsCatalogue });
      void client.invalidateQueries({ queryKey: queryKeys.adCatalogue });
    },
  });
}
