import type { AdType, ClickStatus, DeviceType, TargetType, VoidReason } from '@adportal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

/** Sums of the rollup columns, as text (bigints stay exact on both drivers). */
export interface FigureSums {
  impressions: string;
  clicks: string;
  void_clicks: string;
  void_impressions: string;
  charged_clicks: string;
  paid_impressions: string;
  click_spend: string;
  impression_spend: string;
}

const SUMS = sql`coalesce(sum(impressions), 0)::text as impressions, coalesce(sum(clicks), 0)::text as clicks,
  coalesce(sum(void_clicks), 0)::text as void_clicks, coalesce(sum(charged_clicks), 0)::text as charged_clicks,
  coalesce(sum(void_impressions), 0)::text as void_impressions,
  coalesce(sum(paid_impressions), 0)::text as paid_impressions,
  coalesce(sum(click_spend_micros), 0)::text as click_spend,
  coalesce(sum(impression_spend_micros), 0)::text as impression_spend`;

/** Platform days `from`…`to` inclusive; no lower bound when `from` is null. */
export interface DayRange {
  from: string | null;
  to: string;
}

const inRange = (range: DayRange, column = sql`day`) =>
  range.from
    ? sql`${column} between ${range.from}::date and ${range.to}::date`
    : sql`${column} <= ${range.to}::date`;

/** An advertiser's totals over a range (report_advertiser_days). */
export async function advertiserTotals(
  db: Executor,
  advertiserId: string,
  range: DayRange,
): Promise<FigureSums> {
  const [row] = await queryRows<FigureSums>(
    db,
    sql`select ${SUMS} from report_advertiser_days where advertiser_id = ${advertiserId}::uuid and ${inRange(range)}`,
  );
  return row!;
}

export type AdFigureSums = FigureSums & { advertisement_id: string };

/** Each of an advertiser's ads that delivered over a range, with its sums (report_days). */
export async function adFigureSums(
  db: Executor,
  advertiserId: string,
  range: DayRange,
): Promise<AdFigureSums[]> {
  return queryRows<AdFigureSums>(
    db,
    sql`select advertisement_id::text as advertisement_id, ${SUMS} from report_days
        where advertiser_id = ${advertiserId}::uuid and ${inRange(range)} group by advertisement_id`,
  );
}

export type DayFigures = FigureSums & { day: string };

/** An advertiser's figures per day over a range, oldest first. */
export async function advertiserDays(
  db: Executor,
  advertiserId: string,
  range: DayRange,
): Promise<DayFigures[]> {
  return queryRows<DayFigures>(
    db,
    sql`select day::text as day, ${SUMS} from report_advertiser_days
        where advertiser_id = ${advertiserId}::uuid and ${inRange(range)} group by day order by day`,
  );
}

export type HourFigures = FigureSums & { hour: string };

/**
 * An advertiser's (or one ad's) figures per hour of one platform day, from the raw rows: a day is small, and
 * the hour is the platform's wall-clock hour (`hour` is YYYY-MM-DDTHH).
 */
export async function hoursOfDay(
  db: Executor,
  scope: { advertiserId: string; advertisementId?: string },
  bounds: { start: Date; end: Date },
  timeZone: string,
): Promise<HourFigures[]> {
  const start = bounds.start.toISOString();
  const end = bounds.end.toISOString();
  const adFilter = (column: SQL) =>
    scope.advertisementId ? sql`and ${column} = ${scope.advertisementId}::uuid` : sql``;
  return queryRows<HourFigures>(
    db,
    sql`with facts as (
          select to_char(clicked_at at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24') as hour, 0 as impressions,
            1 as clicks, (status = 'void')::int as void_clicks, (status = 'success' and price_micros > 0)::int as charged_clicks,
            0 as paid_impressions, case when status = 'success' then price_micros else 0 end as click_spend_micros,
            0 as impression_spend_micros, 0 as void_impressions
          from clicks where advertiser_id = ${scope.advertiserId}::uuid ${adFilter(sql`advertisement_id`)}
            and clicked_at >= ${start}::timestamptz and clicked_at < ${end}::timestamptz
          union all
          select to_char(hour at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24'), impressions, 0, 0, 0,
            case when charged_micros <> 0 then impressions else 0 end, 0, charged_micros, 0
          from impression_counts where advertiser_id = ${scope.advertiserId}::uuid ${adFilter(sql`advertisement_id`)}
            and hour >= ${start}::timestamptz and hour < ${end}::timestamptz
          union all
          select to_char(hour at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24'), 0, 0, 0, 0, 0, 0, 0, impressions
          from impression_voids where advertiser_id = ${scope.advertiserId}::uuid ${adFilter(sql`advertisement_id`)}
            and hour >= ${start}::timestamptz and hour < ${end}::timestamptz
        )
        select hour, ${SUMS} from facts group by hour order by hour`,
  );
}

