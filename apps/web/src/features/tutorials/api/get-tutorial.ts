import type { Tutorial } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/tutorials/{id}: one published article (English when not translated, flagged `fallback`). */
export function getTutorial(id: string): Promise<Tutorial> {
  return api.get<Tutorial>(`/tutorials/${encodeURIComponent(id)}`);
}

export const tutorialQueryOptions = (language: string, id: string) =>
  queryOptions({ queryKey: queryKeys.tutorials.one(language, id), queryFn: () => getTutorial(id) });

export function useTutorial(id: string) {
  const { i18n } = useTranslation();
  return useQuery(tutorialQueryOptions(i18n.language, id));
}
