import type { Advertisement, ZUpdateAdBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/http.ts';
import { adPath } from './ad-path.ts';
import { refreshAfterAdChange } from './refresh-after-ad-change.ts';

/** PUT /api/advertisements/{id} */
export function updateAd({
  id,
  body,
}: {
  id: string;
  body: z.output<typeof ZUpdateAdBody>;
}): Promise<Advertisement> {
  return api.put<Advertisement>(adPath(id), body);
}

export function useUpdateAdMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateAd, onSuccess: (ad) => refreshAfterAdChange(client, ad) });
}
