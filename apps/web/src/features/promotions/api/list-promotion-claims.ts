import type { PromotionClaimPage } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { PromotionScope } from './list-promotions.ts';
import { type PromotionClaimsFilter, promotionClaimsQuery } from './promotion-claims-filter.ts';

/** GET /api/promotion-claims (or /api/ops/promotion-claims): one server-side page. */
export function listPromotionClaims(
  filter: PromotionClaimsFilter,
  scope: PromotionScope,
): Promise<PromotionClaimPage> {
  const base = scope === 'own' ? '/promotion-claims' : '/ops/promotion-claims';
  return api.get<PromotionClaimPage>(`${base}?${promotionClaimsQuery(filter)}`);
}

export const promotionClaimsQueryOptions = (filter: PromotionClaimsFilter, scope: PromotionScope) =>
  queryOptions({
    queryKey: queryKeys.promotionClaims.list(scope, filter),
    queryFn: () => listPromotionClaims(filter, scope),
  });

export function usePromotionClaims(filter: PromotionClaimsFilter, scope: PromotionScope = 'own') {
  return useQuery({ ...promotionClaimsQueryOptions(filter, scope), placeholderData: keepPreviousData });
}
