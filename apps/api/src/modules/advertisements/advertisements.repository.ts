import type { AdDisplay, AdSort, AdStatus, AdType } from '@adportal/contracts';
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import { readPage } from '../../db/read-page.ts';
import {
  adCategories,
  adImages,
  adSizes,
  adTargets,
  advertisements,
  advertisers,
  countries,
} from '../../db/schema/index.ts';
import { likePattern, likePrefixPattern } from '../../lib/sql-like.ts';
import { uuidPrefixRange } from '../../lib/uuid-prefix.ts';
import type { AdFigureSort, FigureOrder } from './ad-figure-order.ts';

export type AdRow = typeof advertisements.$inferSelect;
export type AdSizeRow = typeof adSizes.$inferSelect;
export type AdImageRow = typeof adImages.$inferSelect;
export type AdCategoryRow = typeof adCategories.$inferSelect;

/** An ad with what every view of it shows: its size, image, category and advertiser's name. */
export interface AdRecord {
  ad: AdRow;
  size: AdSizeRow;
  image: AdImageRow;
  category: AdCategoryRow;
  advertiserName: string;
}

export interface AdFilter {
  advertiserId?: string | undefined;
  search?: string | undefined;
  type?: AdType | undefined;
  status?: AdStatus | undefined;
  display?: AdDisplay | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function whereOf(filter: AdFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.advertiserId) conditions.push(eq(advertisements.advertiserId, filter.advertiserId));
  // A deleted ad is gone from every list unless asked for by status.
  conditions.push(
    filter.status ? eq(advertisements.status, filter.status) : ne(advertisements.status, 'deleted'),
  );
  if (filter.type) conditions.push(eq(advertisements.type, filter.type));
  if (filter.display) conditions.push(eq(advertisements.display, filter.display));
  if (filter.from) conditions.push(gte(advertisements.createdAt, filter.from));
  if (filter.to) conditions.push(lt(advertisements.createdAt, filter.to));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(advertisements.name, pattern), ilike(advertisements.redirectUrl, pattern)));
  }
  return and(...conditions);
}

const SORT_COLUMNS = {
  created_at: advertisements.createdAt,
  updated_at: advertisements.updatedAt,
  name: advertisements.name,
  status: advertisements.status,
  type: advertisements.type,
} satisfies Record<Exclude<AdSort, AdFigureSort>, AnyPgColumn>;

function selectRecords(db: Executor) {
  return db
    .select({
      ad: advertisements,
      size: adSizes,
      image: adImages,
      category: adCategories,
      advertiserName: advertisers.companyName,
    })
    .from(advertisements)
    .innerJoin(adSizes, eq(adSizes.id, advertisements.adSizeId))
    .innerJoin(adImages, eq(adImages.id, advertisements.imageId))
    .innerJoin(adCategories, eq(adCategories.id, advertisements.categoryId))
    .innerJoin(advertisers, eq(advertisers.id, advertisements.advertiserId));
}

/** How a page is sorted: by a column of the ad, or in a figure's order of ids (ad-figure-order.ts). */
export type AdOrder =
  | { sort: Exclude<AdSort, AdFigureSort>; order: 'asc' | 'desc' }
  | { figures: FigureOrder; order: 'asc' | 'desc' };

function orderOf(adOrder: AdOrder): SQL[] {
  const direction = adOrder.order === 'asc' ? asc : desc;
  if ('sort' in adOrder) return [direction(SORT_COLUMNS[adOrder.sort]), direction(advertisements.id)];
  // The ids are uuids read from the database: one array literal, whatever their number.
  const ids = `{${adOrder.figures.ids.join(',')}}`;
  const nulls = adOrder.figures.othersFirst ? sql`nulls first` : sql`nulls last`;
  return [
    sql`array_position(${ids}::uuid[], ${advertisements.id}) ${nulls}`,
    desc(advertisements.createdAt),
    desc(advertisements.id),
  ];
}

export async function pageAds(
  db: Executor,
  filter: AdFilter,
  paging: AdOrder & { page: number; pageSize: number },
): Promise<{ rows: AdRecord[]; total: number }> {
  const where = whereOf(filter);
  return readPage(
    selectRecords(db)
      .where(where)
      .orderBy(...orderOf(paging)),
    db.select({ value: count() }).from(advertisements).where(where),
    paging,
  );
}

