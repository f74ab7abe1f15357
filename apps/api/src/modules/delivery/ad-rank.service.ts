import type { Database } from '../../db/client.ts';
import type { AdRank, AdRanks, TargetRank } from '../advertisements/auction-ports.ts';
import type { TargetRef } from '../catalogue/target-key.ts';
import { targetKey } from '../catalogue/target-key.ts';
import { adsWithImpressionsSince } from './ad-rank.repository.ts';
import { bidToWin, CTR_PRIOR, type Entrant, minimumBid, reserveOf } from './ad-rank.ts';
import type { RivalBid } from './delivery-index.ts';
import type { DeliveryIndexKeeper } from './delivery-index-keeper.ts';

/** An ad "serves" when it had an impression counted in the current or the previous clock hour. */
const SERVING_WINDOW_MS = 3_600_000;

export interface AuctionStanding {
  /** Each rival advertiser's best bid on a keyword or website that may serve now, for one ad size (all when null). */
  rivals(ref: TargetRef, adSizeId: string | null, advertiserId: string | null): RivalBid[];
  /** The CTR the auction ranks this ad with (its history against the prior); a new ad's (null) is the prior. */
  ctrOf(adId: string | null): number;
}

export interface AdRankDeps {
  db: Database;
  keeper: DeliveryIndexKeeper;
  now: () => Date;
}

/**
 * The auction's ranking, read for people: the rivals of a slot, an ad's rank on each of its bids and whether
 * it served lately. Everything comes from the ad server's own index and `ad-rank.ts`, so the advice, the
 * planners, an ad's status and the ads helper say what the auction does (docs/delivery.md, "Estimates").
 */
export class AdRankService implements AdRanks {
  constructor(private readonly deps: AdRankDeps) {}

  /**
   * A reader of the auction as it stands now (the index with every committed change): the rivals of a slot and
   * the CTR an ad is ranked with. One read of the change counter, however many slots are asked.
   */
  async standing(): Promise<AuctionStanding> {
    const index = await this.deps.keeper.fresh();
    const clock = this.deps.keeper.clockNow();
    return {
      rivals: (ref, adSizeId, advertiserId) => index.rivalsOn(targetKey(ref), adSizeId, advertiserId, clock),
      ctrOf: (adId) => (adId === null ? CTR_PRIOR : (index.ads.get(adId)?.ctr ?? CTR_PRIOR)),
    };
  }

  /** For ads that may serve: served lately, or limited by rank (with the bid that wins), or waiting for traffic. */
  async ranksOf(ads: readonly { id: string; advertiserId: string }[]): Promise<Map<string, AdRank>> {
    const ranks = new Map<string, AdRank>();
    if (ads.length === 0) return ranks;
    const index = await this.deps.keeper.fresh();
    const clock = this.deps.keeper.clockNow();
    const since = new Date(this.deps.now().getTime() - SERVING_WINDOW_MS);
    since.setUTCMinutes(0, 0, 0);
    const viewed = await adsWithImpressionsSince(
      this.deps.db,
      ads.map((ad) => ad.id),
      since,
    );
    for (const ad of ads) {
      const targets: TargetRank[] = [];
      for (const target of index.liveTargetsOf(ad.id)) {
        const bid = target;
        const entrant: Entrant = {
          type: bid.type,
          ctr: bid.ctr,
          reserveMicros: reserveOf(bid.minBidMicros, bid.floorMicros),
        };
        const rivals = index
          .rivalsOn(target.refKey, target.ad.adSizeId, ad.advertiserId, clock)
          .map((rival) => rival.ecpm);
        const toWin = bidToWin(entrant, rivals);
        targets.push({
          targetId: target.id,
          wins: rivals.every((rival) => target.ecpm > rival),
          bidToWinMicros: toWin,
          minimumMicros: minimumBid(entrant),
        });
      }
      const winning = targets.some((target) => target.wins);
      const cheapestWin = targets.reduce<bigint | null>(
        (least, target) => (least === null || target.bidToWinMicros < least ? target.bidToWinMicros : least),
        null,
      );
      ranks.set(ad.id, {
        state: viewed.has(ad.id)
          ? 'serving'
          : winning || targets.length === 0
            ? 'no_traffic'
            : 'limited_by_rank',
        bidToWinMicros: winning ? null : cheapestWin,
        targets,
      });
    }
    return ranks;
  }
}
