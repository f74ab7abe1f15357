import type { AdType, BudgetPeriod, TargetType } from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { clicks } from '../../db/schema/index.ts';
import type { ImpressionVoidReason } from './impression-rules.ts';

export type NewClick = typeof clicks.$inferInsert;

export interface ClickFactsRow {
  impression_id: string;
  clicked_before: boolean;
  viewed_at: string | null;
  recent: string;
}

export interface AdBudgetRow {
  id: string;
  budget_micros: string | null;
  budget_period: BudgetPeriod | null;
  budget_start: string | null;
  budget_end: string | null;
  spent_today: string;
  spent_since_start: string;
}

/** The budgets of the ads `ad_ids` (an array parameter) and what each spent today and since its budget started. */
const AD_BUDGETS = (adIds: readonly string[], today: string) =>
  sql`select a.id, a.budget_micros::text as budget_micros, a.budget_period, a.budget_start::text as budget_start,
          a.budget_end::text as budget_end,
          coalesce((select sum(e.amount_micros) from spend_entries e where e.advertisement_id = a.id
                    and e.voided_at is null and e.spend_date = ${today}::date), 0)::text as spent_today,
          coalesce((select sum(e.amount_micros) from spend_entries e where e.advertisement_id = a.id
                    and e.voided_at is null and e.spend_date >= a.budget_start), 0)::text as spent_since_start
        from advertisements a where a.id = any(${sql.param([...new Set(adIds)])}::uuid[])`;

/**
 * What the click rules and budgets of a batch need, in one query (read under the advertisers' ledger locks):
 * for each click, whether its impression was clicked before, when the impression was seen and how many charged
 * clicks came from its IP on its ad since `since`; and the budgets of the batch's ads with their spend.
 */
export async function clickBatchFacts(
  db: Executor,
  input: readonly { impressionId: string; adId: string; ip: string }[],
  since: Date,
  today: string,
): Promise<{ facts: Map<string, ClickFactsRow>; budgets: AdBudgetRow[] }> {
  if (input.length === 0) return { facts: new Map(), budgets: [] };
  const adIds = input.map((click) => click.adId);
  const [row] = await queryRows<{ facts: ClickFactsRow[] | null; budgets: AdBudgetRow[] | null }>(
    db,
    sql`with input as (
          select * from unnest(${sql.param(input.map((click) => click.impressionId))}::uuid[],
            ${sql.param(adIds)}::uuid[], ${sql.param(input.map((click) => click.ip))}::text[])
            as i(impression_id, ad_id, ip)
        ), facts as (
          select i.impression_id::text as impression_id,
            exists(select 1 from clicks c where c.impression_id = i.impression_id) as clicked_before,
            (select b.viewed_at from impression_beacons b where b.impression_id = i.impression_id) as viewed_at,
            (select count(*) from clicks c where c.ip = i.ip and c.advertisement_id = i.ad_id
               and c.status = 'success' and c.clicked_at > ${since.toISOString()}::timestamptz)::text as recent
          from input i
        ), budgets as (${AD_BUDGETS(adIds, today)})
        select (select json_agg(facts) from facts) as facts, (select json_agg(budgets) from budgets) as budgets`,
  );
  return {
    facts: new Map((row?.facts ?? []).map((fact) => [fact.impression_id, fact])),
    budgets: row?.budgets ?? [],
  };
}

