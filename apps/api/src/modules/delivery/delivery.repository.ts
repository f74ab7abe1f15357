import type { AdType, BudgetPeriod, TargetType } from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { clicks, impressionBeacons } from '../../db/schema/index.ts';
import type { ImpressionVoidReason } from './impression-rules.ts';

export type NewClick = typeof clicks.$inferInsert;

const uuids = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

export interface ClickFactsRow {
  impression_id: string;
  clicked_before: boolean;
  viewed_at: Date | string | null;
  recent: string;
}

/**
 * For each click of a batch, in one query: was its impression clicked before, when was the impression seen,
 * how many charged clicks came from its IP on its ad since `since`.
 */
export async function clickFacts(
  db: Executor,
  input: readonly { impressionId: string; adId: string; ip: string }[],
  since: Date,
): Promise<Map<string, ClickFactsRow>> {
  if (input.length === 0) return new Map();
  const values = sql.join(
    input.map((click) => sql`(${click.impressionId}::uuid, ${click.adId}::uuid, ${click.ip}::text)`),
    sql`, `,
  );
  const rows = await queryRows<ClickFactsRow>(
    db,
    sql`with input(impression_id, ad_id, ip) as (values ${values})
        select i.impression_id::text as impression_id,
          exists(select 1 from clicks c where c.impression_id = i.impression_id) as clicked_before,
          (select b.viewed_at from impression_beacons b where b.impression_id = i.impression_id) as viewed_at,
          (select count(*) from clicks c where c.ip = i.ip and c.advertisement_id = i.ad_id
             and c.status = 'success' and c.clicked_at > ${since.toISOString()}::timestamptz)::text as recent
        from input i`,
  );
  return new Map(rows.map((row) => [row.impression_id, row]));
}

export async function insertClicks(db: Executor, rows: readonly NewClick[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(clicks).values([...rows]);
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

/** The budgets of these ads and what each spent today and since its budget started (read under the lock). */
export async function adBudgets(
  db: Executor,
  adIds: readonly string[],
  today: string,
): Promise<AdBudgetRow[]> {
  if (adIds.length === 0) return [];
  return queryRows<AdBudgetRow>(
    db,
    sql`select a.id, a.budget_micros::text as budget_micros, a.budget_period, a.budget_start::text as budget_start,
          a.budget_end::text as budget_end,
          coalesce((select sum(e.amount_micros) from spend_entries e where e.advertisement_id = a.id
                    and e.voided_at is null and e.spend_date = ${today}::date), 0)::text as spent_today,
          coalesce((select sum(e.amount_micros) from spend_entries e where e.advertisement_id = a.id
                    and e.voided_at is null and e.spend_date >= a.budget_start), 0)::text as spent_since_start
        from advertisements a where a.id in (${uuids([...new Set(adIds)])})`,
  );
}

export type NewBeacon = typeof impressionBeacons.$inferInsert;

/** Inserts the beacons not seen before and returns their impression ids (a replayed beacon counts once). */
export async function insertNewBeacons(db: Executor, rows: readonly NewBeacon[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await db
    .insert(impressionBeacons)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: impressionBeacons.impressionId });
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

export async function addImpressionCounts(
  db: Executor,
  deltas: readonly ImpressionCountDelta[],
): Promise<void> {
  if (deltas.length === 0) return;
  const values = sql.join(
    deltas.map(
      (delta) =>
        sql`(${delta.advertisementId}::uuid, ${delta.targetId}::uuid, ${delta.siteId}::uuid,
             ${delta.hour.toISOString()}::timestamptz, ${delta.advertiserId}::uuid, ${delta.impressions}::int,
             ${delta.chargedMicros.toString()}::bigint)`,
    ),
    sql`, `,
  );
  await db.execute(
    sql`insert into impression_counts (advertisement_id, target_id, site_id, hour, advertiser_id, impressions, charged_micros)
        values ${values}
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
  deltas: readonly ImpressionVoidDelta[],
): Promise<void> {
  if (deltas.length === 0) return;
  const values = sql.join(
    deltas.map(
      (delta) =>
        sql`(${delta.advertisementId}::uuid, ${delta.targetId}::uuid, ${delta.siteId}::uuid,
             ${delta.hour.toISOString()}::timestamptz, ${delta.reason}, ${delta.advertiserId}::uuid,
             ${delta.impressions}::int)`,
    ),
    sql`, `,
  );
  await db.execute(
    sql`insert into impression_voids (advertisement_id, target_id, site_id, hour, reason, advertiser_id, impressions)
        values ${values}
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
