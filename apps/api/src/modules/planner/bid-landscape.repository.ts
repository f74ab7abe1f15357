import type { AdType, TargetType } from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

export interface LandscapeKey {
  targetType: TargetType;
  targetId: string;
  type: AdType;
  /** Only ads of this size compete for the same slot; all sizes when absent. */
  adSizeId?: string | undefined;
  /** The asking advertiser's own bids are not competition. */
  excludeAdvertiserId?: string | undefined;
}

/** Max bids of the enabled targets of approved, online ads on one keyword or website: the bid landscape. */
export async function competingMaxBids(db: Executor, key: LandscapeKey): Promise<bigint[]> {
  const column = key.targetType === 'keyword' ? sql`t.keyword_id` : sql`t.website_id`;
  const rows = await queryRows<{ bid: string }>(
    db,
    sql`select t.max_bid_micros::text as bid
        from ad_targets t join advertisements a on a.id = t.advertisement_id
        where ${column} = ${key.targetId}::uuid and t.enabled
          and a.status = 'approved' and a.display = 'online' and a.type = ${key.type}
          ${key.adSizeId ? sql`and a.ad_size_id = ${key.adSizeId}::uuid` : sql``}
          ${key.excludeAdvertiserId ? sql`and a.advertiser_id <> ${key.excludeAdvertiserId}::uuid` : sql``}`,
  );
  return rows.map((row) => BigInt(row.bid));
}
