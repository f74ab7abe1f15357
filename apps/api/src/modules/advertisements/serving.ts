import type { AdDisplay, AdNotServingReason, AdStatus, BudgetPeriod } from '@adportal/contracts';
import type { StoredSchedule } from '../../db/schema/index.ts';
import { isWithinSchedule } from './schedule.ts';

export interface ServingInput {
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
  const reasons: AdNotServingReason[] = [];
  if (ad.status !== 'approved') reasons.push('not_approved');
  if (ad.display !== 'online') reasons.push('offline');
  if (!isWithinSchedule(ad.schedule, now, timeZone)) reasons.push('out_of_schedule');
  if (ad.budget) {
    if (today < ad.budget.start) reasons.push('budget_not_started');
    else if (ad.budget.end !== null && today > ad.budget.end) reasons.push('budget_ended');
    else if (ad.budget.spentMicros >= ad.budget.amountMicros) reasons.push('budget_spent');
  }
  if (ad.activeTargets === 0) reasons.push('no_active_targets');
  const needed = ad.cheapestBidMicros ?? 1n;
  if (ad.balanceMicros < needed) reasons.push('balance_low');
  return reasons;
}
