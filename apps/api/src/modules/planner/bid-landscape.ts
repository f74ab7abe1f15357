import type { AdType } from '@adportal/contracts';
import { type TargetRef, targetKey } from '../catalogue/target-key.ts';

/** One competing bid: the max bid of an enabled target of an approved, online ad. */
export interface CompetingBid {
  /** The target's `targetKey`. */
  key: string;
  type: AdType;
  adSizeId: string;
  maxBidMicros: bigint;
}

export interface LandscapeKey extends TargetRef {
  type: AdType;
  /** Only ads of this size compete for the same slot; all sizes when absent. */
  adSizeId?: string | undefined;
  /** The asking advertiser's own bids are not competition. */
  excludeAdvertiserId?: string | undefined;
}

/** The max bids competing for one keyword or website, ad type and (optionally) ad size. */
export function landscapeOf(bids: readonly CompetingBid[], key: LandscapeKey): bigint[] {
  const wanted = targetKey(key);
  return bids
    .filter(
      (entry) =>
        entry.key === wanted &&
        entry.type === key.type &&
        (key.adSizeId === undefined || entry.adSizeId === key.adSizeId),
    )
    .map((entry) => entry.maxBidMicros);
}

/** Bid prices move in steps of 0.1 USDT (bids have at most one decimal). */
export const BID_STEP_MICROS = 100_000n;

function roundUpToStep(micros: bigint): bigint {
  return ((micros + BID_STEP_MICROS - 1n) / BID_STEP_MICROS) * BID_STEP_MICROS;
}

/** The value at `fraction` of the ascending list (nearest rank). */
function percentile(sortedAscending: readonly bigint[], fraction: number): bigint {
  const rank = Math.max(1, Math.ceil(fraction * sortedAscending.length));
  return sortedAscending[rank - 1]!;
}

/**
 * The advised max bid: one step above the 75th percentile of the competing max bids (so it outbids three in
 * four competitors), never below the default minimum. With no competitors it is the default minimum.
 */
export function advicePrice(defaultMinMicros: bigint, competingMaxBids: readonly bigint[]): bigint {
  const floor = roundUpToStep(defaultMinMicros);
  if (competingMaxBids.length === 0) return floor;
  const sorted = [...competingMaxBids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const above = roundUpToStep(percentile(sorted, 0.75) + BID_STEP_MICROS);
  return above > floor ? above : floor;
}

/** Share (0..1) of competing max bids that a bid beats (strictly higher). */
export function beatsShare(bidMicros: bigint, competingMaxBids: readonly bigint[]): number {
  if (competingMaxBids.length === 0) return 1;
  const beaten = competingMaxBids.filter((bid) => bid < bidMicros).length;
  return Math.round((beaten / competingMaxBids.length) * 1000) / 1000;
}

/** What the planner, the plan and the bid dialog say about one slot: the one computation they share. */
export interface LandscapeSummary {
  /** How many bids compete (other advertisers' enabled bids of approved, online ads). */
  competitors: number;
  advice: bigint;
  /** Share (0..1) of the competing bids the advice beats: shown beside the advice, never a fixed phrase. */
  adviceBeatsShare: number;
  lowest: bigint | null;
  highest: bigint | null;
}

export function summarizeLandscape(
  defaultMinMicros: bigint,
  competingMaxBids: readonly bigint[],
): LandscapeSummary {
  const advice = advicePrice(defaultMinMicros, competingMaxBids);
  let lowest: bigint | null = null;
  let highest: bigint | null = null;
  for (const bid of competingMaxBids) {
    if (lowest === null || bid < lowest) lowest = bid;
    if (highest === null || bid > highest) highest = bid;
  }
  return {
    competitors: competingMaxBids.length,
    advice,
    adviceBeatsShare: beatsShare(advice, competingMaxBids),
    lowest,
    highest,
  };
}

/** Clicks (CPC) or impressions (CPM, per thousand) a budget buys at a price. */
export function unitsFor(type: AdType, budgetMicros: bigint, priceMicros: bigint): bigint {
  if (priceMicros <= 0n) return 0n;
  return type === 'click' ? budgetMicros / priceMicros : (budgetMicros * 1000n) / priceMicros;
}

/** What those units cost at the price (never above the budget). */
export function costOf(type: AdType, units: bigint, priceMicros: bigint): bigint {
  return type === 'click' ? units * priceMicros : (units * priceMicros) / 1000n;
}
