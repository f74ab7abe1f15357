import { type PromotionClaim, ZPromotionBody } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  groupClaimsByPromotion,
  isZeroAmount,
  type PromotionFormValues,
  remainingClaims,
  sumAmounts,
  toPromotionBody,
} from './promotion-format.ts';

const claim = (patch: Partial<PromotionClaim>): PromotionClaim => ({
  id: 'c1',
  promotion_id: 'p1',
  promotion_code: 'WELCOME',
  promotion_title: 'Welcome bonus',
  advertiser_id: 'a1',
  deposit_id: 'd1',
  deposit_reference: 'DP1',
  status: 'used',
  bonus: '10.00',
  reason: null,
  claimed_at: '2025-03-01T10:00:00.000Z',
  used_at: '2025-03-01T10:05:00.000Z',
  ...patch,
});

describe('promotion numbers', () => {
  it('shows a percentage without trailing zeros', () => {
    expect(formatPercent('15.00')).toBe('15');
    expect(formatPercent('12.50')).toBe('12.5');
    expect(formatPercent('100')).toBe('100');
  });

  it('adds USDT amounts without floats and knows a zero minimum', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts([])).toBe('0.00');
    expect(sumAmounts(['9007199254740.99', '0.01'])).toBe('9007199254741.00');
    expect(isZeroAmount('0')).toBe(true);
    expect(isZeroAmount('0.00')).toBe(true);
    expect(isZeroAmount('5')).toBe(false);
  });

  it('never counts fewer than zero claims left', () => {
    expect(remainingClaims({ limit_total: 10, claims: 3 })).toBe(7);
    expect(remainingClaims({ limit_total: 10, claims: 12 })).toBe(0);
  });
});

describe('promotion report', () => {
  it('groups claims per promotion, sums the bonus of the used ones, newest promotion first', () => {
    const rows = groupClaimsByPromotion([
      claim({ id: '1', bonus: '10.00' }),
      claim({ id: '2', bonus: '5.50', claimed_at: '2025-03-02T10:00:00.000Z' }),
      claim({ id: '3', status: 'claimed', bonus: '0', used_at: null }),
      claim({ id: '4', status: 'cancelled', bonus: '7', used_at: null }),
      claim({
        id: '5',
        promotion_id: 'p2',
        promotion_code: 'SPRING',
        promotion_title: 'Spring',
        claimed_at: '2025-04-01T00:00:00.000Z',
        bonus: '1',
      }),
    ]);
    expect(rows.map((row) => row.code)).toEqual(['SPRING', 'WELCOME']);
    expect(rows[1]).toMatchObject({
      used: 2,
      claimed: 1,
      cancelled: 1,
      bonus: '15.50',
      lastClaimedAt: '2025-03-02T10:00:00.000Z',
    });
  });
});

describe('promotion form', () => {
  const form: PromotionFormValues = {
    code: 'spring-25',
    title: 'Spring',
    description: '',
    type: 'percentage',
    value: '15',
    starts_at: '2025-03-01T00:00',
    ends_at: '2025-03-31T23:59',
    min_deposit: '0',
    max_amount: '50',
    claim_condition: 'per_day',
    limit_per_user: '3',
    limit_total: '100',
    target_page: 'deposit',
    status: 'active',
  };

  it('builds a body the shared contract accepts', () => {
    const parsed = ZPromotionBody.safeParse(toPromotionBody(form));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.code).toBe('SPRING-25');
  });

  it('lets the contract name the fields in error with message keys', () => {
    const parsed = ZPromotionBody.safeParse(
      toPromotionBody({ ...form, value: '150', limit_total: '', ends_at: '2025-02-01T00:00' }),
    );
    const issues = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toMatchObject({ limit_total: 'validation.required' });
    // The object-level rules run once the fields themselves are valid.
    const ranges = ZPromotionBody.safeParse(
      toPromotionBody({ ...form, value: '150', ends_at: '2025-02-01T00:00' }),
    );
    const messages = (ranges.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining(['ends_at:validation.dateRange', 'value:promotion.errors.percentMax']),
    );
  });

  it('sends numbers as numbers and leaves empty ones missing', () => {
    const body = toPromotionBody({
      code: 'spring-25',
      title: 'Spring',
      description: '',
      type: 'percentage',
      value: '15',
      starts_at: '2025-03-01T00:00',
      ends_at: '',
      min_deposit: '0',
      max_amount: '50',
      claim_condition: 'per_day',
      limit_per_user: '3',
      limit_total: '',
      target_page: 'deposit',
      status: 'active',
    });
    expect(body.limit_per_user).toBe(3);
    expect(body.limit_total).toBeUndefined();
    expect(body.ends_at).toBeUndefined();
    // Midnight of Mar 1 on the platform's clock (UTC+7).
    expect(body.starts_at).toBe('2025-02-28T17:00:00.000Z');
  });
});
