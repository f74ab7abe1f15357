import type { OpsPopup, PopupStatus } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { invalidatePopups } from './save-popup.ts';

/** PUT /api/ops/popups/{id}/status: switch a popup on or off. */
export function setPopupStatus({ id, status }: { id: string; status: PopupStatus }): Promise<OpsPopup> {
  return api.put<OpsPopup>(`/ops/popups/${encodeURIComponent(id)}/status`, { status });
}

export function useSetPopupStatusMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPopupStatus,
    onSuccess: () => invalidatePopups(client),
    meta: { alertOnError: true },
  });
}
