import type { AdDisplay, Advertisement } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { adPath } from './ad-path.ts';
import { refreshAfterAdChange } from './refresh-after-ad-change.ts';

/** PUT /api/advertisements/{id}/display: online or offline. */
export function setAdDisplay({ id, display }: { id: string; display: AdDisplay }): Promise<Advertisement> {
  return api.put<Advertisement>(`${adPath(id)}/display`, { display });
}

export function useSetAdDisplayMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setAdDisplay, onSuccess: (ad) => refreshAfterAdChange(client, ad) });
}
