import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** DELETE /api/ops/tutorial-categories/{id}: only an empty category (409 otherwise). */
export function deleteTutorialCategory(id: string): Promise<void> {
  return api.delete<void>(`/ops/tutorial-categories/${encodeURIComponent(id)}`);
}

export function useDeleteTutorialCategoryMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTutorialCategory,
    // Also after a refusal: the counts that made it one are read again.
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.tutorials.all }),
  });
}
