import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { adPath } from './ad-path.ts';
import { refreshAfterAdChange } from './refresh-after-ad-change.ts';

/** DELETE /api/advertisements/{adId}/targets/{targetId} */
export function deleteTarget({ adId, targetId }: { adId: string; targetId: string }): Promise<void> {
  return api.delete<void>(`${adPath(adId)}/targets/${encodeURIComponent(targetId)}`);
}

export function useDeleteTargetMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTarget, onSuccess: () => refreshAfterAdChange(client) });
}
