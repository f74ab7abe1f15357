import type { TutorialHome } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/tutorials: featured and latest articles and the categories, in the language the app shows. */
export function getTutorialsHome(): Promise<TutorialHome> {
  return api.get<TutorialHome>('/tutorials');
}

export const tutorialsHomeQueryOptions = (language: string) =>
  queryOptions({ queryKey: queryKeys.tutorials.home(language), queryFn: getTutorialsHome });

export function useTutorialsHome() {
  const { i18n } = useTranslation();
  return useQuery(tutorialsHomeQueryOptions(i18n.language));
}