/** Rollup rows filtered by what the click report can filter on (everything but the IP and the time of day). */
export interface RollupFilter {
  advertiserId: string;
  range: DayRange;
  advertisementId?: string | undefined;
  targetType?: TargetType | undefined;
  siteId?: string | undefined;
}

function rollupWhere(filter: RollupFilter): SQL {
  const parts = [sql`r.advertiser_id = ${filter.advertiserId}::uuid`, inRange(filter.range, sql`r.day`)];
  if (filter.advertisementId) parts.push(sql`r.advertisement_id = ${filter.advertisementId}::uuid`);
  if (filter.targetType) parts.push(sql`r.target_type = ${filter.targetType}`);
  if (filter.siteId) parts.push(sql`r.site_id = ${filter.siteId}::uuid`);
  return sql.join(parts, sql` and `);
}

/**
 * Totals of the rows a filter matches. Without an ad, target type or site the advertiser's day rows answer: a
 * row a day, not the thousands of ad × target × site rows of a busy range.
 */
export async function rollupTotals(db: Executor, filter: RollupFilter): Promise<FigureSums> {
  const table =
    filter.advertisementId || filter.targetType || filter.siteId
      ? sql`report_days`
      : sql`report_advertiser_days`;
  const [row] = await queryRows<FigureSums>(
    db,
    sql`select ${SUMS} from ${table} r where ${rollupWhere(filter)}`,
  );
  return row!;
}

/**
 * Distinct ads with delivery, per day (the day expense list's "ads") or over the whole range (day null). Each of
 * the advertiser's ads is probed through (advertisement_id, day) — a few index lookups, not every rollup row of
 * the range.
 */
export async function adsPerDay(
  db: Executor,
  advertiserId: string,
  days: readonly string[] | DayRange,
): Promise<Map<string | null, number>> {
  const delivered = (day: SQL) => sql`exists (select 1 from report_days r
    where r.advertisement_id = a.id and r.advertiser_id = a.advertiser_id and ${day}
      and (r.impressions > 0 or r.clicks > 0 or r.void_impressions > 0))`;
  let rows: { day: string | null; ads: string }[];
  if (Array.isArray(days)) {
    if (days.length === 0) return new Map();
    rows = await queryRows(
      db,
      sql`select d.day::text as day, count(*)::text as ads
          from (values ${sql.join(
            days.map((day) => sql`(${day}::date)`),
            sql`, `,
          )}) as d (day)
          cross join advertisements a
          where a.advertiser_id = ${advertiserId}::uuid and ${delivered(sql`r.day = d.day`)}
          group by 1`,
    );
  } else {
    rows = await queryRows(
      db,
      sql`select null::text as day, count(*)::text as ads from advertisements a
          where a.advertiser_id = ${advertiserId}::uuid and ${delivered(inRange(days as DayRange, sql`r.day`))}
          group by 1`,
    );
  }
  return new Map(rows.map((row) => [row.day, Number(row.ads)]));
}

export type DayExpenseSort = 'date' | 'ads' | 'clicks' | 'void_clicks' | 'expense';

const DAY_SORT: Record<DayExpenseSort, SQL> = {
  date: sql`d.day`,
  ads: sql`(select count(distinct r.advertisement_id) from report_days r
            where r.advertiser_id = d.advertiser_id and r.day = d.day
              and (r.impressions > 0 or r.clicks > 0 or r.void_impressions > 0))`,
  clicks: sql`d.clicks`,
  void_clicks: sql`d.void_clicks`,
  expense: sql`(d.click_spend_micros + d.impression_spend_micros)`,
};

