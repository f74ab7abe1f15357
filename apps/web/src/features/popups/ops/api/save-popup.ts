import type { OpsPopup, PopupBody } from '@adportal/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** A change to a popup changes what operators list and what the app's pages show. */
export function invalidatePopups(client: QueryClient) {
  void client.invalidateQueries({ queryKey: queryKeys.opsPopups.all });
  void client.invalidateQueries({ queryKey: queryKeys.popups.all });
}

/** POST /api/ops/popups, or PUT /api/ops/popups/{id} when `id` is given. */
export function savePopup({ id, body }: { id?: string; body: PopupBody }): Promise<OpsPopup> {
  return id
    ? api.put<OpsPopup>(`/ops/popups/${encodeURIComponent(id)}`, body)
    : api.post<OpsPopup>('/ops/popups', body);
}

export function useSavePopupMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePopup, onSuccess: () => invalidatePopups(client) });
}
