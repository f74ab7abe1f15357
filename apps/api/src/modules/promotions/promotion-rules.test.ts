import { describe, expect, it } from 'vitest';
import {
  bonusFor,
  claimRefusal,
  hundredthsOfPercent,
  type PromotionRow,
  percentMicros,
} from './promotion-rules.ts';

const base: PromotionRow = {
  id: 'p',
  code: 'WELCOME',
  title: 'Welcome',
  description: '',
  type: 'percentage',
  value: 1_500n, // 15%
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: new Date('2027-01-01T00:00:00Z'),
  minDepositMicros: 50_000_000n,
  maxAmountMicros: 30_000_000n,
  claimCondition: 'per_day',
  limitPerUser: 3,
  limitTotal: 100,
  targetPage: 'deposit',
  status: 'active',
  createdAt: new Date(),
  updatedAt: new Date(),
};
const at = new Date('2026-06-01T00:00:00Z');
const none = { mine: 0, mineToday: 0, total: 0 };

describe('promotion rules', () => {
  it('computes the bonus: a percentage floored to the micro-USDT, capped at the maximum; a fixed amount', () => {
    expect(bonusFor(base, 100_000_000n)).toBe(15_000_000n);
    expect(bonusFor(base, 333_333_333n)).toBe(30_000_000n);
    expect(bonusFor({ ...base, value: 1n }, 999_999n)).toBe(99n); // 0.01% of 0.999999
    expect(bonusFor({ ...base, type: 'fixed', value: 5_000_000n }, 1n)).toBe(5_000_000n);
    expect(bonusFor({ ...base, type: 'fixed', value: 50_000_000n }, 1n)).toBe(30_000_000n);
  });

  it('keeps a percentage in hundredths and back', () => {
    expect(hundredthsOfPercent(10_000_000n)).toBe(1_000n); // "10" → 10%
    expect(hundredthsOfPercent(15_500_000n)).toBe(1_550n);
    expect(percentMicros(1_550n)).toBe(15_500_000n);
    expect(bonusFor({ ...base, value: hundredthsOfPercent(10_000_000n) }, 100_000_000n)).toBe(10_000_000n);
  });

  it('refuses each broken rule with its own message, and allows the rest', () => {
    const refusal = (patch: Partial<PromotionRow>, counts = none, amountMicros = 60_000_000n, when = at) =>
      claimRefusal({ ...base, ...patch }, { amountMicros, at: when }, counts)?.key ?? null;
    expect(refusal({})).toBeNull();
    expect(refusal({ status: 'inactive' })).toBe('promotion.errors.notActive');
    expect(refusal({}, none, 60_000_000n, new Date('2027-01-01T00:00:00Z'))).toBe(
      'promotion.errors.notActive',
    );
    expect(refusal({}, none, 60_000_000n, new Date('2025-12-31T23:59:59Z'))).toBe(
      'promotion.errors.notActive',
    );
    expect(refusal({}, none, 49_999_999n)).toBe('promotion.errors.minDeposit');
    expect(refusal({}, none, 50_000_000n)).toBeNull();
    expect(refusal({}, { mine: 0, mineToday: 0, total: 100 })).toBe('promotion.errors.limitTotal');
    expect(refusal({}, { mine: 3, mineToday: 0, total: 3 })).toBe('promotion.errors.limitUser');
    expect(refusal({}, { mine: 1, mineToday: 1, total: 1 })).toBe('promotion.errors.perDay');
    expect(refusal({}, { mine: 1, mineToday: 0, total: 1 })).toBeNull();
    expect(refusal({ claimCondition: 'per_campaign' }, { mine: 1, mineToday: 0, total: 1 })).toBe(
      'promotion.errors.perCampaign',
    );
    expect(refusal({ claimCondition: 'unlimited' }, { mine: 2, mineToday: 2, total: 2 })).toBeNull();
  });
});
