import type { AdType } from '@adportal/contracts';
import type { TargetRef } from '../catalogue/target-key.ts';
import type { AdRankService } from '../delivery/ad-rank.service.ts';
import { entrantOf, type SlotLandscape } from './bid-landscape.ts';

export interface SlotAsk {
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

/** The live bid landscape, as the ad server's auction ranks it (reached through the delivery module's service). */
export class BidLandscapeService {
  constructor(private readonly adRank: AdRankService) {}

  async slot(ask: SlotAsk): Promise<SlotLandscape> {
    return (await this.slots([ask]))[0]!;
  }

  async slots(asks: readonly SlotAsk[]): Promise<SlotLandscape[]> {
    const standing = await this.adRank.standing();
    return asks.map((ask) => ({
      entrant: entrantOf(ask.type, standing.ctrOf(ask.adId), ask.reserveMicros),
      rivals: standing.rivals(ask.ref, ask.adSizeId, ask.advertiserId),
    }));
  }
}
