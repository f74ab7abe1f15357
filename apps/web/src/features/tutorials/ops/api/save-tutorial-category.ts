import type { OpsTutorialCategory, TutorialCategoryBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** POST /api/ops/tutorial-categories (no id) or PUT /api/ops/tutorial-categories/{id} (rename). */
export function saveTutorialCategory({
  id,
  body,
}: {
  id?: string;
  body: TutorialCategoryBody;
}): Promise<OpsTutorialCategory> {
  return id
    ? api.put<OpsTutorialCategory>(`/ops/tutorial-categories/${encodeURIComponent(id)}`, body)
    : api.post<OpsTutorialCategory>('/ops/tutorial-categories', body);
}

export function useSaveTutorialCategoryMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTutorialCategory,
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.tutorials.all }),
  });
}
