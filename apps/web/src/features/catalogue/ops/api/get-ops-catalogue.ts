import type { OpsCatalogue } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** GET /api/ops/catalogue: every entry of every catalogue, inactive ones included. */
export function getOpsCatalogue(): Promise<OpsCatalogue> {
  return api.get<OpsCatalogue>('/ops/catalogue');
}

export const opsCatalogueQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.opsCatalogue, queryFn: getOpsCatalogue });

export function useOpsCatalogue() {
  return useQuery(opsCatalogueQueryOptions());
}
