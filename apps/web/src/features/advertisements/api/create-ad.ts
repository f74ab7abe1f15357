import type { Advertisement, ZCreateAdBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/http.ts';
import { refreshAfterAdChange } from './refresh-after-ad-change.ts';

/** POST /api/advertisements */
export function createAd(body: z.output<typeof ZCreateAdBody>): Promise<Advertisement> {
  return api.post<Advertisement>('/advertisements', body);
}

export function useCreateAdMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createAd, onSuccess: (ad) => refreshAfterAdChange(client, ad) });
}
