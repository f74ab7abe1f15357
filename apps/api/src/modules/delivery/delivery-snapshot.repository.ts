import type {
  AdDisplay,
  AdImageFormat,
  AdStatus,
  AdType,
  BudgetPeriod,
  TargetType,
} from '@adportal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../../db/client.ts';
import type { StoredSchedule } from '../../db/schema/index.ts';

/*
 * The delivery index's read model: everything that decides which ad a slot gets, read in a few set queries
 * (never one per ad). It reads the tables of ads, catalogue and ledger as one snapshot; writes stay with
 * their modules.
 */

export interface SnapshotAd {
  id: string;
  advertiserId: string;
  type: AdType;
  name: string;
  redirectUrl: string;
  status: AdStatus;
  display: AdDisplay;
  allCountries: boolean;
  countries: string[];
  schedule: StoredSchedule;
  budgetMicros: bigint | null;
  budgetPeriod: BudgetPeriod | null;
  budgetStart: string | null;
  budgetEnd: string | null;
  adSizeId: string;
  width: number;
  height: number;
  imageSha256: string;
  imageFormat: AdImageFormat;
}

export interface SnapshotTarget {
  id: string;
  adId: string;
  targetType: TargetType;
  websiteId: string | null;
  keywordId: string | null;
  keyword: string | null;
  minBidMicros: bigint;
  maxBidMicros: bigint;
  floorMicros: bigint;
}

export interface SnapshotSite {
  id: string;
  domain: string;
  siteKey: string;
}

const PAGE_ROWS = 2000;

/**
 * A query's rows in pages of `PAGE_ROWS` through a cursor, each page mapped as it arrives: no single parse or
 * map of 50,000 rows holds the event loop, and one plan serves every page. Needs a transaction (`readSnapshot`).
 */
async function inPages<Row, Out>(
  tx: Executor,
  cursor: string,
  query: SQL,
  map: (row: Row) => Out,
): Promise<Out[]> {
  await tx.execute(sql`declare ${sql.identifier(cursor)} no scroll cursor for ${query}`);
  const out: Out[] = [];
  for (;;) {
    const page = await queryRows<Row>(
      tx,
      sql`fetch forward ${sql.raw(String(PAGE_ROWS))} from ${sql.identifier(cursor)}`,
    );
    for (const row of page) out.push(map(row));
    if (page.length < PAGE_ROWS) break;
  }
  await tx.execute(sql`close ${sql.identifier(cursor)}`);
  return out;
}

/**
 * What the index is built from: three cursors read at once, each in a read-only transaction of its own on its own
 * connection (a rebuild's wall time is what a change waits for). Each query sees one committed state; a change
 * committed between them has moved `delivery_state.version`, read before, so the next rebuild repairs the mix.
 */
export async function readSnapshot(db: Database): Promise<{
  ads: SnapshotAd[];
  targets: SnapshotTarget[];
  sites: SnapshotSite[];
}> {
  const readOnly = { accessMode: 'read only' } as const;
  const [ads, targets, sites] = await Promise.all([
    db.transaction((tx) => approvedAds(tx), readOnly),
    db.transaction((tx) => liveTargets(tx), readOnly),
    activeSites(db),
  ]);
  return { ads, targets, sites };
}

/** Approved ads (the only ones that can serve) with their size and image; in a transaction (`inPages`). */
async function approvedAds(tx: Executor): Promise<SnapshotAd[]> {
  return inPages<Record<string, unknown>, SnapshotAd>(
    tx,
    'delivery_ads',
    sql`select a.id, a.advertiser_id, a.type, a.name, a.redirect_url, a.status, a.display, a.all_countries,
          a.countries, a.schedule, a.budget_micros::text as budget_micros, a.budget_period,
          a.budget_start::text as budget_start, a.budget_end::text as budget_end, s.id as ad_size_id, s.width,
          s.height,
          i.sha256, i.format
        from advertisements a
        join ad_sizes s on s.id = a.ad_size_id
        join ad_images i on i.id = a.image_id
        where a.status = 'approved'`,
    (row) => ({
      id: row.id as string,
      advertiserId: row.advertiser_id as string,
      type: row.type as AdType,
      name: row.name as string,
      redirectUrl: row.redirect_url as string,
      status: row.status as AdStatus,
      display: row.display as AdDisplay,
      allCountries: row.all_countries as boolean,
      countries: (row.countries as string[] | null) ?? [],
      schedule: (typeof row.schedule === 'string'
        ? JSON.parse(row.schedule)
        : row.schedule) as StoredSchedule,
      budgetMicros: row.budget_micros === null ? null : BigInt(row.budget_micros as string),
      budgetPeriod: row.budget_period as BudgetPeriod | null,
      budgetStart: row.budget_start as string | null,
      budgetEnd: row.budget_end as string | null,
      adSizeId: row.ad_size_id as string,
      width: Number(row.width),
      height: Number(row.height),
      imageSha256: row.sha256 as string,
      imageFormat: row.format as AdImageFormat,
    }),
  );
}

