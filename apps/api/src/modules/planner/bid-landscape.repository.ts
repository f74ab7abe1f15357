import type { AdType } from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { TargetRef } from '../catalogue/target-key.ts';
import { type CompetingBid, type LandscapeKey, landscapeOf } from './bid-landscape.ts';

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The competing bids on many keywords and websites in one query (pages of targets, the ads helper), for
 * every ad type and size; `landscapeOf` picks one slot's max bids from them.
 */
export async function competingBids(
  db: Executor,
  refs: readonly TargetRef[],
  excludeAdvertiserId?: string,
): Promise<CompetingBid[]> {
  const keywordIds = [...new Set(refs.filter((r) => r.targetType === 'keyword').map((r) => r.targetId))];
  const websiteIds = [...new Set(refs.filter((r) => r.targetType === 'website').map((r) => r.targetId))];
  const matches = [
    ...(keywordIds.length ? [sql`t.keyword_id in (${uuidList(keywordIds)})`] : []),
    ...(websiteIds.length ? [sql`t.website_id in (${uuidList(websiteIds)})`] : []),
  ];
  if (matches.length === 0) return [];
  const rows = await queryRows<{ key: string; type: AdType; ad_size_id: string; bid: string }>(
    db,
    sql`select case when t.keyword_id is not null then 'keyword:' || t.keyword_id::text
                    else 'website:' || t.website_id::text end as key,
               a.type, a.ad_size_id::text as ad_size_id, t.max_bid_micros::text as bid
        from ad_targets t join advertisements a on a.id = t.advertisement_id
        where (${sql.join(matches, sql` or `)}) and t.enabled
          and a.status = 'approved' and a.display = 'online'
          ${excludeAdvertiserId ? sql`and a.advertiser_id <> ${excludeAdvertiserId}::uuid` : sql``}`,
  );
  return rows.map((row) => ({
    key: row.key,
    type: row.type,
    adSizeId: row.ad_size_id,
    maxBidMicros: BigInt(row.bid),
  }));
}

/** The bid landscape of one keyword or website. */
export async function competingMaxBids(db: Executor, key: LandscapeKey): Promise<bigint[]> {
  return landscapeOf(await competingBids(db, [key], key.excludeAdvertiserId), key);
}
