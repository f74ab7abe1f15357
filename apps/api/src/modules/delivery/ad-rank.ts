import type { AdType } from '@adportal/contracts';

/*
 * How the auction ranks ads (docs/delivery.md, "The decision"), as pure functions: the auction prices its
 * winner with them, and every estimate the advertiser reads (the advice, the planners, the ad's status, the
 * ads helper) is derived from the same ones — so an advised bid is a bid that wins.
 */

/** Prices are charged in whole cents of USDT (a second price is rounded up to the next cent). */
export const PRICE_STEP_MICROS = 10_000n;
/** Bids move in steps of 0.1 USDT (a bid has at most one decimal). */
export const BID_STEP_MICROS = 100_000n;

/** Prior for the click-through rate of an ad with little history (0.5 %, worth 1,000 impressions). */
export const CTR_PRIOR = 0.005;
export const CTR_PRIOR_WEIGHT = 1000;

/** The ad's click-through rate from its own history, pulled towards the prior while the history is short. */
export function estimatedCtr(clicks: number, impressions: number): number {
  const safeClicks = Math.max(0, Math.min(clicks, impressions));
  return (safeClicks + CTR_PRIOR * CTR_PRIOR_WEIGHT) / (Math.max(0, impressions) + CTR_PRIOR_WEIGHT);
}

/** Expected value per thousand ad requests of a bid at a price: a CPM price, or CPC × CTR × 1000. */
export function ecpmOf(type: AdType, priceMicros: bigint, ctr: number): number {
  return type === 'impression' ? Number(priceMicros) : Number(priceMicros) * ctr * 1000;
}

/** The reserve price: never below the bid's own minimum nor the catalogue's default minimum. */
export function reserveOf(minBidMicros: bigint, floorMicros: bigint): bigint {
  return minBidMicros > floorMicros ? minBidMicros : floorMicros;
}

/** An ad as the auction sees it: its type, its estimated CTR (click ads) and its reserve price. */
export interface Entrant {
  type: AdType;
  ctr: number;
  reserveMicros: bigint;
}

function roundUp(micros: bigint, step: bigint): bigint {
  return ((micros + step - 1n) / step) * step;
}

/** The least price, in whole `step`s, whose expected value reaches `ecpm` (never below zero). */
function leastPriceReaching(entrant: Entrant, ecpm: number, step: bigint): bigint {
  const perUnit = entrant.type === 'impression' ? ecpm : ecpm / (entrant.ctr * 1000);
  if (!Number.isFinite(perUnit) || perUnit <= 0) return 0n;
  let price = roundUp(BigInt(Math.ceil(perUnit)), step);
  // Float division can land a hair under: step up until the same ecpmOf the ranking uses agrees.
  while (ecpmOf(entrant.type, price, entrant.ctr) < ecpm) price += step;
  return price;
}

/**
 * The generalised second price: the least that keeps the entrant's rank over the best rival (rounded up to the
 * cent), never below its reserve, never above its max; alone (no rival), its reserve.
 */
export function priceToKeepRank(entrant: Entrant, maxBidMicros: bigint, rivalEcpm: number | null): bigint {
  let price = entrant.reserveMicros;
  if (rivalEcpm !== null) {
    const needed = leastPriceReaching(entrant, rivalEcpm, PRICE_STEP_MICROS);
    if (needed > price) price = needed;
  }
  return price > maxBidMicros ? maxBidMicros : price;
}

/** The best of the rivals' expected values (each rival advertiser's best bid), or null without rivals. */
function bestOf(rivalEcpms: readonly number[]): number | null {
  let best: number | null = null;
  for (const ecpm of rivalEcpms) if (best === null || ecpm > best) best = ecpm;
  return best;
}

/** The lowest max bid (in 0.1 steps) at which the entrant may enter at all: its reserve, rounded up. */
export function minimumBid(entrant: Entrant): bigint {
  return roundUp(entrant.reserveMicros, BID_STEP_MICROS);
}

/**
 * The lowest max bid (in 0.1 steps) that wins the slot against these rivals: its expected value strictly above
 * the best rival's (an exact tie is a coin toss), never below the minimum bid.
 */
export function bidToWin(entrant: Entrant, rivalEcpms: readonly number[]): bigint {
  const floor = minimumBid(entrant);
  const best = bestOf(rivalEcpms);
  if (best === null) return floor;
  let bid = leastPriceReaching(entrant, best, BID_STEP_MICROS);
  if (ecpmOf(entrant.type, bid, entrant.ctr) <= best) bid += BID_STEP_MICROS;
  return bid > floor ? bid : floor;
}

/** What one max bid achieves against the rivals of a slot, as the auction would decide it now. */
export interface RankAtBid {
  /** Not under its reserve: the bid may enter the auction. */
  eligible: boolean;
  /** Its expected value is above every rival's: it wins the slot. */
  wins: boolean;
  /** Share (0…1) of rival advertisers it outranks. */
  outranksShare: number;
  /** What it pays per click (CPC) or per thousand impressions (CPM) when it wins; null when it does not. */
  priceMicros: bigint | null;
}

export function rankAtBid(entrant: Entrant, maxBidMicros: bigint, rivalEcpms: readonly number[]): RankAtBid {
  const eligible = maxBidMicros >= entrant.reserveMicros;
  const ecpm = ecpmOf(entrant.type, maxBidMicros, entrant.ctr);
  const best = bestOf(rivalEcpms);
  const wins = eligible && (best === null || ecpm > best);
  const outranked = eligible ? rivalEcpms.filter((rival) => ecpm > rival).length : 0;
  return {
    eligible,
    wins,
    outranksShare:
      rivalEcpms.length === 0
        ? eligible
          ? 1
          : 0
        : Math.round((outranked / rivalEcpms.length) * 1000) / 1000,
    priceMicros: wins ? priceToKeepRank(entrant, maxBidMicros, best) : null,
  };
}

/**
 * Clicks (CPC) or impressions (CPM) a budget buys at a max bid, and their cost: at the price the auction would
 * charge when the bid wins the slot; nothing when it does not (the slot goes to a rival while the rivals stay).
 */
export function estimateAtBid(
  entrant: Entrant,
  maxBidMicros: bigint,
  rivalEcpms: readonly number[],
  budgetMicros: bigint,
): { units: bigint; costMicros: bigint; rank: RankAtBid } {
  const rank = rankAtBid(entrant, maxBidMicros, rivalEcpms);
  const price = rank.priceMicros;
  if (price === null || price <= 0n) return { units: 0n, costMicros: 0n, rank };
  const units = entrant.type === 'click' ? budgetMicros / price : (budgetMicros * 1000n) / price;
  const costMicros = entrant.type === 'click' ? units * price : (units * price) / 1000n;
  return { units, costMicros, rank };
}
