import type { BidAdvisor, BidAsk } from '../advertisements/auction-ports.ts';
import type { AdRankService } from '../delivery/ad-rank.service.ts';
import { entrantOf, type SlotLandscape, summarizeLandscape } from './bid-landscape.ts';

/** The live bid landscape, as the ad server's auction ranks it (reached through the delivery module's service). */
export class BidLandscapeService implements BidAdvisor {
  constructor(
    private readonly deps: {
      adRank: AdRankService;
    },
  ) {}

  async slot(ask: BidAsk): Promise<SlotLandscape> {
    return (await this.slots([ask]))[0]!;
  }

  /** The advised max bid of each slot: the lowest that wins it now (what the bid dialog shows). */
  async advice(asks: readonly BidAsk[]): Promise<bigint[]> {
    return (await this.slots(asks)).map((landscape) => summarizeLandscape(landscape).advice);
  }

  async slots(asks: readonly BidAsk[]): Promise<SlotLandscape[]> {
    const standing = await this.deps.adRank.standing();
    return asks.map((ask) => ({
      entrant: entrantOf(ask.type, standing.ctrOf(ask.adId), ask.reserveMicros),
      rivals: standing.rivals(ask.ref, ask.adSizeId, ask.advertiserId),
    }));
  }
}
