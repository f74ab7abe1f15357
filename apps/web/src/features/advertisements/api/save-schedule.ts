import type { Advertisement, ZScheduleBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/http.ts';
import { adPath } from './ad-path.ts';
import { refreshAfterAdChange } from './refresh-after-ad-change.ts';

/** PUT /api/advertisements/{id}/schedule */
export function saveSchedule({
  id,
  body,
}: {
  id: string;
  body: z.output<typeof ZScheduleBody>;
}): Promise<Advertisement> {
  return api.put<Advertisement>(`${adPath(id)}/schedule`, body);
}

export function useSaveScheduleMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveSchedule, onSuccess: (ad) => refreshAfterAdChange(client, ad) });
}
