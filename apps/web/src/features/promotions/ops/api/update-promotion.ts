import type { Promotion, PromotionBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** PUT /api/ops/promotions/{id} */
export function updatePromotion({ id, body }: { id: string; body: PromotionBody }): Promise<Promotion> {
  return api.put<Promotion>(`/ops/promotions/${encodeURIComponent(id)}`, body);
}

export function useUpdatePromotionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePromotion,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.promotions.all });
      void client.invalidateQueries({ queryKey: queryKeys.promotionClaims.all });
    },
  });
}