/** The click rows of a batch in one statement: one array per column (the same text for any number of rows). */
export async function insertClicks(db: Executor, rows: readonly NewClick[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <T>(pick: (row: NewClick) => T) => sql.param(rows.map(pick));
  await db.execute(
    sql`insert into clicks (impression_id, advertiser_id, advertisement_id, target_id, target_type, site_id,
          price_micros, status, void_reason, ip, country, browser, os, device_type, served_at, clicked_at, voided_at)
        select * from unnest(${column((row) => row.impressionId)}::uuid[], ${column((row) => row.advertiserId)}::uuid[],
          ${column((row) => row.advertisementId)}::uuid[], ${column((row) => row.targetId)}::uuid[],
          ${column((row) => row.targetType)}::text[], ${column((row) => row.siteId)}::uuid[],
          ${column((row) => row.priceMicros.toString())}::bigint[], ${column((row) => row.status)}::text[],
          ${column((row) => row.voidReason)}::text[], ${column((row) => row.ip)}::text[],
          ${column((row) => row.country)}::text[], ${column((row) => row.browser)}::text[],
          ${column((row) => row.os)}::text[], ${column((row) => row.deviceType)}::text[],
          ${column((row) => row.servedAt.toISOString())}::timestamptz[],
          ${column((row) => row.clickedAt.toISOString())}::timestamptz[],
          ${column((row) => row.voidedAt?.toISOString() ?? null)}::timestamptz[])`,
  );
}

/** The budgets of these ads and what each spent today and since its budget started (read under the lock). */
export async function adBudgets(
  db: Executor,
  adIds: readonly string[],
  today: string,
): Promise<AdBudgetRow[]> {
  if (adIds.length === 0) return [];
  return queryRows<AdBudgetRow>(db, AD_BUDGETS(adIds, today));
}

export interface NewBeacon {
  impressionId: string;
  advertisementId: string;
  servedAt: Date;
  viewedAt: Date;
}

/** Inserts the beacons not seen before and returns their impression ids (a replayed beacon counts once). */
export async function insertNewBeacons(db: Executor, rows: readonly NewBeacon[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`insert into impression_beacons (impression_id, advertisement_id, served_at, viewed_at)
        select * from unnest(${sql.param(rows.map((row) => row.impressionId))}::uuid[],
          ${sql.param(rows.map((row) => row.advertisementId))}::uuid[],
          ${sql.param(rows.map((row) => row.servedAt.toISOString()))}::timestamptz[],
          ${sql.param(rows.map((row) => row.viewedAt.toISOString()))}::timestamptz[])
        on conflict do nothing
        returning impression_id::text as id`,
  );
  return new Set(inserted.map((row) => row.id));
}

export interface ImpressionCountDelta {
  advertisementId: string;
  targetId: string;
  siteId: string;
  hour: Date;
  advertiserId: string;
  impressions: number;
  chargedMicros: bigint;
}

/**
 * Rows upserted in key order: two flushes (or processes) adding to the same counts lock them in the same order, so
 * they wait for each other instead of deadlocking.
 */
const inKeyOrder = <T extends { advertisementId: string; targetId: string; siteId: string; hour: Date }>(
  deltas: readonly T[],
  extra: (delta: T) => string = () => '',
) => {
  const key = (delta: T) =>
    `${delta.advertisementId}|${delta.targetId}|${delta.siteId}|${delta.hour.toISOString()}|${extra(delta)}`;
  return [...deltas].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
};

export async function addImpressionCounts(
  db: Executor,
  unordered: readonly ImpressionCountDelta[],
): Promise<void> {
  if (unordered.length === 0) return;
  const deltas = inKeyOrder(unordered);
  await db.execute(
    sql`insert into impression_counts (advertisement_id, target_id, site_id, hour, advertiser_id, impressions, charged_micros)
        select * from unnest(${sql.param(deltas.map((delta) => delta.advertisementId))}::uuid[],
          ${sql.param(deltas.map((delta) => delta.targetId))}::uuid[],
          ${sql.param(deltas.map((delta) => delta.siteId))}::uuid[],
          ${sql.param(deltas.map((delta) => delta.hour.toISOString()))}::timestamptz[],
          ${sql.param(deltas.map((delta) => delta.advertiserId))}::uuid[],
          ${sql.param(deltas.map((delta) => delta.impressions))}::int[],
          ${sql.param(deltas.map((delta) => delta.chargedMicros.toString()))}::bigint[])
        on conflict (advertisement_id, target_id, site_id, hour) do update
        set impressions = impression_counts.impressions + excluded.impressions,
            charged_micros = impression_counts.charged_micros + excluded.charged_micros`,
  );
}

export interface ImpressionVoidDelta {
  advertisementId: string;
  targetId: string;
  siteId: string;
  hour: Date;
  reason: ImpressionVoidReason;
  advertiserId: string;
  impressions: number;
}

/** Adds void impressions per ad × target × site × hour × reason (never billed; the reports show them). */
export async function addImpressionVoids(
  db: Executor,
  unordered: readonly ImpressionVoidDelta[],
): Promise<void> {
  if (unordered.length === 0) return;
  const deltas = inKeyOrder(unordered, (delta) => delta.reason);
  await db.execute(
    sql`insert into impression_voids (advertisement_id, target_id, site_id, hour, reason, advertiser_id, impressions)
        select * from unnest(${sql.param(deltas.map((delta) => delta.advertisementId))}::uuid[],
          ${sql.param(deltas.map((delta) => delta.targetId))}::uuid[],
          ${sql.param(deltas.map((delta) => delta.siteId))}::uuid[],
          ${sql.param(deltas.map((delta) => delta.hour.toISOString()))}::timestamptz[],
          ${sql.param(deltas.map((delta) => delta.reason))}::text[],
          ${sql.param(deltas.map((delta) => delta.advertiserId))}::uuid[],
          ${sql.param(deltas.map((delta) => delta.impressions))}::int[])
        on conflict (advertisement_id, target_id, site_id, hour, reason) do update
        set impressions = impression_voids.impressions + excluded.impressions`,
  );
}

export interface ClickContext {
  advertiserId: string;
  type: AdType;
  redirectUrl: string;
  targetType: TargetType | null;
}

/** What a click needs of an ad the index no longer holds (deleted or banned since it was served). */
export async function clickContext(
  db: Executor,
  adId: string,
  targetId: string,
): Promise<ClickContext | null> {
  const [row] = await queryRows<{
    advertiser_id: string;
    type: AdType;
    redirect_url: string;
    target_type: TargetType | null;
  }>(
    db,
    sql`select a.advertiser_id, a.type, a.redirect_url,
          (select t.target_type from ad_targets t where t.id = ${targetId}::uuid and t.advertisement_id = a.id) as target_type
        from advertisements a where a.id = ${adId}::uuid`,
  );
  return row
    ? {
        advertiserId: row.advertiser_id,
        type: row.type,
        redirectUrl: row.redirect_url,
        targetType: row.target_type,
      }
    : null;
}

/** Forgets beacons older than any click link can be (clicks look their impression up only that long). */
export async function pruneBeacons(db: Executor, before: Date): Promise<number> {
  const rows = await queryRows<{ n: string }>(
    db,
    sql`with gone as (delete from impression_beacons where viewed_at < ${before.toISOString()}::timestamptz returning 1)
        select count(*)::text as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}
