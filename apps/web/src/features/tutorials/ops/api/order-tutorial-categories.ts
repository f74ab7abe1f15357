import type { OpsTutorialCategoryList } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** PUT /api/ops/tutorial-categories/order: every category's id, first first. */
export function orderTutorialCategories(ids: string[]): Promise<OpsTutorialCategoryList> {
  return api.put<OpsTutorialCategoryList>('/ops/tutorial-categories/order', { ids });
}

export function useOrderTutorialCategoriesMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: orderTutorialCategories,
    meta: { alertOnError: true },
    onSuccess: (list) => {
      client.setQueryData(queryKeys.tutorials.opsCategories(), list);
      void client.invalidateQueries({ queryKey: queryKeys.tutorials.all });
    },
  });
}
