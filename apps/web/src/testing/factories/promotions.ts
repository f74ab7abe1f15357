import type { Promotion, PromotionClaim, PromotionClaimPage } from '@adportal/contracts';
import { ADVERTISER_ID } from '../callers.ts';

/** The welcome promotion the demo offers: 10 % of a deposit of at least 50 USDT, at most 100 USDT, once. */
export function aPromotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 'b0000000-0000-4000-8000-000000000001',
    code: 'WELCOME10',
    title: 'Welcome bonus',
    description: 'Ten percent on your first deposit.',
    type: 'percentage',
    value: '10',
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2026-12-31T16:59:00.000Z',
    min_deposit: '50',
    max_amount: '100',
    claim_condition: 'per_campaign',
    limit_per_user: 1,
    limit_total: 500,
    target_page: 'deposit',
    status: 'active',
    claims: 12,
    created_at: '2026-10-30T03:00:00.000Z',
    ...overrides,
  };
}

export function aPromotionClaim(overrides: Partial<PromotionClaim> = {}): PromotionClaim {
  return {
    id: 'b1000000-0000-4000-8000-000000000001',
    promotion_id: 'b0000000-0000-4000-8000-000000000001',
    promotion_code: 'WELCOME10',
    promotion_title: 'Welcome bonus',
    advertiser_id: ADVERTISER_ID,
    deposit_id: 'c0a80101-0000-4000-8000-000000000001',
    deposit_reference: 'DEP-20261127-0001',
    status: 'used',
    bonus: '25.00',
    reason: null,
    claimed_at: '2026-11-27T03:00:00.000Z',
    used_at: '2026-11-27T03:05:00.000Z',
    ...overrides,
  };
}

export function claimPageOf(claims: PromotionClaim[]): PromotionClaimPage {
  return { data: claims, total: claims.length, page: 1, page_size: 10 };
}
