import type { PromotionList } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The advertiser's own promotions and claims, or every one of them for operators. */
export type PromotionScope = 'own' | 'ops';

/** GET /api/promotions (active ones in their period, with my_claims) or /api/ops/promotions (all). */
export function listPromotions(scope: PromotionScope): Promise<PromotionList> {
  return api.get<PromotionList>(scope === 'own' ? '/promotions' : '/ops/promotions');
}

export const promotionsQueryOptions = (scope: PromotionScope) =>
  queryOptions({ queryKey: queryKeys.promotions.list(scope), queryFn: () => listPromotions(scope) });

export function usePromotions(scope: PromotionScope = 'own') {
  return useQuery(promotionsQueryOptions(scope));
}
