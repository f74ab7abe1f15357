import type { Advertisement } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { refreshAfterBidChange } from './refresh-after-bid-change.ts';

/** PUT /api/advertisements/{adId}/display with display online. */
export function setAdOnline(adId: string): Promise<Advertisement> {
  return api.put<Advertisement>(`/advertisements/${encodeURIComponent(adId)}/display`, { display: 'online' });
}

export function useSetAdOnlineMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setAdOnline, onSuccess: () => refreshAfterBidChange(client) });
}
