// `npm run bench:reports` (issue 14, ADR 10): the reports at 10 million clicks. On a throw-away PostgreSQL
// database (bench_reports_<hex>, migrated by the app's migrations, dropped at the end):
//
//   population  the delivery population (bench/delivery-population.ts: template rows written by the services,
//               copied with set SQL) shaped 1,000 advertisers × 10 ads × 3 bids (2 keywords + 1 website), 300
//               keywords, 50 websites
//   load        CLICKS raw clicks over the last 90 platform days with generate_series (chunks of 1 M, in time
//               order as they arrive), ~85 % success and ~15 % void with reasons, prices between the bid's min
//               and max (0 for CPM ads and for clicks refused when recorded), random IPs, devices, browsers; and
//               their impressions: one impression_counts row per ad × target × site × hour that has clicks, ≈ 200
//               impressions a click, charged for CPM ads. The report triggers are disabled meanwhile.
//   rollups     report_rebuild_day for each of the 90 days (timed, total and per day; one rebuild's statements
//               explained by auto_explain); the rollups' rows and MB next to the raw tables'
//   increment   the triggers on again: 5,000 clicks in batches of 100 with the triggers and 5,000 without
//               (session_replication_role = replica), batches interleaved; the rollups then miss exactly the
//               clicks written without them, and today is rebuilt
//   reports     for the median advertiser (by clicks), signed in through a real session, the real services
//               (ReportsService, DashboardFiguresService) timed RUNS times after WARMUP: every dashboard widget for
//               'month' and 'all' (and the whole dashboard, widgets concurrently as the page asks), the day
//               expense list (page 1, default sort, last 90 days), yesterday's detail, the click report's page 1,
//               page 100 (walked by `next` cursors) and a seek as deep as the advertiser's oldest clicks (what page
//               10,000 costs: a keyset page does not depend on its depth)
//   baseline    each report from the raw rows in the same run, interleaved run by run: the same queries with
//               the same joins and groupings over clicks + impression_counts (bounded by the advertiser and the
//               range's instants, through the indexes that exist) instead of report_days /
//               report_advertiser_days; the queries that read no rollup (bids, deposits, balance) are the same
//               on both sides. Every rollup query's answer is checked against its raw twin once.
//
//   layout      what would fix the report_days reads: the report_days-heavy reports (rollup side) again after
//               CLUSTER on (day, advertiser_id) — the layout report_rebuild_day would leave if its INSERT were
//               ordered by advertiser_id
//
// Targets (issue 14): p95 ≤ 50 ms for each report, and ≥ 100× faster than raw (p50 ÷ p50). EXPLAIN (ANALYZE,
// BUFFERS) of every rollup query once. The machine's load is printed with every figure (the machine is shared);
// JSON (with the full plans) in bench/results/reports-<time>.json.
//
//   --clicks N / REPORTS_CLICKS (10000000)   --runs N / REPORTS_RUNS (200)   --warmup N / REPORTS_WARMUP (20)

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ReportPeriod, ZClickReportQuery, ZDayExpenseQuery } from '@adportal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { parseEnv } from '../apps/api/src/config.ts';
import { type Database, type Executor, openDatabase, queryRows } from '../apps/api/src/db/client.ts';
import { platformDateOf, startOfPlatformDay } from '../apps/api/src/lib/platform-time.ts';
import type { Principal } from '../apps/api/src/modules/identity/principal.ts';
import { BidLandscapeService } from '../apps/api/src/modules/planner/bid-landscape.service.ts';
import { decodeClickCursor, encodeClickCursor } from '../apps/api/src/modules/reports/click-cursor.ts';
import { DashboardFiguresService } from '../apps/api/src/modules/reports/dashboard-figures.service.ts';
import { addDays, periodRange } from '../apps/api/src/modules/reports/report-period.ts';
import {
  activeBidCount,
  adSpendByDay,
  adsPerDay,
  advertiserDays,
  advertiserTotals,
  budgetedAds,
  clickReportPage,
  type DayRange,
  dayExpensePage,
  type FigureSums,
  highestKeywordBids,
  linesOfDay,
  rollupTotals,
  settlementsOfDay,
  targetTotals,
  topLines,
} from '../apps/api/src/modules/reports/reports.repository.ts';
import { ReportsService } from '../apps/api/src/modules/reports/reports.service.ts';
import { PACE_DAYS } from '../apps/api/src/modules/reports/run-out.ts';
import { TeamService } from '../apps/api/src/modules/team/team.service.ts';
import { benchMain, onCleanUp, writeResults } from './delivery-bench.ts';
import {
  DEFAULT_SHAPE,
  deliveryServerEnv,
  newAppSecret,
  type PopulationShape,
  populateDelivery,
} from './delivery-population.ts';
import {
  loadText,
  type MachineLoad,
  machineLoad,
  numberOption,
  percentile,
  round,
  throwawayDatabase,
} from './harness.ts';

const CLICKS = Math.round(numberOption('clicks', 'REPORTS_CLICKS', 10_000_000));
const RUNS = Math.round(numberOption('runs', 'REPORTS_RUNS', 200));
const WARMUP = Math.round(numberOption('warmup', 'REPORTS_WARMUP', 20));
const DAYS = 90;
const CHUNK = 1_000_000;
const BATCH = 100;
const BATCHES_EACH = 50;
const P95_TARGET_MS = 50;
const SPEEDUP_TARGET = 100;
const SHAPE: PopulationShape = { ...DEFAULT_SHAPE, keywordBidsPerAd: 2 };
const TARGETS_PER_AD = SHAPE.keywordBidsPerAd + 1;
/** Keyword bids are shown on this many sites each (of the 50), so an ad's clicks spread over a few sites. */
const SITES_PER_KEYWORD_BID = 5;
const TIME_ZONE = 'Asia/Bangkok';
/** Reasons a click is refused when recorded (price 0); ip_daily and manual voids come later and keep the price. */
const RECORD_TIME_VOIDS = `('bot','duplicate','too_fast','ip_rate','expired','no_impression','budget','balance')`;

const mb = (bytes: number | string) => round(Number(bytes) / 1_048_576, 1);
const seconds = (ms: number) => round(ms / 1000, 1);
const count = (value: number | string) => Number(value).toLocaleString('en-US');

// ---------------------------------------------------------------------------------------------------------------
// Generation (set SQL only: one statement per million clicks)

/**
 * The SELECT of `count` clicks numbered $1…$2 of $3, spread in time order over $5 seconds from $4: ad $6-uniform,
 * one of its bids, a site (the website bid's own, or one of the keyword bid's few), a price between the bid's
 * min and max in steps of 0.01 USDT, ~15 % void with reasons, a random IPv4, a device with a matching OS.
 */
const CLICK_SELECT = `
  select gen_random_uuid() as impression_id, a.advertiser_id, a.id as advertisement_id, t.id as target_id,
    t.target_type, case when t.target_type = 'website' then t.website_id else s.id end as site_id,
    case when a.type = 'impression' or x.void_reason in ${RECORD_TIME_VOIDS} then 0
      else t.min_bid_micros + floor(x.r_price * ((t.max_bid_micros - t.min_bid_micros) / 10000 + 1))::bigint * 10000
    end as price_micros,
    case when x.void_reason is null then 'success' else 'void' end as status, x.void_reason, x.ip, x.country,
    case when x.void_reason = 'bot' then 'curl' else x.browser end as browser,
    case when x.device_type = 'mobile' then (array['Android','Android','iOS'])[1 + floor(x.r_os * 3)::int]
      when x.device_type = 'tablet' then (array['Android','iOS'])[1 + floor(x.r_os * 2)::int]
      when x.void_reason = 'bot' then null
      else (array['Windows','Windows','Windows','macOS','Linux'])[1 + floor(x.r_os * 5)::int] end as os,
    case when x.void_reason = 'bot' then 'bot' else x.device_type end as device_type,
    x.at - make_interval(secs => 1.5 + x.r_served * 300) as served_at, x.at as clicked_at,
    case when x.void_reason is null then null
      when x.void_reason in ('ip_daily', 'manual') then least(x.at + interval '8 hours', now())
      else x.at end as voided_at
  from (
    select g, $4::timestamptz + make_interval(secs => (g - 1 + random()) / $3::float8 * $5::float8) as at,
      floor(random() * $6::int)::int as ad_n, floor(random() * ${TARGETS_PER_AD})::int as k,
      floor(random() * ${SITES_PER_KEYWORD_BID})::int as site_pick, random() as r_price, random() as r_served,
      random() as r_os,
      case when random() < 0.15 then (array['bot','bot','bot','bot','bot','duplicate','duplicate','duplicate',
        'duplicate','too_fast','too_fast','too_fast','ip_rate','ip_rate','ip_daily','ip_daily','expired',
        'no_impression','budget','manual'])[1 + floor(random() * 20)::int] end as void_reason,
      format('%s.%s.%s.%s', 1 + floor(random() * 223)::int, floor(random() * 256)::int,
        floor(random() * 256)::int, 1 + floor(random() * 254)::int) as ip,
      (array['TH','TH','TH','TH','VN','VN','ID','MY','SG','PH','US','JP'])[1 + floor(random() * 12)::int]
        as country,
      (array['Chrome','Chrome','Chrome','Safari','Safari','Samsung Internet','Firefox','Edge'])
        [1 + floor(random() * 8)::int] as browser,
      (array['mobile','mobile','mobile','mobile','mobile','mobile','mobile','mobile','mobile','mobile','mobile',
        'mobile','desktop','desktop','desktop','desktop','desktop','desktop','tablet','other'])
        [1 + floor(random() * 20)::int] as device_type
    from generate_series($1::int, $2::int) g
    offset 0
  ) x
  join bench_ad a on a.n = x.ad_n
  join bench_target t on t.advertisement_id = a.id and t.k = x.k
  join bench_site s on s.n = (x.ad_n * 7 + x.site_pick) % ${SHAPE.websites}`;

