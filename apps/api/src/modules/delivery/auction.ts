import type { AdType } from '@adportal/contracts';
import { ecpmOf, priceToKeepRank, reserveOf } from './ad-rank.ts';

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
  /** Expected value per thousand requests at the max bid (`ecpmOf`), computed once where the bid is made. */
  ecpm: number;
}

/** A bid with its expected value computed (`ecpmOf`: what the auction ranks by). */
export function bidOf(fields: Omit<Bid, 'ecpm'>): Bid {
  return { ...fields, ecpm: ecpmOf(fields.type, fields.maxBidMicros, fields.ctr) };
}

export interface AuctionResult {
  bid: Bid;
  /** What the winner pays per click (CPC) or per thousand impressions (CPM). */
  priceMicros: bigint;
  /** The winner's expected value per thousand requests (micro-USDT), for logs and tests. */
  ecpm: number;
}

/**
 * The auction of one ad request (docs/delivery.md, "The decision"). Bids whose max is under their reserve
 * cannot take part. Each advertiser enters with its best bid only, so nobody bids against themselves. Bids are
 * ranked by expected value per thousand requests at their max; ties go to `random` (0…1), so equal bidders
 * share the traffic. The winner pays a generalised second price: the least that keeps its rank over the
 * runner-up (rounded up to the cent), never below its reserve, never above its max.
 */
export function runAuction(bids: readonly Bid[], random: () => number = Math.random): AuctionResult | null {
  // Each advertiser's best bid is its highest (expected value, draw); the winner is the highest of those, so
  // the highest over all bids. Two passes, no per-auction map or sort: a slot is decided thousands of times a second.
  let winner: Bid | null = null;
  let winnerEcpm = 0;
  let winnerTie = 0;
  for (const bid of bids) {
    if (bid.maxBidMicros < reserveOf(bid.minBidMicros, bid.floorMicros)) continue;
    const { ecpm } = bid;
    const tie = random();
    if (!winner || ecpm > winnerEcpm || (ecpm === winnerEcpm && tie > winnerTie)) {
      winner = bid;
      winnerEcpm = ecpm;
      winnerTie = tie;
    }
  }
  if (!winner) return null;
  // The runner-up: the best expected value of any other advertiser.
  let runnerUp: number | null = null;
  for (const bid of bids) {
    if (bid.advertiserId === winner.advertiserId) continue;
    if (bid.maxBidMicros < reserveOf(bid.minBidMicros, bid.floorMicros)) continue;
    if (runnerUp === null || bid.ecpm > runnerUp) runnerUp = bid.ecpm;
  }
  const entrant = {
    type: winner.type,
    ctr: winner.ctr,
    reserveMicros: reserveOf(winner.minBidMicros, winner.floorMicros),
  };
  return {
    bid: winner,
    priceMicros: priceToKeepRank(entrant, winner.maxBidMicros, runnerUp),
    ecpm: winnerEcpm,
  };
}
