import type { AdType } from '@adportal/contracts';
import type { TargetRef } from '../catalogue/target-key.ts';

// What the ads module asks of the auction. The ad server (modules/delivery) serves the ads and the planner reads
// them, so both stand above this module: their services are passed in through these interfaces, which
// AdRankService and BidLandscapeService fulfil (services.ts wires them).

/** One live bid of an ad, ranked against its slot's rivals now. */
export interface TargetRank {
  targetId: string;
  /** Its expected value is above every rival's on its keyword or website, for its ad size. */
  wins: boolean;
  /** The lowest max bid that would win the slot now. */
  bidToWinMicros: bigint;
  /** Below this max bid the bid cannot enter an auction (its reserve, in 0.1 steps). */
  minimumMicros: bigint;
}

/** What the auction makes of an ad now (only ads that may serve are asked). */
export interface AdRank {
  /** 'serving': won impressions lately; 'limited_by_rank': no live bid wins its slot; 'no_traffic': a bid
   *  wins its slot but no impression came lately (no page asked for the slot). */
  state: 'serving' | 'limited_by_rank' | 'no_traffic';
  /** The lowest max bid that would win one of its slots (set when limited by rank). */
  bidToWinMicros: bigint | null;
  targets: TargetRank[];
}

/** The auction's ranks of ads that may serve (the delivery module's AdRankService). */
export interface AdRanks {
  ranksOf(ads: readonly { id: string; advertiserId: string }[]): Promise<Map<string, AdRank>>;
}

/** A bid asking what wins its slot now. */
export interface BidAsk {
  ref: TargetRef;
  type: AdType;
  /** Below this max bid the bid cannot enter: the default minimum for the ad type (a new bid), or an existing
   *  bid's reserve (the higher of its own min and that default). */
  reserveMicros: bigint;
  /** Only ads of this size compete for the same slot; every size when null (the planner list). */
  adSizeId: string | null;
  /** The asking advertiser: its own bids are not competition (nobody bids against themselves). */
  advertiserId: string;
  /** The asking ad, whose own CTR the auction weighs; null for a new ad (the prior). */
  adId: string | null;
}

/** The advised max bids (the planner's BidLandscapeService). */
export interface BidAdvisor {
  /** For each ask, the lowest max bid that wins its slot now (docs/advertisements.md). */
  advice(asks: readonly BidAsk[]): Promise<bigint[]>;
}
