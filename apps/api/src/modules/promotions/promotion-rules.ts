import type { promotions } from '../../db/schema/index.ts';

export type PromotionRow = typeof promotions.$inferSelect;

/** A percentage is kept in hundredths of a percent: 15.5% = 1550, so 100% = 10,000. */
export const PERCENT_SCALE = 10_000n;
/** Micro-units per hundredth of a percent: "15.5" parsed as micro-units (15,500,000) ÷ 10,000 = 1550. */
const MICROS_PER_HUNDREDTH = 10_000n;

/** A percentage written as a decimal ("15.5", parsed to micro-units) to hundredths of a percent. */
export function hundredthsOfPercent(micros: bigint): bigint {
  return micros / MICROS_PER_HUNDREDTH;
}

/** Hundredths of a percent back to micro-units, for formatting as a decimal ("15.50"). */
export function percentMicros(hundredths: bigint): bigint {
  return hundredths * MICROS_PER_HUNDREDTH;
}

/** The bonus a credited deposit earns: the fixed amount or the percentage of it, never above the maximum. */
export function bonusFor(promotion: PromotionRow, creditedMicros: bigint): bigint {
  const raw =
    promotion.type === 'fixed' ? promotion.value : (creditedMicros * promotion.value) / PERCENT_SCALE;
  return raw < promotion.maxAmountMicros ? raw : promotion.maxAmountMicros;
}

export interface ClaimCounts {
  /** This advertiser's claims of the promotion that hold a slot (claimed or used). */
  mine: number;
  /** This advertiser's such claims made on the given platform day. */
  mineToday: number;
  /** Everyone's claims of the promotion that hold a slot. */
  total: number;
}

/** The rule a claim breaks, as the i18n key of its message, or null when the claim is allowed. */
export function claimRefusal(
  promotion: PromotionRow,
  input: { amountMicros: bigint; at: Date },
  counts: ClaimCounts,
): { key: string; params?: Record<string, string> } | null {
  if (promotion.status !== 'active' || input.at < promotion.startsAt || input.at >= promotion.endsAt) {
    return { key: 'promotion.errors.notActive' };
  }
  if (input.amountMicros < promotion.minDepositMicros) return { key: 'promotion.errors.minDeposit' };
  if (counts.total >= promotion.limitTotal) return { key: 'promotion.errors.limitTotal' };
  // The claim condition first: its message says more than the bare limit.
  if (promotion.claimCondition === 'per_campaign' && counts.mine >= 1) {
    return { key: 'promotion.errors.perCampaign' };
  }
  if (promotion.claimCondition === 'per_day' && counts.mineToday >= 1)
    return { key: 'promotion.errors.perDay' };
  if (counts.mine >= promotion.limitPerUser) return { key: 'promotion.errors.limitUser' };
  return null;
}
