import type { AdTarget, ZCreateTargetBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/http.ts';
import { adPath } from './ad-path.ts';
import { refreshAfterAdChange } from './refresh-after-ad-change.ts';

/** POST /api/advertisements/{adId}/targets */
export function createTarget({
  adId,
  body,
}: {
  adId: string;
  body: z.output<typeof ZCreateTargetBody>;
}): Promise<AdTarget> {
  return api.post<AdTarget>(`${adPath(adId)}/targets`, body);
}

export function useCreateTargetMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTarget, onSuccess: () => refreshAfterAdChange(client) });
}
