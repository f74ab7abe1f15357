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
  const bestOfAdvertiser = new Map<string, { bid: Bid; ecpm: number; tie: number }>();
  for (const bid of bids) {
    if (bid.maxBidMicros < reserveOf(bid.minBidMicros, bid.floorMicros)) continue;
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
  const { bid } = winner;
  const entrant = {
    type: bid.type,
    ctr: bid.ctr,
    reserveMicros: reserveOf(bid.minBidMicros, bid.floorMicros),
  };
  const price = priceToKeepRank(entrant, bid.maxBidMicros, ranked[1]?.ecpm ?? null);
  return { bid, priceMicros: price, ecpm: winner.ecpm };
}
