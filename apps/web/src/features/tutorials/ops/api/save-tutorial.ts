import type { OpsTutorial, TutorialBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** POST /api/ops/tutorials (no id) or PUT /api/ops/tutorials/{id}. */
export function saveTutorial({ id, body }: { id?: string; body: TutorialBody }): Promise<OpsTutorial> {
  return id
    ? api.put<OpsTutorial>(`/ops/tutorials/${encodeURIComponent(id)}`, body)
    : api.post<OpsTutorial>('/ops/tutorials', body);
}

/** Saving reads every tutorial view again: the operators' lists and what advertisers read. */
export function useSaveTutorialMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTutorial,
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.tutorials.opsOne(saved.id), saved);
      void client.invalidateQueries({ queryKey: queryKeys.tutorials.all });
    },
  });
}