export async function allAds(db: Executor, filter: AdFilter, limit: number): Promise<AdRecord[]> {
  return selectRecords(db)
    .where(whereOf(filter))
    .orderBy(desc(advertisements.createdAt), desc(advertisements.id))
    .limit(limit);
}

/** What the layout's search shows of an ad. */
export type AdSearchRow = Pick<AdRow, 'id' | 'name' | 'status' | 'type'>;

/**
 * The advertiser's ads (not deleted) whose name holds `search`, or whose id starts with it. The best match
 * first: the id, the whole name, the name's start, anywhere in the name; then the latest changed.
 */
export async function searchAds(
  db: Executor,
  advertiserId: string,
  search: string,
  limit: number,
): Promise<AdSearchRow[]> {
  const ids = uuidPrefixRange(search);
  const idMatches = ids ? between(advertisements.id, ids.low, ids.high) : undefined;
  const rank = sql`case
      when ${idMatches ?? sql`false`} then 0
      when lower(${advertisements.name}) = lower(${search}) then 1
      when ${advertisements.name} ilike ${likePrefixPattern(search)} then 2
      else 3 end`;
  return db
    .select({
      id: advertisements.id,
      name: advertisements.name,
      status: advertisements.status,
      type: advertisements.type,
    })
    .from(advertisements)
    .where(
      and(
        eq(advertisements.advertiserId, advertiserId),
        ne(advertisements.status, 'deleted'),
        or(ilike(advertisements.name, likePattern(search)), idMatches),
      ),
    )
    .orderBy(asc(rank), desc(advertisements.updatedAt), desc(advertisements.id))
    .limit(limit);
}

/** One ad (not deleted), of this advertiser only when one is given: another advertiser's ad is not found. */
export async function findAdRecord(
  db: Executor,
  id: string,
  advertiserId?: string,
): Promise<AdRecord | undefined> {
  const conditions = [eq(advertisements.id, id), ne(advertisements.status, 'deleted')];
  if (advertiserId) conditions.push(eq(advertisements.advertiserId, advertiserId));
  const [row] = await selectRecords(db)
    .where(and(...conditions))
    .limit(1);
  return row;
}

/** Locks the ad's row for a change of status, display, budget, schedule or bids. */
export async function lockAd(db: Executor, id: string, advertiserId?: string): Promise<AdRow | undefined> {
  const conditions = [eq(advertisements.id, id), ne(advertisements.status, 'deleted')];
  if (advertiserId) conditions.push(eq(advertisements.advertiserId, advertiserId));
  const [row] = await db
    .select()
    .from(advertisements)
    .where(and(...conditions))
    .limit(1)
    .for('update');
  return row;
}

export interface TargetStats {
  targets: number;
  activeTargets: number;
  cheapestActiveBidMicros: bigint | null;
}

export async function targetStatsOf(
  db: Executor,
  adIds: readonly string[],
): Promise<Map<string, TargetStats>> {
  const stats = new Map<string, TargetStats>();
  if (adIds.length === 0) return stats;
  const rows = await queryRows<{ id: string; targets: string; active: string; cheapest: string | null }>(
    db,
    sql`select advertisement_id as id, count(*)::text as targets,
          count(*) filter (where enabled)::text as active,
          (min(max_bid_micros) filter (where enabled))::text as cheapest
        from ad_targets where advertisement_id in (${sql.join(
          adIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) group by advertisement_id`,
  );
  for (const row of rows) {
    stats.set(row.id, {
      targets: Number(row.targets),
      activeTargets: Number(row.active),
      cheapestActiveBidMicros: row.cheapest === null ? null : BigInt(row.cheapest),
    });
  }
  return stats;
}

export interface AdSpend {
  todayMicros: bigint;
  sinceBudgetStartMicros: bigint;
  totalMicros: bigint;
}

