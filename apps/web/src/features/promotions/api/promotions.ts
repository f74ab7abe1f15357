import type {
  Promotion,
  PromotionBody,
  PromotionClaim,
  PromotionClaimPage,
  PromotionClaimStatus,
  PromotionList,
} from '@adportal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** The advertiser's own promotions and claims, or every one of them for operators. */
export type PromotionScope = 'own' | 'ops';

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

const claimsBase = (scope: PromotionScope) =>
  scope === 'own' ? '/promotion-claims' : '/ops/promotion-claims';

/** GET /api/promotions (active ones in their period, with my_claims) or /api/ops/promotions (all). */
export function usePromotions(scope: PromotionScope = 'own') {
  return useQuery({
    queryKey: ['promotions', scope],
    queryFn: () => api.get<PromotionList>(scope === 'own' ? '/promotions' : '/ops/promotions'),
  });
}

/** GET /api/promotions/{id} */
export function usePromotion(id: string, enabled = true) {
  return useQuery({
    queryKey: ['promotions', 'one', id],
    queryFn: () => api.get<Promotion>(`/promotions/${encodeURIComponent(id)}`),
    enabled: enabled && id !== '',
  });
}

/** GET /api/promotion-claims (or /api/ops/promotion-claims): one server-side page. */
export function usePromotionClaims(filter: PromotionClaimsFilter, scope: PromotionScope = 'own') {
  return useQuery({
    queryKey: ['promotion-claims', scope, filter],
    queryFn: () => api.get<PromotionClaimPage>(`${claimsBase(scope)}?${promotionClaimsQuery(filter)}`),
    placeholderData: keepPreviousData,
  });
}

export const ALL_CLAIMS_PAGE_SIZE = 100;
export const ALL_CLAIMS_MAX_PAGES = 10;

export interface AllClaims {
  claims: PromotionClaim[];
  /** Claims the server holds; more than `claims.length` when the page limit cut the list. */
  total: number;
}

/**
 * The advertiser's claims, every page of 100 up to 10 pages (1,000 claims), for the per-promotion report
 * grouped on the client.
 */
export function useAllPromotionClaims() {
  return useQuery({
    queryKey: ['promotion-claims', 'own', 'all'],
    queryFn: async (): Promise<AllClaims> => {
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
    },
  });
}

function usePromotionMutation<Input>(run: (input: Input) => Promise<Promotion>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['promotions'] });
      void client.invalidateQueries({ queryKey: ['promotion-claims'] });
    },
  });
}

/** POST /api/ops/promotions */
export const useCreatePromotion = () =>
  usePromotionMutation((body: PromotionBody) => api.post<Promotion>('/ops/promotions', body));

/** PUT /api/ops/promotions/{id} */
export const useUpdatePromotion = () =>
  usePromotionMutation(({ id, body }: { id: string; body: PromotionBody }) =>
    api.put<Promotion>(`/ops/promotions/${encodeURIComponent(id)}`, body),
  );
