import type { AdDisplay, AdNotServingReason, AdStatus, AdType, BudgetPeriod } from '@adportal/contracts';
import type { StoredSchedule } from '../../db/schema/index.ts';
import { isWithinScheduleAt, platformClockOf } from './schedule.ts';

export interface ServingInput {
  type: AdType;
  status: AdStatus;
  display: AdDisplay;
  schedule: StoredSchedule;
  budget: {
    amountMicros: bigint;
    period: BudgetPeriod;
    start: string;
    end: string | null;
    /** Spent in the budget's period: today for a daily budget, since the start for a lifetime one. */
    spentMicros: bigint;
  } | null;
  activeTargets: number;
  /** The advertiser's available (temporary) balance. */
  balanceMicros: bigint;
  /** The smallest max bid among the active targets (what one click or thousand impressions can cost). */
  cheapestBidMicros: bigint | null;
}

/**
 * The most one more charge can cost: one click at the cheapest max bid, or one impression (a thousandth of the
 * CPM bid, rounded up). An ad whose budget or balance cannot cover it stops serving (docs/delivery.md).
 */
export function nextChargeMicros(type: AdType, cheapestBidMicros: bigint | null): bigint {
  const bid = cheapestBidMicros ?? 1n;
  if (type === 'click') return bid;
  return (bid + 999n) / 1000n;
}

/**
 * Whether an ad serves right now, and if not every reason why — the one place that decides it.
 * "Online" is derived, never stored: the ad goes online at its scheduled time and closes when its budget is
 * reached without any job writing a flag.
 */
export function notServingReasons(
  ad: ServingInput,
  now: Date,
  today: string,
  timeZone: string,
): AdNotServingReason[] {
  return notServingReasonsAt(ad, { today, ...platformClockOf(now, timeZone) });
}

/** The platform's day, weekday (0 = Monday) and "HH:MM" at one instant. */
export interface PlatformClock {
  today: string;
  weekday: number;
  time: string;
}

/** The same decision at a platform clock read once (the ad server decides thousands of times a second). */
export function notServingReasonsAt(ad: ServingInput, clock: PlatformClock): AdNotServingReason[] {
  const { today } = clock;
  const reasons: AdNotServingReason[] = [];
  const charge = nextChargeMicros(ad.type, ad.cheapestBidMicros);
  if (ad.status !== 'approved') reasons.push('not_approved');
  if (ad.display !== 'online') reasons.push('offline');
  if (!isWithinScheduleAt(ad.schedule, clock)) reasons.push('out_of_schedule');
  if (ad.budget) {
    if (today < ad.budget.start) reasons.push('budget_not_started');
    else if (ad.budget.end !== null && today > ad.budget.end) reasons.push('budget_ended');
    else if (ad.budget.spentMicros + charge > ad.budget.amountMicros) reasons.push('budget_spent');
  }
  if (ad.activeTargets === 0) reasons.push('no_active_targets');
  if (ad.balanceMicros < charge) reasons.push('balance_low');
  return reasons;
}
