import type { AdType } from '@adportal/contracts';

/** One eligible bid in an ad request (all prices micro-USDT: per click, or per thousand impressions). */
export interface Bid {
  targetId: string;
  adId: string;
  advertiserId: string;
  type: AdType;
  minBidMicros: bigint;
  maxBidMicros: bigint;
  /** The keyword's or website's default minimum for this ad type. */
  floorMicros: bigint;
  /** Estimated click-through rate (0…1); only click ads use it. */
  ctr: number;
}

export interface AuctionResult {
  bid: Bid;
  /** What the winner pays per click (CPC) or per thousand impressions (CPM). */
  priceMicros: bigint;
  /** The winner's expected value per thousand requests (micro-USDT), for logs and tests. */
  ecpm: number;
}

/** Prices are charged in whole cents of USDT (a second price is rounded up to the next cent). */
const PRICE_STEP_MICROS = 10_000;

/** Expected value per thousand ad requests of a bid at a price: a CPM price, or CPC × CTR × 1000. */
export function ecpmOf(type: AdType, priceMicros: bigint, ctr: number): number {
  return type === 'impression' ? Number(priceMicros) : Number(priceMicros) * ctr * 1000;
}

/** The reserve price: never below the bid's own minimum nor the catalogue's default minimum. */
function reserveOf(bid: Bid): bigint {
  return bid.minBidMicros > bid.floorMicros ? bid.minBidMicros : bid.floorMicros;
}

/**
 * The auction of one ad request (docs/delivery.md, "The decision"). Bids whose max is under their reserve
 * cannot take part. Each advertiser enters with its best bid only, so nobody bids against themselves. Bids are
 * ranked by expected value per thousand requests at their max; ties go to `random` (0…1), so equal bidders
 * share the traffic. The winner pays a generalised second price: the least that keeps its rank over the
 * runner-up (rounded up to the cent), never below its reserve, never above its max.
 */
export function runAuction(bids: readonly Bid[], random: () => number = Math.random): AuctionResult | null {
  const bestOfAdvertiser = new Map<string, { bid: Bid; ecpm: number; tie: number }>();
  for (const bid of bids) {
    if (bid.maxBidMicros < reserveOf(bid)) continue;
    const ecpm = ecpmOf(bid.type, bid.maxBidMicros, bid.ctr);
    const current = bestOfAdvertiser.get(bid.advertiserId);
    const tie = random();
    if (!current || ecpm > current.ecpm || (ecpm === current.ecpm && tie > current.tie)) {
      bestOfAdvertiser.set(bid.advertiserId, { bid, ecpm, tie });
    }
  }
  const ranked = [...bestOfAdvertiser.values()].sort((a, b) => b.ecpm - a.ecpm || b.tie - a.tie);
  const winner = ranked[0];
  if (!winner) return null;
  const reserve = reserveOf(winner.bid);
  const runnerUp = ranked[1];
  let price = reserve;
  if (runnerUp) {
    const perUnit =
      winner.bid.type === 'impression' ? runnerUp.ecpm : runnerUp.ecpm / (winner.bid.ctr * 1000);
    const needed = BigInt(Math.ceil(perUnit / PRICE_STEP_MICROS)) * BigInt(PRICE_STEP_MICROS);
    if (needed > price) price = needed;
  }
  if (price > winner.bid.maxBidMicros) price = winner.bid.maxBidMicros;
  return { bid: winner.bid, priceMicros: price, ecpm: winner.ecpm };
}

/** Prior for the click-through rate of an ad with little history (0.5 %, worth 1,000 impressions). */
export const CTR_PRIOR = 0.005;
export const CTR_PRIOR_WEIGHT = 1000;

/** The ad's click-through rate from its own history, pulled towards the prior while the history is short. */
export function estimatedCtr(clicks: number, impressions: number): number {
  const safeClicks = Math.max(0, Math.min(clicks, impressions));
  return (safeClicks + CTR_PRIOR * CTR_PRIOR_WEIGHT) / (Math.max(0, impressions) + CTR_PRIOR_WEIGHT);
}
