import type { Advertisement, ModerateAdBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** POST /api/ops/advertisements/{id}/moderate: approve, reject, ban or unban. */
export function moderateAd({ id, body }: { id: string; body: ModerateAdBody }): Promise<Advertisement> {
  return api.post<Advertisement>(`/ops/advertisements/${encodeURIComponent(id)}/moderate`, body);
}

export function useModerateAdMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moderateAd,
    // Success or refusal (someone else moved it first): the lists and logs are read again either way.
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.opsAdvertisements.all }),
  });
}
