import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** DELETE /api/ops/tutorials/{id}: the article and its translations. */
export function deleteTutorial(id: string): Promise<void> {
  return api.delete<void>(`/ops/tutorials/${encodeURIComponent(id)}`);
}

export function useDeleteTutorialMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTutorial,
    onSuccess: (_done, id) => {
      client.removeQueries({ queryKey: queryKeys.tutorials.opsOne(id) });
      void client.invalidateQueries({ queryKey: queryKeys.tutorials.all });
    },
  });
}
