import type { AdTarget, ZUpdateTargetBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/http.ts';
import { adPath } from './ad-path.ts';
import { refreshAfterAdChange } from './refresh-after-ad-change.ts';

/** PUT /api/advertisements/{adId}/targets/{targetId} */
export function updateTarget({
  adId,
  targetId,
  body,
}: {
  adId: string;
  targetId: string;
  body: z.output<typeof ZUpdateTargetBody>;
}): Promise<AdTarget> {
  return api.put<AdTarget>(`${adPath(adId)}/targets/${encodeURIComponent(targetId)}`, body);
}

export function useUpdateTargetMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateTarget, onSuccess: () => refreshAfterAdChange(client) });
}