/** Spend per ad that was not voided (settled or not): today, since its budget started, and in all. */
export async function spendOf(
  db: Executor,
  adIds: readonly string[],
  today: string,
): Promise<Map<string, AdSpend>> {
  const spend = new Map<string, AdSpend>();
  if (adIds.length === 0) return spend;
  const rows = await queryRows<{ id: string; today: string; since: string; total: string }>(
    db,
    sql`select s.advertisement_id as id,
          coalesce(sum(s.amount_micros) filter (where s.spend_date = ${today}::date), 0)::text as today,
          coalesce(sum(s.amount_micros) filter (where a.budget_start is not null and s.spend_date >= a.budget_start), 0)::text as since,
          coalesce(sum(s.amount_micros), 0)::text as total
        from spend_entries s join advertisements a on a.id = s.advertisement_id
        where s.voided_at is null and s.advertisement_id in (${sql.join(
          adIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        group by s.advertisement_id`,
  );
  for (const row of rows) {
    spend.set(row.id, {
      todayMicros: BigInt(row.today),
      sinceBudgetStartMicros: BigInt(row.since),
      totalMicros: BigInt(row.total),
    });
  }
  return spend;
}

export type AdChanges = Partial<typeof advertisements.$inferInsert>;

export async function insertAd(db: Executor, values: typeof advertisements.$inferInsert): Promise<AdRow> {
  const [row] = await db.insert(advertisements).values(values).returning();
  return row!;
}

export async function updateAd(db: Executor, id: string, changes: AdChanges): Promise<AdRow> {
  const [row] = await db.update(advertisements).set(changes).where(eq(advertisements.id, id)).returning();
  return row!;
}

// ---- what an ad refers to ----

export async function findAdSize(db: Executor, id: string): Promise<AdSizeRow | undefined> {
  const [row] = await db.select().from(adSizes).where(eq(adSizes.id, id)).limit(1);
  return row;
}

export async function findAdCategory(db: Executor, id: string): Promise<AdCategoryRow | undefined> {
  const [row] = await db.select().from(adCategories).where(eq(adCategories.id, id)).limit(1);
  return row;
}

/** Which of these country codes are active. */
export async function activeCountryCodes(db: Executor, codes: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ code: countries.code })
    .from(countries)
    .where(and(inArray(countries.code, [...codes]), eq(countries.status, 'active')));
  return new Set(rows.map((row) => row.code));
}

// ---- images ----

export async function insertAdImage(db: Executor, values: typeof adImages.$inferInsert): Promise<AdImageRow> {
  const [row] = await db.insert(adImages).values(values).returning();
  return row!;
}

/** One uploaded image; of this advertiser only when one is given. */
export async function findAdImage(
  db: Executor,
  id: string,
  advertiserId?: string,
): Promise<AdImageRow | undefined> {
  const conditions = [eq(adImages.id, id)];
  if (advertiserId) conditions.push(eq(adImages.advertiserId, advertiserId));
  const [row] = await db
    .select()
    .from(adImages)
    .where(and(...conditions))
    .limit(1);
  return row;
}

/** An image by the SHA-256 of its stored bytes: rows with the same bytes are interchangeable, so any one. */
export async function findAdImageByDigest(db: Executor, sha256: string): Promise<AdImageRow | undefined> {
  const [row] = await db.select().from(adImages).where(eq(adImages.sha256, sha256)).limit(1);
  return row;
}

/** Whether the advertiser has an ad (not deleted), and one with a bid (the getting-started checklist). */
export async function adSetupProgress(
  db: Executor,
  advertiserId: string,
): Promise<{ advertisement: boolean; bid: boolean }> {
  const live = and(eq(advertisements.advertiserId, advertiserId), ne(advertisements.status, 'deleted'));
  const [[ad], [bid]] = await Promise.all([
    db.select({ id: advertisements.id }).from(advertisements).where(live).limit(1),
    db
      .select({ id: adTargets.id })
      .from(advertisements)
      .innerJoin(adTargets, eq(adTargets.advertisementId, advertisements.id))
      .where(live)
      .limit(1),
  ]);
  return { advertisement: ad !== undefined, bid: bid !== undefined };
}

/**
 * Ads whose run ended on one of the days `from`…`to` (their budget's last day) while approved and online: the
 * ad server stopped them for their schedule.
 */
export function adsWhoseRunEnded(db: Executor, from: string, to: string) {
  return db
    .select({
      id: advertisements.id,
      advertiserId: advertisements.advertiserId,
      name: advertisements.name,
      budgetEnd: advertisements.budgetEnd,
    })
    .from(advertisements)
    .where(
      and(
        eq(advertisements.status, 'approved'),
        eq(advertisements.display, 'online'),
        gte(advertisements.budgetEnd, from),
        lte(advertisements.budgetEnd, to),
      ),
    );
}
