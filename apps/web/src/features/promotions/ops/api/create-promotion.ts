import type { Promotion, PromotionBody } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** POST /api/ops/promotions */
export function createPromotion(body: PromotionBody): Promise<Promotion> {
  return api.post<Promotion>('/ops/promotions', body);
}

export function useCreatePromotionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPromotion,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.promotions.all });
      void client.invalidateQueries({ queryKey: queryKeys.promotionClaims.all });
    },
  });
}
