import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/popup/do-not-show-again/{id} (no body): this user never sees the popup again. */
export function dismissPopup(id: string): Promise<void> {
  return api.post<void>(`/popup/do-not-show-again/${encodeURIComponent(id)}`);
}

export function useDismissPopupMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissPopup,
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.popups.all }),
  });
}
