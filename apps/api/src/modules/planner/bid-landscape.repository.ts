import type { AdType, TargetType } from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

/** A keyword or website of the catalogue, as bids refer to it. */
export interface TargetRef {
  targetType: TargetType;
  targetId: string;
}

export const targetKey = (ref: TargetRef) => `${ref.targetType}:${ref.targetId}`;

/** One competing bid: the max bid of an enabled target of an approved, online ad. */
export interface CompetingBid {
  key: string;
  type: AdType;
  adSizeId: string;
  maxBidMicros: bigint;
}

export interface LandscapeKey extends TargetRef {
  type: AdType;
  /** Only ads of this size compete for the same slot; all sizes when absent. */
  adSizeId?: string | undefined;
  /** The asking advertiser's own bids are not competition. */
  excludeAdvertiserId?: string | undefined;
}

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

/** The max bids competing for one keyword or website, ad type and (optionally) ad size. */
export function landscapeOf(bids: readonly CompetingBid[], key: LandscapeKey): bigint[] {
  const wanted = targetKey(key);
  return bids
    .filter(
      (entry) =>
        entry.key === wanted &&
        entry.type === key.type &&
        (key.adSizeId === undefined || entry.adSizeId === key.adSizeId),
    )
    .map((entry) => entry.maxBidMicros);
}

/** The bid landscape of one keyword or website. */
export async function competingMaxBids(db: Executor, key: LandscapeKey): Promise<bigint[]> {
  return landscapeOf(await competingBids(db, [key], key.excludeAdvertiserId), key);
}
