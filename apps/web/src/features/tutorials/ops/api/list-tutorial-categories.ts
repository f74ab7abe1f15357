import type { OpsTutorialCategoryList } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** GET /api/ops/tutorial-categories: every category in order, with its names and article counts. */
export function listTutorialCategories(): Promise<OpsTutorialCategoryList> {
  return api.get<OpsTutorialCategoryList>('/ops/tutorial-categories');
}

export const tutorialCategoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.tutorials.opsCategories(), queryFn: listTutorialCategories });

export function useTutorialCategories() {
  return useQuery(tutorialCategoriesQueryOptions());
}