const CLICK_COLUMNS = `impression_id, advertiser_id, advertisement_id, target_id, target_type, site_id, price_micros,
  status, void_reason, ip, country, browser, os, device_type, served_at, clicked_at, voided_at`;

async function timed<T>(body: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await body();
  return { value, ms: performance.now() - started };
}

/** Advertisements, bids and sites numbered, so the generator joins them by ordinal. */
async function prepareGenerator(loader: pg.Client) {
  await loader.query(`create temp table bench_ad as
    select (row_number() over (order by id) - 1)::int as n, id, advertiser_id, type from advertisements`);
  await loader.query(`create temp table bench_target as
    select advertisement_id, (row_number() over (partition by advertisement_id order by target_type, id) - 1)::int
      as k, id, target_type, website_id, min_bid_micros, max_bid_micros from ad_targets`);
  await loader.query(`create temp table bench_site as
    select (row_number() over (order by id) - 1)::int as n, id from websites`);
  await loader.query('analyze bench_ad, bench_target, bench_site');
  const { rows } = await loader.query<{ ads: string; min: string; max: string; sites: string }>(
    `select (select count(*) from bench_ad) as ads, min(n)::text as min, max(n)::text as max,
       (select count(*) from bench_site) as sites
     from (select count(*) as n from bench_target group by advertisement_id) per_ad`,
  );
  const row = rows[0]!;
  if (Number(row.min) !== TARGETS_PER_AD || Number(row.max) !== TARGETS_PER_AD)
    throw new Error(`every ad should have ${TARGETS_PER_AD} bids: ${row.min}…${row.max}`);
  return { ads: Number(row.ads), sites: Number(row.sites) };
}

async function loadClicks(loader: pg.Client, start: Date, end: Date, ads: number) {
  const spanS = (end.getTime() - start.getTime()) / 1000;
  const chunks: { rows: number; ms: number; load: MachineLoad }[] = [];
  for (let first = 1; first <= CLICKS; first += CHUNK) {
    const last = Math.min(CLICKS, first + CHUNK - 1);
    const { value, ms } = await timed(() =>
      loader.query(`insert into clicks (${CLICK_COLUMNS}) ${CLICK_SELECT}`, [
        first,
        last,
        CLICKS,
        start.toISOString(),
        spanS,
        ads,
      ]),
    );
    chunks.push({ rows: value.rowCount ?? 0, ms, load: machineLoad() });
    console.info(
      `  clicks ${count(first)}…${count(last)}: ${count(value.rowCount ?? 0)} rows in ${seconds(ms)} s ` +
        `(${count(Math.round(((value.rowCount ?? 0) / ms) * 1000))} rows/s); ${loadText()}`,
    );
  }
  return chunks;
}

/** One row per ad × target × site × UTC hour that has clicks: ≈ 200 impressions a click, CPM ads charged. */
async function loadImpressions(loader: pg.Client, start: Date, end: Date) {
  const windows: { rows: number; ms: number }[] = [];
  const hourMs = 3_600_000;
  const step = 10 * 24 * hourMs;
  for (let from = Math.floor(start.getTime() / hourMs) * hourMs; from < end.getTime(); from += step) {
    const to = from + step;
    const { value, ms } = await timed(() =>
      loader.query(
        `insert into impression_counts (advertisement_id, target_id, site_id, hour, advertiser_id, impressions,
           charged_micros)
         select f.advertisement_id, f.target_id, f.site_id, f.hour, f.advertiser_id, f.impressions,
           case when a.type = 'impression' then f.impressions * ((t.min_bid_micros + t.max_bid_micros) / 2) / 1000
             else 0 end
         from (
           select advertisement_id, target_id, site_id, date_trunc('hour', clicked_at, 'UTC') as hour, advertiser_id,
             (count(*) * (150 + floor(random() * 101)))::int as impressions
           from clicks where clicked_at >= $1::timestamptz and clicked_at < $2::timestamptz
           group by 1, 2, 3, 4, 5
         ) f
         join bench_ad a on a.id = f.advertisement_id
         join bench_target t on t.id = f.target_id
         order by f.hour`,
        [new Date(from).toISOString(), new Date(to).toISOString()],
      ),
    );
    windows.push({ rows: value.rowCount ?? 0, ms });
  }
  return windows;
}

interface RelationSize {
  relation: string;
  rows: number;
  heapMb: number;
  indexMb: number;
  totalMb: number;
}

