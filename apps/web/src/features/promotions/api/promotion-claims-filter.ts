import type { PromotionClaimStatus } from '@adportal/contracts';

export interface PromotionClaimsFilter {
  /** Only the claims of this promotion (empty: all). */
  promotionId: string;
  status: PromotionClaimStatus | '';
  page: number;
  pageSize: number;
}

export const EMPTY_CLAIMS_FILTER: PromotionClaimsFilter = {
  promotionId: '',
  status: '',
  page: 1,
  pageSize: 10,
};

/** The filter as the query string of GET /api/promotion-claims (and its operators' twin). */
export function promotionClaimsQuery(filter: PromotionClaimsFilter): string {
  const query = new URLSearchParams();
  if (filter.promotionId) query.set('promotion_id', filter.promotionId);
  if (filter.status) query.set('status', filter.status);
  query.set('page', String(filter.page));
  query.set('page_size', String(filter.pageSize));
  return query.toString();
}
