import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { adPath } from './ad-path.ts';

/** DELETE /api/advertisements/{id} */
export function deleteAd(id: string): Promise<void> {
  return api.delete<void>(adPath(id));
}

export function useDeleteAdMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAd,
    onSuccess: (_answer, id) => {
      // The ad's own page is still open until the caller leaves it: mark it stale without asking again (404).
      void client.invalidateQueries({ queryKey: queryKeys.advertisements.detail(id), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: queryKeys.advertisements.lists() });
      void client.invalidateQueries({ queryKey: queryKeys.planner.all });
      void client.invalidateQueries({ queryKey: queryKeys.notifications.all });
    },
  });
}