/** Rows and MB of a table; a partitioned one is the sum of its partitions. */
async function sizeOf(loader: pg.Client, table: string): Promise<RelationSize> {
  const { rows } = await loader.query<{ rows: string; heap: string; indexes: string; total: string }>(
    `with parts as (
       select $1::regclass as oid
       union all select inhrelid from pg_inherits where inhparent = $1::regclass
     )
     select (select count(*) from ${table})::text as rows, sum(pg_relation_size(oid))::text as heap,
       sum(pg_indexes_size(oid))::text as indexes, sum(pg_total_relation_size(oid))::text as total from parts`,
    [table],
  );
  const row = rows[0]!;
  return {
    relation: table,
    rows: Number(row.rows),
    heapMb: mb(row.heap),
    indexMb: mb(row.indexes),
    totalMb: mb(row.total),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Plans

interface PlanSummary {
  label: string;
  executionMs: number;
  planningMs: number;
  sharedHit: number;
  sharedRead: number;
  top: string;
  scans: string;
  plan: string[];
}

/** The scans of a text plan, partitions of clicks folded together, with the rows each produced. */
function summarisePlan(label: string, plan: string[]): PlanSummary {
  const scans = new Map<string, { rows: number; parts: number }>();
  for (const line of plan) {
    const match =
      /((?:Parallel )?(?:Seq Scan|Index Only Scan(?: Backward)?|Index Scan(?: Backward)?|Bitmap Heap Scan|Bitmap Index Scan))(?: using (\S+))? on (\S+).*?actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/.exec(
        line,
      );
    if (!match) continue;
    const fold = (name: string | undefined) => (name ?? '').replace(/clicks_p\d{6}/, 'clicks_pYYYYMM');
    const key = `${match[1]}${match[2] ? ` ${fold(match[2])}` : ''}${match[3] ? ` on ${fold(match[3])}` : ''}`;
    const entry = scans.get(key) ?? { rows: 0, parts: 0 };
    entry.rows += Number(match[4]) * Number(match[5]);
    entry.parts += 1;
    scans.set(key, entry);
  }
  const text = plan.join('\n');
  const buffers = /Buffers: shared(?: hit=(\d+))?(?: read=(\d+))?/.exec(text);
  return {
    label,
    executionMs: Number(/Execution Time: ([\d.]+)/.exec(text)?.[1] ?? Number.NaN),
    planningMs: Number(/Planning Time: ([\d.]+)/.exec(text)?.[1] ?? Number.NaN),
    sharedHit: Number(buffers?.[1] ?? 0),
    sharedRead: Number(buffers?.[2] ?? 0),
    top: (plan[0] ?? '').replace(/\s+\(cost=.*$/, '').trim(),
    scans: [...scans]
      .map(([key, { rows, parts }]) => `${key}${parts > 1 ? ` ×${parts}` : ''} → ${count(rows)} rows`)
      .join('; '),
    plan,
  };
}

/** The database, recording every raw SQL statement run through it (query-builder calls pass through). */
function recording(db: Database, sink: SQL[]): Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'execute')
        return (query: SQL) => {
          sink.push(query);
          return target.execute(query);
        };
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function explain(db: Database, label: string, query: SQL): Promise<PlanSummary> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${query}`);
  return summarisePlan(
    label,
    rows.map((row) => row['QUERY PLAN']),
  );
}

function planLine(summary: PlanSummary): string {
  return (
    `  ${summary.label}: ${summary.executionMs} ms${Number.isNaN(summary.planningMs) ? '' : ` (planning ${summary.planningMs} ms)`}, buffers hit ` +
    `${count(summary.sharedHit)} read ${count(summary.sharedRead)}; ${summary.top}; ${summary.scans}`
  );
}

/** report_rebuild_day once with auto_explain on: every statement inside it, analysed, as NOTICEs. */
async function explainRebuild(url: string, day: string): Promise<PlanSummary[]> {
  const client = new pg.Client({ connectionString: url });
  const notices: string[] = [];
  client.on('notice', (notice) => notices.push(notice.message ?? ''));
  await client.connect();
  try {
    for (const setting of [
      `load 'auto_explain'`,
      'set auto_explain.log_min_duration = 0',
      'set auto_explain.log_analyze = on',
      'set auto_explain.log_buffers = on',
      'set auto_explain.log_nested_statements = on',
      `set auto_explain.log_level = 'notice'`,
      'set client_min_messages = notice',
    ])
      await client.query(setting);
    await client.query('select report_rebuild_day($1::date)', [day]);
  } finally {
    await client.end();
  }
  return notices
    .filter((notice) => notice.includes('Query Text:') && !notice.includes('select report_rebuild_day($1'))
    .map((notice) => {
      const lines = notice.split('\n');
      const textAt = lines.findIndex((line) => line.startsWith('Query Text:'));
      const planAt = lines.findIndex((line, index) => index > textAt && line.includes('(cost='));
      const queryText = lines
        .slice(textAt, planAt >= 0 ? planAt : lines.length)
        .join(' ')
        .replace(/^Query Text:\s*/, '')
        .replace(/\s+/g, ' ');
      const plan = planAt >= 0 ? lines.slice(planAt) : [];
      const duration = Number(/duration: ([\d.]+) ms/.exec(notice)?.[1] ?? Number.NaN);
      const summary = summarisePlan(queryText.slice(0, 70), plan);
      return { ...summary, executionMs: duration };
    });
}

// ---------------------------------------------------------------------------------------------------------------
// The raw baseline: the repository's rollup queries, with the rollup rows replaced by the raw facts

const SUMS = sql`coalesce(sum(impressions), 0)::text as impressions, coalesce(sum(clicks), 0)::text as clicks,
  coalesce(sum(void_clicks), 0)::text as void_clicks, coalesce(sum(charged_clicks), 0)::text as charged_clicks,
  coalesce(sum(paid_impressions), 0)::text as paid_impressions,
  coalesce(sum(click_spend_micros), 0)::text as click_spend,
  coalesce(sum(impression_spend_micros), 0)::text as impression_spend`;

/**
 * An advertiser's raw facts over a range of platform days, one row per click and per impression row, with the
 * columns of report_days (what report_rebuild_day groups): bounded by advertiser_id and the range's instants, so
 * the (advertiser_id, clicked_at) and (advertiser_id, hour) indexes and the month partitions serve it.
 */
function facts(advertiserId: string, range: DayRange, options: { targetType?: boolean } = {}): SQL {
  const start = range.from ? startOfPlatformDay(range.from, TIME_ZONE).toISOString() : null;
  const end = startOfPlatformDay(range.to, TIME_ZONE, 1).toISOString();
  return sql`(
    select c.advertiser_id, (c.clicked_at at time zone ${TIME_ZONE})::date as day, c.advertisement_id, c.target_id,
      c.site_id, c.target_type, 0::bigint as impressions, 1 as clicks, (c.status = 'void')::int as void_clicks,
      (c.status = 'success' and c.price_micros > 0)::int as charged_clicks, 0::bigint as paid_impressions,
      case when c.status = 'success' then c.price_micros else 0 end as click_spend_micros,
      0::bigint as impression_spend_micros
    from clicks c where c.advertiser_id = ${advertiserId}::uuid
      ${start ? sql`and c.clicked_at >= ${start}::timestamptz` : sql``} and c.clicked_at < ${end}::timestamptz
    union all
    select i.advertiser_id, (i.hour at time zone ${TIME_ZONE})::date, i.advertisement_id, i.target_id, i.site_id,
      ${options.targetType ? sql`t.target_type` : sql`null::text`}, i.impressions::bigint, 0, 0, 0,
      case when i.charged_micros <> 0 then i.impressions else 0 end::bigint, 0::bigint, i.charged_micros
    from impression_counts i ${options.targetType ? sql`left join ad_targets t on t.id = i.target_id` : sql``}
    where i.advertiser_id = ${advertiserId}::uuid
      ${start ? sql`and i.hour >= ${start}::timestamptz` : sql``} and i.hour < ${end}::timestamptz
  )`;
}

const raw = {
  async advertiserTotals(db: Executor, advertiserId: string, range: DayRange): Promise<FigureSums> {
    const [row] = await queryRows<FigureSums>(db, sql`select ${SUMS} from ${facts(advertiserId, range)} f`);
    return row!;
  },

  advertiserDays(db: Executor, advertiserId: string, range: DayRange) {
    return queryRows<FigureSums & { day: string }>(
      db,
      sql`select day::text as day, ${SUMS} from ${facts(advertiserId, range)} f group by day order by day`,
    );
  },

  /** As the repository does it: each of the advertiser's ads probed for a click or an impression row. */
  async adsPerDay(db: Executor, advertiserId: string, days: readonly string[] | DayRange) {
    const delivered = (start: SQL, end: SQL) => sql`(
      exists (select 1 from clicks c where c.advertisement_id = a.id and c.clicked_at >= ${start}
        and c.clicked_at < ${end})
      or exists (select 1 from impression_counts i where i.advertisement_id = a.id and i.hour >= ${start}
        and i.hour < ${end} and i.impressions > 0))`;
    let rows: { day: string | null; ads: string }[];
    if (Array.isArray(days)) {
      if (days.length === 0) return new Map<string | null, number>();
      rows = await queryRows(
        db,
        sql`select d.day::text as day, count(*)::text as ads
            from (values ${sql.join(
              days.map(
                (day) =>
                  sql`(${day}::date, ${startOfPlatformDay(day, TIME_ZONE).toISOString()}::timestamptz,
                    ${startOfPlatformDay(day, TIME_ZONE, 1).toISOString()}::timestamptz)`,
              ),
              sql`, `,
            )}) as d (day, starts, ends)
            cross join advertisements a
            where a.advertiser_id = ${advertiserId}::uuid and ${delivered(sql`d.starts`, sql`d.ends`)}
            group by 1`,
      );
    } else {
      const range = days as DayRange;
      const start = startOfPlatformDay(range.from ?? '2000-01-01', TIME_ZONE).toISOString();
      const end = startOfPlatformDay(range.to, TIME_ZONE, 1).toISOString();
      rows = await queryRows(
        db,
        sql`select null::text as day, count(*)::text as ads from advertisements a
            where a.advertiser_id = ${advertiserId}::uuid
              and ${delivered(sql`${start}::timestamptz`, sql`${end}::timestamptz`)}
            group by 1`,
      );
    }
    return new Map(rows.map((row) => [row.day, Number(row.ads)]));
  },

  /** The day expense list's page in its default order (date, newest first) and the count of its days. */
  async dayExpensePage(
    db: Executor,
    advertiserId: string,
    range: DayRange,
    order: { limit: number; offset: number },
  ) {
    const days = sql`select day, coalesce(sum(impressions), 0) as impressions, coalesce(sum(clicks), 0) as clicks,
        coalesce(sum(void_clicks), 0) as void_clicks, coalesce(sum(charged_clicks), 0) as charged_clicks,
        coalesce(sum(paid_impressions), 0) as paid_impressions, coalesce(sum(click_spend_micros), 0) as click_spend,
        coalesce(sum(impression_spend_micros), 0) as impression_spend
      from ${facts(advertiserId, range)} f group by day`;
    const [rows, total] = await Promise.all([
      queryRows<FigureSums & { day: string }>(
        db,
        sql`select d.day::text as day, d.impressions::text as impressions, d.clicks::text as clicks,
              d.void_clicks::text as void_clicks, d.charged_clicks::text as charged_clicks,
              d.paid_impressions::text as paid_impressions, d.click_spend::text as click_spend,
              d.impression_spend::text as impression_spend
            from (${days}) d where d.impressions > 0 or d.clicks > 0
            order by d.day desc limit ${order.limit} offset ${order.offset}`,
      ),
      queryRows<{ n: string }>(
        db,
        sql`select count(*)::text as n from (${days}) d where d.impressions > 0 or d.clicks > 0`,
      ),
    ]);
    return { rows, total: Number(total[0]?.n ?? 0) };
  },

  linesOfDay(db: Executor, advertiserId: string, day: string) {
    return queryRows<FigureSums & { advertisement_id: string; target_id: string }>(
      db,
      sql`select r.advertisement_id::text as advertisement_id, a.name as advertisement_name,
            a.type as advertisement_type, r.target_id::text as target_id, min(r.target_type) as target_type,
            min(coalesce(k.keyword, tw.domain)) as target_name, ${SUMS}
          from ${facts(advertiserId, { from: day, to: day }, { targetType: true })} r
            join advertisements a on a.id = r.advertisement_id
            left join ad_targets t on t.id = r.target_id
            left join keywords k on k.id = t.keyword_id
            left join websites tw on tw.id = t.website_id
          group by r.advertisement_id, a.name, a.type, r.target_id
          order by sum(r.click_spend_micros + r.impression_spend_micros) desc, sum(r.clicks) desc, a.name`,
    );
  },

  topLines(
    db: Executor,
    advertiserId: string,
    range: DayRange,
    by: 'ad' | 'keyword' | 'website',
    limit: number,
  ) {
    if (by === 'ad') {
      return queryRows<FigureSums & { id: string; name: string }>(
        db,
        sql`with top as (
              select advertisement_id, ${SUMS} from ${facts(advertiserId, range)} r group by advertisement_id
              order by sum(clicks) desc, sum(click_spend_micros + impression_spend_micros) desc limit ${limit}
            )
            select top.advertisement_id::text as id, a.name, top.impressions, top.clicks, top.void_clicks,
              top.charged_clicks, top.paid_impressions, top.click_spend, top.impression_spend
            from top join advertisements a on a.id = top.advertisement_id
            order by top.clicks::bigint desc, (top.click_spend::bigint + top.impression_spend::bigint) desc`,
      );
    }
    if (by === 'website') {
      return queryRows<FigureSums & { id: string; name: string }>(
        db,
        sql`with top as (
              select site_id, ${SUMS} from ${facts(advertiserId, range)} r group by site_id
              order by sum(click_spend_micros + impression_spend_micros) desc, sum(clicks) desc limit ${limit}
            )
            select top.site_id::text as id, w.domain as name, top.impressions, top.clicks, top.void_clicks,
              top.charged_clicks, top.paid_impressions, top.click_spend, top.impression_spend
            from top join websites w on w.id = top.site_id
            order by (top.click_spend::bigint + top.impression_spend::bigint) desc, top.clicks::bigint desc`,
      );
    }
    // As the repository does it: summed per bid first, then joined to the bids and keywords.
    return queryRows<FigureSums & { id: string; name: string }>(
      db,
      sql`with bids as (
            select target_id, sum(impressions) as impressions, sum(clicks) as clicks,
              sum(void_clicks) as void_clicks, sum(charged_clicks) as charged_clicks,
              sum(paid_impressions) as paid_impressions, sum(click_spend_micros) as click_spend_micros,
              sum(impression_spend_micros) as impression_spend_micros
            from ${facts(advertiserId, range, { targetType: true })} f where f.target_type = 'keyword'
            group by target_id
          )
          select k.id::text as id, k.keyword as name, ${SUMS}
          from bids r join ad_targets t on t.id = r.target_id join keywords k on k.id = t.keyword_id
          group by k.id, k.keyword
          order by sum(r.clicks) desc, sum(r.click_spend_micros + r.impression_spend_micros) desc limit ${limit}`,
    );
  },

  async targetTotals(db: Executor, advertiserId: string, range: DayRange, targetIds: readonly string[]) {
    if (targetIds.length === 0) return new Map<string, FigureSums>();
    const rows = await queryRows<FigureSums & { target_id: string }>(
      db,
      sql`select target_id::text as target_id, ${SUMS} from ${facts(advertiserId, range)} r
          where r.target_id in (${sql.join(
            targetIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          group by target_id`,
    );
    return new Map(rows.map((row) => [row.target_id, row]));
  },

  async adSpendByDay(db: Executor, advertiserId: string, adIds: readonly string[], range: DayRange) {
    if (adIds.length === 0) return [];
    return queryRows<{ advertisement_id: string; day: string; spend: string }>(
      db,
      sql`select advertisement_id::text as advertisement_id, day::text as day,
            sum(click_spend_micros + impression_spend_micros)::text as spend
          from ${facts(advertiserId, range)} r
          where r.advertisement_id in (${sql.join(
            adIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          group by 1, 2`,
    );
  },

  /** The click report's total from the raw rows: a count through (advertiser_id, clicked_at), index only. */
  async clickCount(db: Executor, advertiserId: string, start: Date, end: Date) {
    const [row] = await queryRows<{ n: string }>(
      db,
      sql`select count(*)::text as n from clicks where advertiser_id = ${advertiserId}::uuid
            and clicked_at >= ${start.toISOString()}::timestamptz and clicked_at < ${end.toISOString()}::timestamptz`,
    );
    return Number(row?.n ?? 0);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Timing

/** A report's rollup side (the real service) and its raw side. */
type Sides = [() => Promise<unknown>, () => Promise<unknown>];

interface Stats {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

function statsOf(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50), 2),
    p95: round(percentile(sorted, 95), 2),
    p99: round(percentile(sorted, 99), 2),
    mean: round(sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length), 2),
    max: round(sorted.at(-1) ?? Number.NaN, 2),
  };
}

interface Figure {
  report: string;
  rollup: Stats;
  raw: Stats;
  /** rollup p50 ÷ raw p50. */
  ratio: number;
  p95Pass: boolean;
  /** Null where no rollup is read (both sides run the same queries). */
  speedupPass: boolean | null;
  note: string;
  load: MachineLoad;
}

const verdict = (pass: boolean | null) => (pass === null ? 'n/a' : pass ? 'PASS' : 'MISS');

/** The rollup side and the raw side, WARMUP then RUNS times each, interleaved run by run. */
async function measure(
  report: string,
  rollupSide: () => Promise<unknown>,
  rawSide: () => Promise<unknown>,
  note = '',
  readsRollups = true,
): Promise<Figure> {
  for (let run = 0; run < WARMUP; run++) {
    await rollupSide();
    await rawSide();
  }
  const rollupMs: number[] = [];
  const rawMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const first = run % 2 === 0;
    const a = await timed(first ? rollupSide : rawSide);
    const b = await timed(first ? rawSide : rollupSide);
    rollupMs.push(first ? a.ms : b.ms);
    rawMs.push(first ? b.ms : a.ms);
  }
  const rollup = statsOf(rollupMs);
  const rawStats = statsOf(rawMs);
  const ratio = round(rollup.p50 / rawStats.p50, 4);
  const figure: Figure = {
    report,
    rollup,
    raw: rawStats,
    ratio,
    p95Pass: rollup.p95 <= P95_TARGET_MS,
    speedupPass: readsRollups ? rawStats.p50 / rollup.p50 >= SPEEDUP_TARGET : null,
    note,
    load: machineLoad(),
  };
  console.info(
    `  ${report}: rollup p50 ${rollup.p50} / p95 ${rollup.p95} / p99 ${rollup.p99} ms; raw p50 ${rawStats.p50} / ` +
      `p95 ${rawStats.p95} / p99 ${rawStats.p99} ms; rollup÷raw ${ratio} (${round(rawStats.p50 / rollup.p50, 1)}× ` +
      `faster); p95 ≤ ${P95_TARGET_MS} ms ${figure.p95Pass ? 'PASS' : 'MISS'}, ≥ ${SPEEDUP_TARGET}× ` +
      `${verdict(figure.speedupPass)}${note ? ` (${note})` : ''}; ${loadText(figure.load)}`,
  );
  return figure;
}

// ---------------------------------------------------------------------------------------------------------------

await benchMain(async () => {
  const startLoad = machineLoad();
  console.info(
    `bench:reports — ${count(CLICKS)} clicks over ${DAYS} days, ${SHAPE.advertisers} advertisers × ` +
      `${SHAPE.adsPerAdvertiser} ads × ${TARGETS_PER_AD} bids, ${SHAPE.websites} websites; ${RUNS} runs after ` +
      `${WARMUP} warm-up; ${loadText(startLoad)}`,
  );

  // The database and the population (template through the services, copies by set SQL).
  const database = await throwawayDatabase('bench_reports');
  onCleanUp(() => database.drop());
  const dataDir = mkdtempSync(join(tmpdir(), 'bench_reports-'));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  const appSecret = newAppSecret();
  const population = await populateDelivery({ url: database.url, dataDir, appSecret }, SHAPE);
  console.info(
    `population in ${seconds(population.timings.templateMs + population.timings.copyMs)} s: ` +
      `${Object.entries(population.counts)
        .map(([table, n]) => `${table} ${count(n)}`)
        .join(', ')}; ${loadText()}`,
  );

  const handle = await openDatabase({ url: database.url, poolMax: 10 });
  onCleanUp(() => handle.close());
  await handle.migrate();
  const env = parseEnv(deliveryServerEnv({ url: database.url, dataDir, appSecret }));
  const app = await buildApp({ config: { ...env, appSecret }, database: handle, logger: false });
  onCleanUp(() => app.close());
  const { db } = handle;
  const loader = new pg.Client({ connectionString: database.url });
  await loader.connect();
  onCleanUp(() => loader.end());

  // The last 90 platform days, today included (up to now).
  const now = new Date();
  const today = platformDateOf(now, TIME_ZONE);
  const firstDay = addDays(today, -(DAYS - 1));
  const loadStart = startOfPlatformDay(firstDay, TIME_ZONE);
  await loader.query('select ensure_click_partitions(4, 3)');
  const generator = await prepareGenerator(loader);

  console.info(`\nBulk load (report triggers disabled), ${firstDay} … ${today} (${TIME_ZONE}):`);
  await loader.query('alter table clicks disable trigger user');
  await loader.query('alter table impression_counts disable trigger user');
  const clickLoad = await timed(() => loadClicks(loader, loadStart, now, generator.ads));
  const impressionLoad = await timed(() => loadImpressions(loader, loadStart, now));
  const impressionRows = impressionLoad.value.reduce((sum, window) => sum + window.rows, 0);
  console.info(
    `  clicks: ${count(CLICKS)} in ${seconds(clickLoad.ms)} s; impression_counts: ${count(impressionRows)} rows in ` +
      `${seconds(impressionLoad.ms)} s; ${loadText()}`,
  );
  const vacuum = await timed(() => loader.query('vacuum (analyze) clicks, impression_counts'));
  console.info(`  vacuum (analyze) of the raw tables: ${seconds(vacuum.ms)} s; ${loadText()}`);

  // The rollups, day by day, as a backfill must (ADR 10).
  console.info('\nRollups built by report_rebuild_day, one transaction a day:');
  const buildDays: { day: string; ms: number }[] = [];
  const buildLoadBefore = machineLoad();
  for (let day = firstDay; day <= today; day = addDays(day, 1)) {
    const { ms } = await timed(() => loader.query('select report_rebuild_day($1::date)', [day]));
    buildDays.push({ day, ms });
    if (buildDays.length % 15 === 0 || day === today)
      console.info(`  ${buildDays.length} days built, last ${day} in ${round(ms, 0)} ms; ${loadText()}`);
  }
  const buildTotalMs = buildDays.reduce((sum, day) => sum + day.ms, 0);
  const buildStats = statsOf(buildDays.map((day) => day.ms));
  const firstDays = buildDays.slice(0, 5).map((day) => round(day.ms, 0));
  const lastDays = buildDays.slice(-6, -1).map((day) => round(day.ms, 0));
  const rollupVacuum = await timed(() =>
    loader.query('vacuum (analyze) report_days, report_advertiser_days'),
  );
  const build = {
    totalS: seconds(buildTotalMs),
    perDay: buildStats,
    firstFiveMs: firstDays,
    lastFullFiveMs: lastDays,
    loadBefore: buildLoadBefore,
    loadAfter: machineLoad(),
  };
  console.info(
    `  build: ${build.totalS} s for ${buildDays.length} days; per day p50 ${round(buildStats.p50, 0)} ms, p95 ` +
      `${round(buildStats.p95, 0)} ms, max ${round(buildStats.max, 0)} ms; first five days ${firstDays.join(', ')} ms, ` +
      `last five full days ${lastDays.join(', ')} ms (report_days grows meanwhile); vacuum (analyze) of the ` +
      `rollups ${seconds(rollupVacuum.ms)} s; ${loadText(build.loadAfter)}`,
  );
  const yesterday = addDays(today, -1);
  const rebuildPlans = await explainRebuild(database.url, yesterday);
  console.info(`  one day's rebuild (${yesterday}) explained by auto_explain, statement by statement:`);
  for (const plan of rebuildPlans) console.info(planLine(plan));

  const sizes: RelationSize[] = [];
  for (const table of ['clicks', 'impression_counts', 'report_days', 'report_advertiser_days'])
    sizes.push(await sizeOf(loader, table));
  console.info(`\nSizes; ${loadText()}`);
  console.table(
    sizes.map((size) => ({
      relation: size.relation,
      rows: count(size.rows),
      'heap MB': size.heapMb,
      'indexes MB': size.indexMb,
      'total MB': size.totalMb,
    })),
  );

  // Incremental: the triggers back on; batches of 100 with them and without them, interleaved.
  await loader.query('alter table clicks enable trigger user');
  await loader.query('alter table impression_counts enable trigger user');
  await loader.query(
    `create temp table bench_new as
       select (row_number() over () - 1) / ${BATCH} as batch, generated.* from (${CLICK_SELECT}) generated`,
    [
      1,
      BATCH * BATCHES_EACH * 2,
      BATCH * BATCHES_EACH * 2,
      new Date(now.getTime() - 600_000).toISOString(),
      540,
      generator.ads,
    ],
  );
  await loader.query('create index on bench_new (batch)');
  await loader.query('analyze bench_new');
  const withTriggers: number[] = [];
  const withoutTriggers: number[] = [];
  for (let batch = 0; batch < BATCHES_EACH * 2; batch++) {
    const triggers = batch % 2 === 0;
    const { ms } = await timed(async () => {
      await loader.query('begin');
      await loader.query(`set local session_replication_role = ${triggers ? 'origin' : 'replica'}`);
      await loader.query(
        `insert into clicks (${CLICK_COLUMNS}) select ${CLICK_COLUMNS} from bench_new where batch = $1`,
        [batch],
      );
      await loader.query('commit');
    });
    (triggers ? withTriggers : withoutTriggers).push(ms);
  }
  const withStats = statsOf(withTriggers);
  const withoutStats = statsOf(withoutTriggers);
  const todayStart = startOfPlatformDay(today, TIME_ZONE);
  const todayCheck = (
    await loader.query<{ rollup: string; raw: string }>(
      `select (select coalesce(sum(clicks), 0) from report_advertiser_days where day = $1::date)::text as rollup,
         (select count(*) from clicks where clicked_at >= $2::timestamptz)::text as raw`,
      [today, todayStart.toISOString()],
    )
  ).rows[0]!;
  const missed = Number(todayCheck.raw) - Number(todayCheck.rollup);
  const todayRebuild = await timed(() => loader.query('select report_rebuild_day($1::date)', [today]));
  const increment = {
    batch: BATCH,
    batchesEach: BATCHES_EACH,
    withTriggers: withStats,
    withoutTriggers: withoutStats,
    overheadP50Ms: round(withStats.p50 - withoutStats.p50, 2),
    overheadPerClickUs: round(((withStats.p50 - withoutStats.p50) / BATCH) * 1000, 1),
    rollupMissedWithoutTriggers: missed,
    todayRebuildMs: round(todayRebuild.ms, 0),
    load: machineLoad(),
  };
  console.info(
    `\nIncremental insert, ${BATCHES_EACH} batches of ${BATCH} clicks with the triggers and ${BATCHES_EACH} without, ` +
      `interleaved (begin, set local session_replication_role, insert, commit):\n` +
      `  with triggers p50 ${withStats.p50} / p95 ${withStats.p95} / p99 ${withStats.p99} ms a batch; without ` +
      `p50 ${withoutStats.p50} / p95 ${withoutStats.p95} / p99 ${withoutStats.p99} ms; the triggers' overhead ` +
      `${increment.overheadP50Ms} ms a batch at p50 (${increment.overheadPerClickUs} µs a click)\n` +
      `  today's rollup then lacked ${count(missed)} clicks (the ${count(BATCH * BATCHES_EACH)} written without ` +
      `triggers: ${missed === BATCH * BATCHES_EACH ? 'exact' : 'NOT EXACT'}); today rebuilt in ` +
      `${increment.todayRebuildMs} ms; ${loadText(increment.load)}`,
  );

  // The typical advertiser: the median by clicks over the 90 days.
  const [typical] = await queryRows<{
    advertiser_id: string;
    company_name: string;
    email: string;
    clicks: string;
    rank: string;
  }>(
    db,
    sql`with ranked as (
          select advertiser_id, sum(clicks) as clicks, row_number() over (order by sum(clicks), advertiser_id) as rank
          from report_advertiser_days group by advertiser_id
        )
        select r.advertiser_id::text as advertiser_id, a.company_name, u.email, r.clicks::text as clicks,
          r.rank::text as rank
        from ranked r join advertisers a on a.id = r.advertiser_id join users u on u.advertiser_id = a.id
        where r.rank = (select (count(*) + 1) / 2 from ranked)`,
  );
  if (!typical) throw new Error('no advertiser has clicks');
  const advertiserId = typical.advertiser_id;
  const [shape] = await queryRows<{
    report_days: string;
    impression_rows: string;
    ads: string;
    bids: string;
  }>(
    db,
    sql`select (select count(*) from report_days where advertiser_id = ${advertiserId}::uuid)::text as report_days,
          (select count(*) from impression_counts where advertiser_id = ${advertiserId}::uuid)::text as impression_rows,
          (select count(*) from advertisements where advertiser_id = ${advertiserId}::uuid)::text as ads,
          (select count(*) from ad_targets where advertiser_id = ${advertiserId}::uuid)::text as bids`,
  );
  const found = await new TeamService().findByEmail(db, typical.email);
  if (!found) throw new Error(`no user ${typical.email}`);
  const grant = await app.services.auth.openSession(found.user, found.role, false, { ip: 'bench' });
  const signed = await app.services.auth.authenticate(grant.access_token, undefined);
  if (!signed) throw new Error('the session did not resolve');
  const principal: Principal = signed.principal;
  console.info(
    `\nTypical advertiser: ${typical.company_name} (${advertiserId}, ${typical.email}, signed in through a real ` +
      `session), the median of ${SHAPE.advertisers} by clicks (rank ${typical.rank}): ${count(typical.clicks)} clicks, ` +
      `${count(shape!.impression_rows)} impression rows, ${count(shape!.report_days)} report_days rows, ` +
      `${shape!.ads} ads, ${shape!.bids} bids`,
  );

  // The services, constructed on the opened database (the app's own instances are built the same way).
  const fixedNow = () => now;
  const ledger = app.services.ledger;
  const catalogue = app.services.catalogue;
  const bidLandscape = new BidLandscapeService({ adRank: app.services.adRank });
  const makeReports = (on: Database) => new ReportsService({ db: on, timeZone: TIME_ZONE, now: fixedNow });
  const makeDashboard = (on: Database) =>
    new DashboardFiguresService({
      db: on,
      ledger,
      catalogue,
      bidLandscape,
      timeZone: TIME_ZONE,
      now: fixedNow,
    });
  const reports = makeReports(db);
  const dashboard = makeDashboard(db);

  // The raw side of each widget and report: the services' own steps, rollup reads replaced by raw ones.
  const rawWidgetsOn = (on: Database) => ({
    deposits: (period: ReportPeriod) => makeDashboard(on).deposits(principal, period),
    bidding: (period: ReportPeriod) => {
      const range = periodRange(period, today);
      return Promise.all([
        activeBidCount(on, advertiserId),
        raw.advertiserTotals(on, advertiserId, range),
        raw.advertiserDays(on, advertiserId, range),
      ]);
    },
    topKeywordBids: async (period: ReportPeriod) => {
      const range = periodRange(period, today);
      const bids = await highestKeywordBids(on, advertiserId, 10);
      const refs = bids.map((bid) => ({ targetType: 'keyword' as const, targetId: bid.keyword_id }));
      return Promise.all([
        catalogue.entries(on, refs),
        bidLandscape.slots(
          bids.map((bid, index) => ({
            ref: refs[index]!,
            type: bid.advertisement_type,
            reserveMicros: 0n,
            adSizeId: bid.ad_size_id,
            advertiserId,
            adId: bid.advertisement_id,
          })),
        ),
        raw.targetTotals(
          on,
          advertiserId,
          range,
          bids.map((bid) => bid.target_id),
        ),
      ]);
    },
    top: (period: ReportPeriod, by: 'ad' | 'keyword' | 'website') =>
      raw.topLines(on, advertiserId, periodRange(period, today), by, 10),
    projections: () => {
      const paceRange = { from: addDays(today, -PACE_DAYS), to: today };
      return Promise.all([
        ledger.balanceOf(on, advertiserId),
        raw.advertiserDays(on, advertiserId, paceRange),
        (async () => {
          const ads = await budgetedAds(on, advertiserId);
          if (ads.length === 0) return [];
          const earliest = ads.reduce(
            (min, ad) => (ad.budget_start < min ? ad.budget_start : min),
            addDays(today, -PACE_DAYS),
          );
          return raw.adSpendByDay(
            on,
            advertiserId,
            ads.map((ad) => ad.id),
            { from: earliest, to: today },
          );
        })(),
      ]);
    },
  });
  const rawWidgets = rawWidgetsOn(db);
  const widgets = (period: ReportPeriod): Record<string, Sides> => ({
    deposits: [() => dashboard.deposits(principal, period), () => rawWidgets.deposits(period)],
    bidding: [() => dashboard.bidding(principal, period), () => rawWidgets.bidding(period)],
    'top keyword bids': [
      () => dashboard.topKeywordBids(principal, period),
      () => rawWidgets.topKeywordBids(period),
    ],
    'top ads': [() => dashboard.top(principal, period, 'ad'), () => rawWidgets.top(period, 'ad')],
    'top keywords': [
      () => dashboard.top(principal, period, 'keyword'),
      () => rawWidgets.top(period, 'keyword'),
    ],
    'top websites': [
      () => dashboard.top(principal, period, 'website'),
      () => rawWidgets.top(period, 'website'),
    ],
    projections: [() => dashboard.projections(principal), () => rawWidgets.projections()],
  });

  const listRange: DayRange = { from: firstDay, to: today };
  const dayListQuery = ZDayExpenseQuery.parse({ from: firstDay, to: today });
  const rawDayListOn = (on: Database) => async () => {
    const [page] = await Promise.all([
      raw.dayExpensePage(on, advertiserId, listRange, {
        limit: dayListQuery.page_size,
        offset: (dayListQuery.page - 1) * dayListQuery.page_size,
      }),
      raw.advertiserTotals(on, advertiserId, listRange),
      raw.adsPerDay(on, advertiserId, listRange),
    ]);
    return raw.adsPerDay(
      on,
      advertiserId,
      page.rows.map((row) => row.day),
    );
  };
  const rawDayDetailOn = (on: Database) => () =>
    Promise.all([raw.linesOfDay(on, advertiserId, yesterday), settlementsOfDay(on, advertiserId, yesterday)]);
  const rawDayList = rawDayListOn(db);
  const rawDayDetail = rawDayDetailOn(db);

  const clickStart = startOfPlatformDay(firstDay, TIME_ZONE);
  const clickEnd = startOfPlatformDay(today, TIME_ZONE, 1);
  const clickQuery = (after?: string) => ZClickReportQuery.parse({ from: firstDay, to: today, after });
  const rawClicksOn = (on: Database) => (after?: string) =>
    Promise.all([
      clickReportPage(
        on,
        { advertiserId, start: clickStart, end: clickEnd },
        after ? decodeClickCursor(after) : null,
        clickQuery().page_size + 1,
      ),
      raw.clickCount(on, advertiserId, clickStart, clickEnd),
    ]);
  const rawClicks = rawClicksOn(db);
  // Page 100 by walking `next`; the deepest seek: the cursor of the advertiser's 30th oldest click.
  let cursor: string | undefined;
  let pagesWalked = 1;
  const walk = await timed(async () => {
    for (; pagesWalked < 100; pagesWalked++) {
      const page = await reports.clicks(principal, clickQuery(cursor));
      if (!page.next) break;
      cursor = page.next;
    }
  });
  const page100Cursor = cursor;
  const [old] = await queryRows<{ id: string; at_micros: string; position: string }>(
    db,
    sql`select id::text as id, (extract(epoch from clicked_at) * 1000000)::bigint::text as at_micros,
          (select count(*) from clicks where advertiser_id = ${advertiserId}::uuid
            and clicked_at >= ${clickStart.toISOString()}::timestamptz)::text as position
        from clicks where advertiser_id = ${advertiserId}::uuid and clicked_at >= ${clickStart.toISOString()}::timestamptz
        order by clicked_at, id offset 30 limit 1`,
  );
  const oldCursor = encodeClickCursor(BigInt(old!.at_micros), old!.id);
  const oldPage = Math.floor((Number(old!.position) - 31) / clickQuery().page_size) + 1;
  console.info(
    `  click report: walked ${pagesWalked} pages by \`next\` in ${round(walk.ms, 0)} ms; the oldest seek lands on ` +
      `page ${oldPage} of ${Math.ceil(Number(old!.position) / clickQuery().page_size)} (the advertiser's clicks ` +
      `end there: page 10,000 would be 250,000 clicks deep, and costs what this seek costs)`,
  );

  // Every rollup query's answer against its raw twin, once.
  const monthRange = periodRange('month', today);
  const allRange = periodRange('all', today);
  const bidTargets = (await highestKeywordBids(db, advertiserId, 10)).map((bid) => bid.target_id);
  const budgeted = (await budgetedAds(db, advertiserId)).map((ad) => ad.id);
  const sortRows = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const checks: [string, boolean][] = [];
  for (const [name, range] of [
    ['month', monthRange],
    ['all', allRange],
  ] as const) {
    checks.push([
      `advertiserTotals(${name})`,
      same(
        await advertiserTotals(db, advertiserId, range),
        await raw.advertiserTotals(db, advertiserId, range),
      ),
    ]);
    checks.push([
      `advertiserDays(${name})`,
      same(await advertiserDays(db, advertiserId, range), await raw.advertiserDays(db, advertiserId, range)),
    ]);
    for (const by of ['ad', 'keyword', 'website'] as const)
      checks.push([
        `topLines(${name}, ${by})`,
        same(
          await topLines(db, advertiserId, range, by, 10),
          await raw.topLines(db, advertiserId, range, by, 10),
        ),
      ]);
    checks.push([
      `targetTotals(${name})`,
      same(
        [...(await targetTotals(db, advertiserId, range, bidTargets))].sort(),
        [...(await raw.targetTotals(db, advertiserId, range, bidTargets))].sort(),
      ),
    ]);
  }
  checks.push([
    'adSpendByDay',
    same(
      sortRows(await adSpendByDay(db, advertiserId, budgeted, listRange)),
      sortRows(await raw.adSpendByDay(db, advertiserId, budgeted, listRange)),
    ),
  ]);
  const rollupPage = await dayExpensePage(db, advertiserId, listRange, {
    sort: 'date',
    direction: 'desc',
    limit: 25,
    offset: 0,
  });
  checks.push([
    'dayExpensePage',
    same(rollupPage, await raw.dayExpensePage(db, advertiserId, listRange, { limit: 25, offset: 0 })),
  ]);
  checks.push([
    'adsPerDay(range)',
    same(
      [...(await adsPerDay(db, advertiserId, listRange))],
      [...(await raw.adsPerDay(db, advertiserId, listRange))],
    ),
  ]);
  const pageDays = rollupPage.rows.map((row) => row.day);
  checks.push([
    'adsPerDay(days)',
    same(
      [...(await adsPerDay(db, advertiserId, pageDays))].sort(),
      [...(await raw.adsPerDay(db, advertiserId, pageDays))].sort(),
    ),
  ]);
  checks.push([
    'linesOfDay',
    same(
      await linesOfDay(db, { advertiserId }, yesterday),
      await raw.linesOfDay(db, advertiserId, yesterday),
    ),
  ]);
  checks.push([
    'click total',
    Number((await rollupTotals(db, { advertiserId, range: listRange })).clicks) ===
      (await raw.clickCount(db, advertiserId, clickStart, clickEnd)),
  ]);
  const mismatched = checks.filter(([, ok]) => !ok).map(([name]) => name);
  console.info(
    `  rollup = raw: ${checks.length - mismatched.length} of ${checks.length} queries agree` +
      `${mismatched.length ? ` — DIFFER: ${mismatched.join(', ')}` : ''}`,
  );

  // The figures.
  const figures: Figure[] = [];
  console.info(
    `\nReports for ${typical.company_name}, ${RUNS} runs after ${WARMUP} warm-up, rollup and raw interleaved:`,
  );
  for (const period of ['month', 'all'] as const) {
    for (const [name, [rollupSide, rawSide]] of Object.entries(widgets(period))) {
      if (name === 'projections' && period === 'all') continue;
      figures.push(
        await measure(
          name === 'projections' ? 'dashboard: projections (no period)' : `dashboard(${period}): ${name}`,
          rollupSide,
          rawSide,
          name === 'deposits' ? 'reads no rollup: the same queries both sides' : '',
          name !== 'deposits',
        ),
      );
    }
    const all = Object.values(widgets(period));
    figures.push(
      await measure(
        `dashboard(${period}): all 7 widgets at once`,
        () => Promise.all(all.map(([rollupSide]) => rollupSide())),
        () => Promise.all(all.map(([, rawSide]) => rawSide())),
        'concurrently, as the page asks',
      ),
    );
  }
  figures.push(
    await measure(
      `day expense list (page 1, date desc, ${DAYS} days)`,
      () => reports.dayExpense(principal, dayListQuery),
      rawDayList,
    ),
  );
  figures.push(
    await measure(
      `day detail (${yesterday})`,
      () => reports.dayExpenseDetail(principal, yesterday),
      rawDayDetail,
    ),
  );
  const clickNote = 'page rows are raw clicks on both sides; only the total differs';
  figures.push(
    await measure(
      'click report page 1',
      () => reports.clicks(principal, clickQuery()),
      () => rawClicks(),
      clickNote,
    ),
  );
  figures.push(
    await measure(
      `click report page ${pagesWalked} (walked by next)`,
      () => reports.clicks(principal, clickQuery(page100Cursor)),
      () => rawClicks(page100Cursor),
      clickNote,
    ),
  );
  figures.push(
    await measure(
      `click report seek to the oldest (page ${oldPage}; = page 10,000)`,
      () => reports.clicks(principal, clickQuery(oldCursor)),
      () => rawClicks(oldCursor),
      clickNote,
    ),
  );

  // Every statement the services ran for each report, recorded and explained once; then the raw twins'.
  console.info(
    '\nEXPLAIN (ANALYZE, BUFFERS), once, of each statement the reports run ([rollup] reads report_days or ' +
      'report_advertiser_days, [clicks] raw clicks, [other] neither):',
  );
  const plans: PlanSummary[] = [];
  const rawPlans: PlanSummary[] = [];
  type Explained = [string, (on: Database) => Promise<unknown>, (on: Database) => Promise<unknown>];
  const explained: Explained[] = [];
  for (const period of ['month', 'all'] as const) {
    explained.push([
      `bidding(${period})`,
      (on) => makeDashboard(on).bidding(principal, period),
      (on) => rawWidgetsOn(on).bidding(period),
    ]);
    explained.push([
      `topKeywordBids(${period})`,
      (on) => makeDashboard(on).topKeywordBids(principal, period),
      (on) => rawWidgetsOn(on).topKeywordBids(period),
    ]);
    for (const by of ['ad', 'keyword', 'website'] as const)
      explained.push([
        `top(${period}, ${by})`,
        (on) => makeDashboard(on).top(principal, period, by),
        (on) => rawWidgetsOn(on).top(period, by),
      ]);
  }
  explained.push([
    'projections',
    (on) => makeDashboard(on).projections(principal),
    (on) => rawWidgetsOn(on).projections(),
  ]);
  explained.push([
    'deposits(all)',
    (on) => makeDashboard(on).deposits(principal, 'all'),
    (on) => rawWidgetsOn(on).deposits('all'),
  ]);
  explained.push([
    'dayExpense',
    (on) => makeReports(on).dayExpense(principal, dayListQuery),
    (on) => rawDayListOn(on)(),
  ]);
  explained.push([
    `dayExpenseDetail(${yesterday})`,
    (on) => makeReports(on).dayExpenseDetail(principal, yesterday),
    (on) => rawDayDetailOn(on)(),
  ]);
  explained.push([
    'clicks page 1',
    (on) => makeReports(on).clicks(principal, clickQuery()),
    (on) => rawClicksOn(on)(),
  ]);
  explained.push([
    `clicks page ${pagesWalked}`,
    (on) => makeReports(on).clicks(principal, clickQuery(page100Cursor)),
    (on) => rawClicksOn(on)(page100Cursor),
  ]);
  explained.push([
    `clicks page ${oldPage}`,
    (on) => makeReports(on).clicks(principal, clickQuery(oldCursor)),
    (on) => rawClicksOn(on)(oldCursor),
  ]);
  const kindOf = (summary: PlanSummary) => {
    const text = summary.plan.join('\n');
    return / on report_\w+/.test(text) ? 'rollup' : / on clicks_\w+/.test(text) ? 'clicks' : 'other';
  };
  const explainCall = async (label: string, call: (on: Database) => Promise<unknown>) => {
    const sink: SQL[] = [];
    await call(recording(db, sink));
    const summaries: PlanSummary[] = [];
    let index = 0;
    for (const query of sink) {
      const summary = await explain(db, `${label} #${++index}`, query);
      summaries.push({ ...summary, label: `[${kindOf(summary)}] ${summary.label}` });
    }
    return summaries;
  };
  for (const [label, rollupCall] of explained) {
    for (const summary of await explainCall(label, rollupCall)) {
      plans.push(summary);
      console.info(planLine(summary));
    }
  }
  console.info('\nThe raw twins, explained the same way (their reads of clicks and impression_counts):');
  for (const [label, , rawCall] of explained) {
    for (const found of await explainCall(label, rawCall)) {
      const summary = { ...found, label: found.label.replace(/^\[\w+\]/, '[raw]') };
      rawPlans.push(summary);
      if (/ on (clicks_\w+|impression_counts)/.test(summary.plan.join('\n'))) console.info(planLine(summary));
    }
  }

  // What would fix the report_days reads: an advertiser's rows of a day side by side, as report_rebuild_day would
  // leave a closed day if its INSERT were ordered by advertiser_id (simulated here by CLUSTER on (day,
  // advertiser_id)). The report_days-heavy reports, rollup side only, before and after.
  console.info(
    '\nWhat if report_days were laid out by (day, advertiser_id)? Rollup side only, before and after:',
  );
  const heavy: [string, () => Promise<unknown>][] = [
    ['dashboard(all): top ads', () => dashboard.top(principal, 'all', 'ad')],
    ['dashboard(all): top keywords', () => dashboard.top(principal, 'all', 'keyword')],
    ['dashboard(all): top websites', () => dashboard.top(principal, 'all', 'website')],
    ['dashboard(all): top keyword bids', () => dashboard.topKeywordBids(principal, 'all')],
    [
      'dashboard(all): all 7 widgets at once',
      () => Promise.all(Object.values(widgets('all')).map(([rollupSide]) => rollupSide())),
    ],
    ['day expense list', () => reports.dayExpense(principal, dayListQuery)],
  ];
  const rollupOnly = async (body: () => Promise<unknown>) => {
    for (let run = 0; run < WARMUP; run++) await body();
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) samples.push((await timed(body)).ms);
    return { stats: statsOf(samples), load: machineLoad() };
  };
  const topAdsPlan = async (label: string) => {
    const sink: SQL[] = [];
    await makeDashboard(recording(db, sink)).top(principal, 'all', 'ad');
    return explain(db, label, sink[0]!);
  };
  const layoutRuns: { report: string; before: Stats; after: Stats; load: MachineLoad }[] = [];
  const beforeLayout: { stats: Stats; load: MachineLoad }[] = [];
  for (const [, body] of heavy) beforeLayout.push(await rollupOnly(body));
  const planBefore = await topAdsPlan('top(all, ad) as built');
  const clustered = await timed(async () => {
    await loader.query('create index bench_day_advertiser on report_days (day, advertiser_id)');
    await loader.query('cluster report_days using bench_day_advertiser');
    await loader.query('drop index bench_day_advertiser');
    await loader.query('vacuum (analyze) report_days');
  });
  console.info(
    `  report_days clustered on (day, advertiser_id) in ${seconds(clustered.ms)} s; ${loadText()}`,
  );
  for (const [index, [report, body]] of heavy.entries()) {
    const after = await rollupOnly(body);
    const before = beforeLayout[index]!;
    layoutRuns.push({ report, before: before.stats, after: after.stats, load: after.load });
    console.info(
      `  ${report}: as built p50 ${before.stats.p50} / p95 ${before.stats.p95} / p99 ${before.stats.p99} ms ` +
        `(${loadText(before.load)}); laid out by advertiser p50 ${after.stats.p50} / p95 ${after.stats.p95} / ` +
        `p99 ${after.stats.p99} ms; ${loadText(after.load)}`,
    );
  }
  const planAfter = await topAdsPlan('top(all, ad) laid out by advertiser');
  console.info(planLine(planBefore));
  console.info(planLine(planAfter));

  const endLoad = machineLoad();
  console.info(
    `\nbench:reports on PostgreSQL; ${loadText(endLoad)} (at the start ${loadText(startLoad)}); ` +
      `${typical.company_name}: ${count(typical.clicks)} clicks`,
  );
  console.table(
    figures.map((figure) => ({
      report: figure.report,
      'rollup p50/p95/p99 ms': `${figure.rollup.p50} / ${figure.rollup.p95} / ${figure.rollup.p99}`,
      'raw p50/p95/p99 ms': `${figure.raw.p50} / ${figure.raw.p95} / ${figure.raw.p99}`,
      'rollup÷raw': figure.ratio,
      'p95≤50': figure.p95Pass ? 'PASS' : 'MISS',
      '≥100×': verdict(figure.speedupPass),
      load: `${figure.load.loadavg1}/${figure.load.loadavg5}/${figure.load.loadavg15}`,
    })),
  );
  // The same as Markdown, for the ADR.
  console.info(
    [
      '| Report | Rollup p50 / p95 / p99 ms | Raw p50 / p95 / p99 ms | Rollup ÷ raw (p50) | p95 ≤ 50 ms | ≥ 100× | Load 1/5/15 |',
      '|---|---|---|---|---|---|---|',
      ...figures.map(
        (figure) =>
          `| ${figure.report} | ${figure.rollup.p50} / ${figure.rollup.p95} / ${figure.rollup.p99} | ` +
          `${figure.raw.p50} / ${figure.raw.p95} / ${figure.raw.p99} | ${figure.ratio} (${round(figure.raw.p50 / figure.rollup.p50, 1)}×) | ` +
          `${figure.p95Pass ? 'PASS' : 'MISS'} | ${verdict(figure.speedupPass)} | ` +
          `${figure.load.loadavg1}/${figure.load.loadavg5}/${figure.load.loadavg15} |`,
      ),
    ].join('\n'),
  );
  const p95Missed = figures.filter((figure) => !figure.p95Pass).length;
  const speedupPassed = figures.filter((figure) => figure.speedupPass === true).length;
  const speedupMissed = figures.filter((figure) => figure.speedupPass === false).length;
  console.info(
    `  p95 ≤ ${P95_TARGET_MS} ms: ${figures.length - p95Missed} PASS, ${p95Missed} MISS; ≥ ${SPEEDUP_TARGET}× faster ` +
      `than raw: ${speedupPassed} PASS, ${speedupMissed} MISS (${figures.length - speedupPassed - speedupMissed} n/a)`,
  );
  const file = writeResults('reports', {
    clicks: CLICKS,
    days: DAYS,
    runs: RUNS,
    warmup: WARMUP,
    shape: SHAPE,
    load: { start: startLoad, end: endLoad },
    population: population.counts,
    bulkLoad: {
      clickChunks: clickLoad.value,
      clicksMs: round(clickLoad.ms, 0),
      impressionRows,
      impressionsMs: round(impressionLoad.ms, 0),
      vacuumMs: round(vacuum.ms, 0),
    },
    build: { ...build, days: buildDays.map((day) => ({ day: day.day, ms: round(day.ms, 1) })) },
    rebuildPlans,
    sizes,
    increment,
    typical: { ...typical, ...shape },
    checks,
    figures,
    plans,
    rawPlans,
    layout: { clusterMs: round(clustered.ms, 0), runs: layoutRuns, planBefore, planAfter },
  });
  console.info(`results: ${file}`);
  return mismatched.length === 0;
});