/** A page of an advertiser's days (with delivery), sorted, with the count of all of them. */
export async function dayExpensePage(
  db: Executor,
  advertiserId: string,
  range: DayRange,
  order: { sort: DayExpenseSort; direction: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ rows: DayFigures[]; total: number }> {
  const where = sql`d.advertiser_id = ${advertiserId}::uuid and ${inRange(range, sql`d.day`)}
    and (d.impressions > 0 or d.clicks > 0 or d.void_impressions > 0)`;
  const direction = order.direction === 'asc' ? sql`asc` : sql`desc`;
  const [rows, count] = await Promise.all([
    queryRows<DayFigures>(
      db,
      sql`select d.day::text as day, d.impressions::text as impressions, d.clicks::text as clicks,
            d.void_clicks::text as void_clicks, d.charged_clicks::text as charged_clicks,
            d.void_impressions::text as void_impressions, d.paid_impressions::text as paid_impressions, d.click_spend_micros::text as click_spend,
            d.impression_spend_micros::text as impression_spend
          from report_advertiser_days d where ${where}
          order by ${DAY_SORT[order.sort]} ${direction}, d.day ${direction}
          limit ${order.limit} offset ${order.offset}`,
    ),
    queryRows<{ n: string }>(
      db,
      sql`select count(*)::text as n from report_advertiser_days d where ${where}`,
    ),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

export type LineFigures = FigureSums & {
  advertisement_id: string;
  advertisement_name: string;
  advertisement_type: AdType;
  target_id: string;
  target_type: TargetType | null;
  target_name: string | null;
};

const TARGET_NAME = sql`coalesce(k.keyword, tw.domain)`;
const TARGET_JOINS = sql`left join ad_targets t on t.id = r.target_id
  left join keywords k on k.id = t.keyword_id
  left join websites tw on tw.id = t.website_id`;

/** One advertiser's day (or one ad's day) by ad × target, biggest spend first. */
export async function linesOfDay(
  db: Executor,
  scope: { advertiserId: string; advertisementId?: string },
  day: string,
): Promise<LineFigures[]> {
  return queryRows<LineFigures>(
    db,
    sql`select r.advertisement_id::text as advertisement_id, a.name as advertisement_name,
          a.type as advertisement_type, r.target_id::text as target_id, min(r.target_type) as target_type,
          min(${TARGET_NAME}) as target_name, ${SUMS}
        from report_days r join advertisements a on a.id = r.advertisement_id ${TARGET_JOINS}
        where r.advertiser_id = ${scope.advertiserId}::uuid and r.day = ${day}::date
          ${scope.advertisementId ? sql`and r.advertisement_id = ${scope.advertisementId}::uuid` : sql``}
        group by r.advertisement_id, a.name, a.type, r.target_id
        order by sum(r.click_spend_micros + r.impression_spend_micros) desc, sum(r.clicks) desc, a.name`,
  );
}

/** The statement rows that booked an advertiser's day (one, unless late spend was settled again). */
export async function settlementsOfDay(
  db: Executor,
  advertiserId: string,
  day: string,
): Promise<{ id: string; amount: string }[]> {
  return queryRows(
    db,
    sql`select id::text as id, amount_micros::text as amount from statements
        where advertiser_id = ${advertiserId}::uuid and source_type = 'settlement' and source_id = ${day}
        order by seq`,
  );
}

export type NamedFigures = FigureSums & { id: string; name: string };

/** A top-10 list over a range: by ad, by keyword (all ads bidding on it) or by website shown on. */
export async function topLines(
  db: Executor,
  advertiserId: string,
  range: DayRange,
  by: 'ad' | 'keyword' | 'website',
  limit: number,
): Promise<NamedFigures[]> {
  const where = sql`r.advertiser_id = ${advertiserId}::uuid and ${inRange(range, sql`r.day`)}`;
  if (by === 'ad') {
    return queryRows<NamedFigures>(
      db,
      sql`with top as (
            select advertisement_id, ${SUMS} from report_days r where ${where} group by advertisement_id
            order by sum(clicks) desc, sum(click_spend_micros + impression_spend_micros) desc limit ${limit}
          )
          select top.advertisement_id::text as id, a.name, top.impressions, top.clicks, top.void_clicks,
            top.void_impressions, top.charged_clicks, top.paid_impressions, top.click_spend, top.impression_spend
          from top join advertisements a on a.id = top.advertisement_id
          order by top.clicks::bigint desc, (top.click_spend::bigint + top.impression_spend::bigint) desc`,
    );
  }
  if (by === 'website') {
    return queryRows<NamedFigures>(
      db,
      sql`with top as (
            select site_id, ${SUMS} from report_days r where ${where} group by site_id
            order by sum(click_spend_micros + impression_spend_micros) desc, sum(clicks) desc limit ${limit}
          )
          select top.site_id::text as id, w.domain as name, top.impressions, top.clicks, top.void_clicks,
            top.void_impressions, top.charged_clicks, top.paid_impressions, top.click_spend, top.impression_spend
          from top join websites w on w.id = top.site_id
          order by (top.click_spend::bigint + top.impression_spend::bigint) desc, top.clicks::bigint desc`,
    );
  }
  // Summed per bid first, so that only the bids (not every rollup row of the range) meet ad_targets and keywords.
  return queryRows<NamedFigures>(
    db,
    sql`with bids as (
          select target_id, sum(impressions) as impressions, sum(clicks) as clicks, sum(void_clicks) as void_clicks,
            sum(void_impressions) as void_impressions, sum(charged_clicks) as charged_clicks, sum(paid_impressions) as paid_impressions,
            sum(click_spend_micros) as click_spend_micros, sum(impression_spend_micros) as impression_spend_micros
          from report_days r where ${where} and r.target_type = 'keyword' group by target_id
        )
        select k.id::text as id, k.keyword as name, ${SUMS}
        from bids r join ad_targets t on t.id = r.target_id join keywords k on k.id = t.keyword_id
        group by k.id, k.keyword order by sum(r.clicks) desc, sum(r.click_spend_micros + r.impression_spend_micros) desc
        limit ${limit}`,
  );
}

/** Figures per target over a range, for these targets (the top bids' clicks and spend). */
export async function targetTotals(
  db: Executor,
  advertiserId: string,
  range: DayRange,
  targetIds: readonly string[],
): Promise<Map<string, FigureSums>> {
  if (targetIds.length === 0) return new Map();
  const rows = await queryRows<FigureSums & { target_id: string }>(
    db,
    sql`select target_id::text as target_id, ${SUMS} from report_days r
        where r.advertiser_id = ${advertiserId}::uuid and ${inRange(range, sql`r.day`)}
          and r.target_id in (${sql.join(
            targetIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        group by target_id`,
  );
  return new Map(rows.map((row) => [row.target_id, row]));
}

export interface KeywordBidRow {
  target_id: string;
  advertisement_id: string;
  advertisement_name: string;
  advertisement_type: AdType;
  ad_size_id: string;
  keyword_id: string;
  min_bid: string;
  max_bid: string;
  enabled: boolean;
}

/** The advertiser's highest keyword bids on ads that are not deleted. */
export async function highestKeywordBids(
  db: Executor,
  advertiserId: string,
  limit: number,
): Promise<KeywordBidRow[]> {
  return queryRows<KeywordBidRow>(
    db,
    sql`select t.id::text as target_id, a.id::text as advertisement_id, a.name as advertisement_name,
          a.type as advertisement_type, a.ad_size_id::text as ad_size_id, t.keyword_id::text as keyword_id,
          t.min_bid_micros::text as min_bid, t.max_bid_micros::text as max_bid, t.enabled
        from ad_targets t join advertisements a on a.id = t.advertisement_id
        where t.advertiser_id = ${advertiserId}::uuid and t.target_type = 'keyword' and a.status <> 'deleted'
        order by t.max_bid_micros desc, t.created_at limit ${limit}`,
  );
}

/** Enabled bids of the advertiser's approved, online ads: what can win an auction right now. */
export async function activeBidCount(db: Executor, advertiserId: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from ad_targets t join advertisements a on a.id = t.advertisement_id
        where t.advertiser_id = ${advertiserId}::uuid and t.enabled and a.status = 'approved' and a.display = 'online'`,
  );
  return Number(row?.n ?? 0);
}

export interface DepositTallyRow {
  total_count: string;
  total_amount: string;
  success_count: string;
  success_amount: string;
  failed_count: string;
  failed_amount: string;
}

const FAILED_DEPOSITS = sql`('failed', 'rejected', 'timeout', 'cancelled')`;

/** The advertiser's deposits started within the range (instants), by outcome. */
export async function depositTallies(
  db: Executor,
  advertiserId: string,
  range: { start: Date | null; end: Date },
): Promise<DepositTallyRow> {
  const [row] = await queryRows<DepositTallyRow>(
    db,
    sql`select count(*)::text as total_count, coalesce(sum(amount_micros), 0)::text as total_amount,
          count(*) filter (where status = 'success')::text as success_count,
          coalesce(sum(credited_micros) filter (where status = 'success'), 0)::text as success_amount,
          count(*) filter (where status in ${FAILED_DEPOSITS})::text as failed_count,
          coalesce(sum(amount_micros) filter (where status in ${FAILED_DEPOSITS}), 0)::text as failed_amount
        from deposits where advertiser_id = ${advertiserId}::uuid
          ${range.start ? sql`and created_at >= ${range.start.toISOString()}::timestamptz` : sql``}
          and created_at < ${range.end.toISOString()}::timestamptz`,
  );
  return row!;
}

/** What the advertiser's successful deposits credited within [start, end). */
export async function creditedBetween(
  db: Executor,
  advertiserId: string,
  start: Date,
  end: Date,
): Promise<bigint> {
  const [row] = await queryRows<{ micros: string }>(
    db,
    sql`select coalesce(sum(credited_micros), 0)::text as micros from deposits
        where advertiser_id = ${advertiserId}::uuid and status = 'success'
          and coalesce(completed_at, created_at) >= ${start.toISOString()}::timestamptz
          and coalesce(completed_at, created_at) < ${end.toISOString()}::timestamptz`,
  );
  return BigInt(row?.micros ?? '0');
}

export interface BudgetedAdRow {
  id: string;
  name: string;
  budget_micros: string;
  budget_period: 'daily' | 'lifetime';
  budget_start: string;
  budget_end: string | null;
}

/** The advertiser's ads (or one) that have a budget and are not deleted. */
export async function budgetedAds(
  db: Executor,
  advertiserId: string,
  advertisementId?: string,
): Promise<BudgetedAdRow[]> {
  return queryRows<BudgetedAdRow>(
    db,
    sql`select id::text as id, name, budget_micros::text as budget_micros, budget_period,
          budget_start::text as budget_start, budget_end::text as budget_end
        from advertisements where advertiser_id = ${advertiserId}::uuid and status <> 'deleted'
          and budget_micros is not null
          ${advertisementId ? sql`and id = ${advertisementId}::uuid` : sql``}
        order by name`,
  );
}

/** Spend per ad and day over a range, for these ads (projections). */
export async function adSpendByDay(
  db: Executor,
  advertiserId: string,
  adIds: readonly string[],
  range: DayRange,
): Promise<{ advertisement_id: string; day: string; spend: string }[]> {
  if (adIds.length === 0) return [];
  return queryRows(
    db,
    sql`select advertisement_id::text as advertisement_id, day::text as day,
          sum(click_spend_micros + impression_spend_micros)::text as spend
        from report_days r where r.advertiser_id = ${advertiserId}::uuid and ${inRange(range, sql`r.day`)}
          and r.advertisement_id in (${sql.join(
            adIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        group by 1, 2`,
  );
}

/** An ad of the advertiser that is not deleted, or undefined. */
export async function ownAd(
  db: Executor,
  advertiserId: string,
  adId: string,
): Promise<{ id: string; name: string; type: AdType } | undefined> {
  const [row] = await queryRows<{ id: string; name: string; type: AdType }>(
    db,
    sql`select id::text as id, name, type from advertisements
        where id = ${adId}::uuid and advertiser_id = ${advertiserId}::uuid and status <> 'deleted'`,
  );
  return row;
}

/** An ad's days (with delivery) in a range, newest first, paged. */
export async function adDaysPage(
  db: Executor,
  adId: string,
  range: DayRange,
  window: { limit: number; offset: number },
): Promise<{ rows: DayFigures[]; total: number; totals: FigureSums }> {
  const where = sql`r.advertisement_id = ${adId}::uuid and ${inRange(range, sql`r.day`)}`;
  const [rows, count, totals] = await Promise.all([
    queryRows<DayFigures>(
      db,
      sql`select day::text as day, ${SUMS} from report_days r where ${where} group by day
          order by day desc limit ${window.limit} offset ${window.offset}`,
    ),
    queryRows<{ n: string }>(
      db,
      sql`select count(distinct day)::text as n from report_days r where ${where}`,
    ),
    queryRows<FigureSums>(db, sql`select ${SUMS} from report_days r where ${where}`),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0), totals: totals[0]! };
}

export interface ClickReportDbRow {
  id: string;
  advertisement_id: string;
  advertisement_name: string;
  target_type: TargetType;
  target_name: string | null;
  price_micros: string;
  website: string | null;
  ip: string;
  country: string | null;
  device_type: DeviceType;
  browser: string | null;
  os: string | null;
  status: ClickStatus;
  void_reason: VoidReason | null;
  clicked_at: Date | string;
  /** clicked_at as microseconds since the epoch: the cursor's exact position. */
  at_micros: string;
}

export interface ClickFilter {
  advertiserId: string;
  start: Date;
  end: Date;
  advertisementId?: string | undefined;
  targetType?: TargetType | undefined;
  status?: ClickStatus | undefined;
  siteId?: string | undefined;
}

/**
 * A keyset page of the advertiser's clicks, newest first: the rows strictly after `after` (the last row's
 * position) in (clicked_at, id) descending order. The index on (advertiser_id, clicked_at) and the month
 * partitions keep page 10,000 as cheap as page 1.
 */
export async function clickReportPage(
  db: Executor,
  filter: ClickFilter,
  after: { atMicros: bigint; id: string } | null,
  limit: number,
): Promise<ClickReportDbRow[]> {
  const parts = [
    sql`c.advertiser_id = ${filter.advertiserId}::uuid`,
    sql`c.clicked_at >= ${filter.start.toISOString()}::timestamptz`,
    sql`c.clicked_at < ${filter.end.toISOString()}::timestamptz`,
  ];
  if (filter.advertisementId) parts.push(sql`c.advertisement_id = ${filter.advertisementId}::uuid`);
  if (filter.targetType) parts.push(sql`c.target_type = ${filter.targetType}`);
  if (filter.status) parts.push(sql`c.status = ${filter.status}`);
  if (filter.siteId) parts.push(sql`c.site_id = ${filter.siteId}::uuid`);
  if (after) {
    parts.push(
      sql`(c.clicked_at, c.id) < (timestamptz 'epoch' + ${after.atMicros.toString()}::bigint * interval '1 microsecond', ${after.id}::uuid)`,
    );
  }
  return queryRows<ClickReportDbRow>(
    db,
    sql`select c.id::text as id, c.advertisement_id::text as advertisement_id, a.name as advertisement_name,
          c.target_type, coalesce(k.keyword, tw.domain) as target_name, c.price_micros::text as price_micros,
          w.domain as website, c.ip, c.country, c.device_type, c.browser, c.os, c.status, c.void_reason,
          c.clicked_at, (extract(epoch from c.clicked_at) * 1000000)::bigint::text as at_micros
        from clicks c
          join advertisements a on a.id = c.advertisement_id
          left join ad_targets t on t.id = c.target_id
          left join keywords k on k.id = t.keyword_id
          left join websites tw on tw.id = t.website_id
          left join websites w on w.id = c.site_id
        where ${sql.join(parts, sql` and `)}
        order by c.clicked_at desc, c.id desc limit ${limit}`,
  );
}
