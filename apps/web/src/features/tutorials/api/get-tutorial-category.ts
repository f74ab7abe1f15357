import type { TutorialCategoryArticles } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/tutorials/categories/{id}: the category and its published articles in order. */
export function getTutorialCategory(id: string): Promise<TutorialCategoryArticles> {
  return api.get<TutorialCategoryArticles>(`/tutorials/categories/${encodeURIComponent(id)}`);
}

export const tutorialCategoryQueryOptions = (language: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.tutorials.category(language, id),
    queryFn: () => getTutorialCategory(id),
  });

/** Off while there is no id yet (an article's page asks for its category once the article has come). */
export function useTutorialCategory(id: string | undefined) {
  const { i18n } = useTranslation();
  return useQuery({ ...tutorialCategoryQueryOptions(i18n.language, id ?? ''), enabled: Boolean(id) });
}
