import type { OpsTutorialPage, TutorialStatus } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export interface OpsTutorialsFilter {
  search: string;
  categoryId: string;
  status: TutorialStatus | '';
  page: number;
  pageSize: number;
}

/** GET /api/ops/tutorials?search=&category_id=&status=&page=&page_size= (drafts too). */
export function listOpsTutorials(filter: OpsTutorialsFilter): Promise<OpsTutorialPage> {
  const query = new URLSearchParams({ page: String(filter.page), page_size: String(filter.pageSize) });
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.categoryId) query.set('category_id', filter.categoryId);
  if (filter.status) query.set('status', filter.status);
  return api.get<OpsTutorialPage>(`/ops/tutorials?${query.toString()}`);
}

export const opsTutorialsQueryOptions = (filter: OpsTutorialsFilter) =>
  queryOptions({ queryKey: queryKeys.tutorials.opsList(filter), queryFn: () => listOpsTutorials(filter) });

export function useOpsTutorials(filter: OpsTutorialsFilter) {
  return useQuery({ ...opsTutorialsQueryOptions(filter), placeholderData: keepPreviousData });
}
