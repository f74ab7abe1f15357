import type { Executor } from '../../db/client.ts';
import type { TargetRef } from '../catalogue/target-key.ts';
import { competingBids, competingMaxBids } from './bid-landscape.repository.ts';
import type { CompetingBid, LandscapeKey } from './bid-landscape.ts';

/** The live bid landscape: what other advertisers bid on keywords and websites right now. */
export class BidLandscapeService {
  /** The competing bids on many keywords and websites in one query; `landscapeOf` picks one slot's. */
  competingBids(
    db: Executor,
    refs: readonly TargetRef[],
    excludeAdvertiserId?: string,
  ): Promise<CompetingBid[]> {
    return competingBids(db, refs, excludeAdvertiserId);
  }

  /** The max bids competing for one keyword or website, ad type and (optionally) ad size. */
  competingMaxBids(db: Executor, key: LandscapeKey): Promise<bigint[]> {
    return competingMaxBids(db, key);
  }
}
