import type { AdClick, VoidClickBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** POST /api/ops/clicks/{id}/void: an operator voids a charged click (its spend is credited back). */
export function voidClick({ id, body }: { id: string; body: VoidClickBody }): Promise<AdClick> {
  return api.post<AdClick>(`/ops/clicks/${encodeURIComponent(id)}/void`, body);
}

export function useVoidClickMutation(adId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: voidClick,
    // Voided now or by someone else before (409): the ad's click pages are read again either way, and the
    // ad's delivery figures and spend (its advertiser's view, when cached here) too.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.opsAdvertisements.clicksOf(adId) });
      void client.invalidateQueries({ queryKey: queryKeys.advertisements.detail(adId) });
    },
  });
}
