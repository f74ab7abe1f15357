import type { TutorialPage } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface TutorialsFilter {
  search: string;
  categoryId: string;
  page: number;
  pageSize: number;
}

/** GET /api/tutorials/all?search=&category_id=&page=&page_size= */
export function listTutorials(filter: TutorialsFilter): Promise<TutorialPage> {
  const query = new URLSearchParams({ page: String(filter.page), page_size: String(filter.pageSize) });
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.categoryId) query.set('category_id', filter.categoryId);
  return api.get<TutorialPage>(`/tutorials/all?${query.toString()}`);
}

export const tutorialsQueryOptions = (language: string, filter: TutorialsFilter) =>
  queryOptions({
    queryKey: queryKeys.tutorials.list(language, filter),
    queryFn: () => listTutorials(filter),
  });

export function useTutorials(filter: TutorialsFilter) {
  const { i18n } = useTranslation();
  return useQuery({ ...tutorialsQueryOptions(i18n.language, filter), placeholderData: keepPreviousData });
}