interface TargetRow {
  id: string;
  advertisement_id: string;
  target_type: TargetType;
  website_id: string | null;
  keyword_id: string | null;
  keyword: string | null;
  min_bid: string;
  max_bid: string;
  floor: string;
}

/** Enabled bids of approved ads on active keywords and websites, with the catalogue's minimum for the ad type. */
async function liveTargets(tx: Executor): Promise<SnapshotTarget[]> {
  return inPages<TargetRow, SnapshotTarget>(
    tx,
    'delivery_targets',
    sql`select t.id, t.advertisement_id, t.target_type, w.id as website_id, k.id as keyword_id,
          lower(k.keyword) as keyword,
          t.min_bid_micros::text as min_bid, t.max_bid_micros::text as max_bid,
          (case when a.type = 'click' then coalesce(k.min_cpc_micros, w.min_cpc_micros)
                else coalesce(k.min_cpm_micros, w.min_cpm_micros) end)::text as floor
        from ad_targets t
        join advertisements a on a.id = t.advertisement_id and a.status = 'approved'
        left join keywords k on k.id = t.keyword_id and k.status = 'active'
        left join websites w on w.id = t.website_id and w.status = 'active'
        where t.enabled and (k.id is not null or w.id is not null)`,
    (row) => ({
      id: row.id,
      adId: row.advertisement_id,
      targetType: row.target_type,
      websiteId: row.website_id,
      keywordId: row.keyword_id,
      keyword: row.keyword,
      minBidMicros: BigInt(row.min_bid),
      maxBidMicros: BigInt(row.max_bid),
      floorMicros: BigInt(row.floor),
    }),
  );
}

async function activeSites(db: Executor): Promise<SnapshotSite[]> {
  return queryRows<SnapshotSite>(
    db,
    sql`select id, domain, site_key as "siteKey" from websites where status = 'active'`,
  );
}

export interface BudgetSpend {
  todayMicros: bigint;
  sinceStartMicros: bigint;
}

/** What each approved ad with a budget has spent today and since its budget started (void spend excluded). */
export async function budgetSpend(db: Executor, today: string): Promise<Map<string, BudgetSpend>> {
  const rows = await queryRows<{ id: string; today: string; since: string }>(
    db,
    sql`select e.advertisement_id as id,
          coalesce(sum(e.amount_micros) filter (where e.spend_date = ${today}::date), 0)::text as today,
          coalesce(sum(e.amount_micros) filter (where e.spend_date >= a.budget_start), 0)::text as since
        from advertisements a
        join spend_entries e on e.advertisement_id = a.id and e.voided_at is null
          and e.spend_date >= least(a.budget_start, ${today}::date)
        where a.status = 'approved' and a.budget_micros is not null
        group by e.advertisement_id`,
  );
  return new Map(
    rows.map((row) => [row.id, { todayMicros: BigInt(row.today), sinceStartMicros: BigInt(row.since) }]),
  );
}

/**
 * Clicks and impressions of each approved ad over the last 30 days: its click-through rate. Read in cursor pages
 * like the snapshot (one row per ad, each counting its history: no single long step on the event loop).
 */
export async function recentPerformance(
  db: Database,
): Promise<Map<string, { clicks: number; impressions: number }>> {
  const performance = new Map<string, { clicks: number; impressions: number }>();
  await db.transaction(
    (tx) =>
      inPages<{ id: string; clicks: string; impressions: string }, void>(
        tx,
        'delivery_performance',
        sql`select a.id,
          (select count(*) from clicks c where c.advertisement_id = a.id and c.status = 'success'
             and c.clicked_at > now() - interval '30 days')::text as clicks,
          (select coalesce(sum(i.impressions), 0) from impression_counts i where i.advertisement_id = a.id
             and i.hour > now() - interval '30 days')::text as impressions
        from advertisements a where a.status = 'approved'`,
        (row) => {
          performance.set(row.id, { clicks: Number(row.clicks), impressions: Number(row.impressions) });
        },
      ),
    { accessMode: 'read only' },
  );
  return performance;
}

/** The addresses each advertiser's own people signed in from lately (their clicks are not charged). */
export async function teamAddresses(db: Executor): Promise<Map<string, Set<string>>> {
  const rows = await queryRows<{ advertiser_id: string; ip: string }>(
    db,
    sql`select distinct u.advertiser_id, s.ip from sessions s join users u on u.id = s.user_id
        where u.advertiser_id is not null and s.ip is not null and s.impersonator_user_id is null
          and s.created_at > now() - interval '30 days'`,
  );
  const byAdvertiser = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = byAdvertiser.get(row.advertiser_id) ?? new Set<string>();
    set.add(row.ip);
    byAdvertiser.set(row.advertiser_id, set);
  }
  return byAdvertiser;
}

export async function deliveryVersion(db: Executor): Promise<bigint> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select version::text from delivery_state where id = 1`,
  );
  return BigInt(row?.version ?? '0');
}
