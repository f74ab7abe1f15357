import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { invalidatePopups } from './save-popup.ts';

/** DELETE /api/ops/popups/{id}: the popup, its views and dismissals (and its image when unused). */
export function deletePopup(id: string): Promise<void> {
  return api.delete<void>(`/ops/popups/${encodeURIComponent(id)}`);
}

export function useDeletePopupMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePopup, onSuccess: () => invalidatePopups(client) });
}
