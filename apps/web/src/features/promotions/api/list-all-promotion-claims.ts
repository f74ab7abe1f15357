import type { PromotionClaim, PromotionClaimPage } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { EMPTY_CLAIMS_FILTER, promotionClaimsQuery } from './promotion-claims-filter.ts';

const ALL_CLAIMS_PAGE_SIZE = 100;
const ALL_CLAIMS_MAX_PAGES = 10;

export interface AllClaims {
  claims: PromotionClaim[];
  /** Claims the server holds; more than `claims.length` when the page limit cut the list. */
  total: number;
}

/**
 * GET /api/promotion-claims, every page of 100 up to 10 pages (1,000 claims), for the per-promotion report
 * grouped on the client.
 */
export async function listAllPromotionClaims(): Promise<AllClaims> {
  const claims: PromotionClaim[] = [];
  let total = 0;
  for (let page = 1; page <= ALL_CLAIMS_MAX_PAGES; page += 1) {
    const answer = await api.get<PromotionClaimPage>(
      `/promotion-claims?${promotionClaimsQuery({ ...EMPTY_CLAIMS_FILTER, page, pageSize: ALL_CLAIMS_PAGE_SIZE })}`,
    );
    claims.push(...answer.data);
    total = answer.total;
    if (answer.data.length < ALL_CLAIMS_PAGE_SIZE || claims.length >= total) break;
  }
  return { claims, total };
}

export const allPromotionClaimsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.promotionClaims.allOfMine(), queryFn: listAllPromotionClaims });

export function useAllPromotionClaims() {
  return useQuery(allPromotionClaimsQueryOptions());
}
