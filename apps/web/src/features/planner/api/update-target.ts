import type { AdTarget, UpdateTargetBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { refreshAfterBidChange } from './refresh-after-bid-change.ts';

/** PUT /api/advertisements/{adId}/targets/{targetId} */
export function updateTarget({
  adId,
  targetId,
  body,
}: {
  adId: string;
  targetId: string;
  body: UpdateTargetBody;
}): Promise<AdTarget> {
  return api.put<AdTarget>(
    `/advertisements/${encodeURIComponent(adId)}/targets/${encodeURIComponent(targetId)}`,
    body,
  );
}

export function useUpdateTargetMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateTarget, onSuccess: () => refreshAfterBidChange(client) });
}
