import type { Advertisement, ZBudgetBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/http.ts';
import { adPath } from './ad-path.ts';
import { refreshAfterAdChange } from './refresh-after-ad-change.ts';

/** PUT /api/advertisements/{id}/budget */
export function saveBudget({
  id,
  body,
}: {
  id: string;
  body: z.output<typeof ZBudgetBody>;
}): Promise<Advertisement> {
  return api.put<Advertisement>(`${adPath(id)}/budget`, body);
}

export function useSaveBudgetMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveBudget, onSuccess: (ad) => refreshAfterAdChange(client, ad) });
}
