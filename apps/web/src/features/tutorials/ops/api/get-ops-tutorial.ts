import type { OpsTutorial } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** GET /api/ops/tutorials/{id}: every language of an article, for the editor. */
export function getOpsTutorial(id: string): Promise<OpsTutorial> {
  return api.get<OpsTutorial>(`/ops/tutorials/${encodeURIComponent(id)}`);
}

export const opsTutorialQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.tutorials.opsOne(id), queryFn: () => getOpsTutorial(id) });

/** Off for a new article (no id). */
export function useOpsTutorial(id: string | undefined) {
  return useQuery({ ...opsTutorialQueryOptions(id ?? ''), enabled: Boolean(id) });
}
