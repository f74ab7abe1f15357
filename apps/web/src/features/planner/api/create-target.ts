import type { AdTarget, CreateTargetBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { refreshAfterBidChange } from './refresh-after-bid-change.ts';

/** POST /api/advertisements/{adId}/targets */
export function createTarget({ adId, body }: { adId: string; body: CreateTargetBody }): Promise<AdTarget> {
  return api.post<AdTarget>(`/advertisements/${encodeURIComponent(adId)}/targets`, body);
}

export function useCreateTargetMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTarget, onSuccess: () => refreshAfterBidChange(client) });
}
