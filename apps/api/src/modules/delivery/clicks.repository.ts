import type { AdType, ClickStatus, DeviceType, TargetType, VoidReason } from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

export interface ClickRow {
  id: string;
  impression_id: string;
  advertiser_id: string;
  advertisement_id: string;
  target_type: TargetType;
  target_name: string | null;
  website: string | null;
  price_micros: string;
  ip: string;
  country: string | null;
  browser: string | null;
  os: string | null;
  device_type: DeviceType;
  status: ClickStatus;
  void_reason: VoidReason | null;
  void_note: string | null;
  clicked_at: Date | string;
}

/** The ad's type when it exists (not deleted) and, when an advertiser is given, is theirs; else null. */
export async function visibleAdType(
  db: Executor,
  adId: string,
  advertiserId?: string,
): Promise<AdType | null> {
  const [row] = await queryRows<{ type: AdType }>(
    db,
    sql`select type from advertisements where id = ${adId}::uuid and status <> 'deleted'
        ${advertiserId ? sql`and advertiser_id = ${advertiserId}::uuid` : sql``}`,
  );
  return row?.type ?? null;
}

const CLICK_COLUMNS = sql`c.id, c.impression_id, c.advertiser_id, c.advertisement_id, c.target_type,
  coalesce(k.keyword, tw.domain) as target_name, w.domain as website, c.price_micros::text as price_micros, c.ip,
  c.country, c.browser, c.os, c.device_type, c.status, c.void_reason, c.void_note, c.clicked_at`;
const CLICK_JOINS = sql`left join ad_targets t on t.id = c.target_id
  left join keywords k on k.id = t.keyword_id
  left join websites tw on tw.id = t.website_id
  left join websites w on w.id = c.site_id`;

/** A page of an ad's clicks, newest first, with the total. */
export async function adClicksPage(
  db: Executor,
  adId: string,
  filter: { status?: ClickStatus | undefined; limit: number; offset: number },
): Promise<{ rows: ClickRow[]; total: number }> {
  const where = sql`c.advertisement_id = ${adId}::uuid ${filter.status ? sql`and c.status = ${filter.status}` : sql``}`;
  const [rows, count] = await Promise.all([
    queryRows<ClickRow>(
      db,
      sql`select ${CLICK_COLUMNS} from clicks c ${CLICK_JOINS} where ${where}
          order by c.clicked_at desc, c.id desc limit ${filter.limit} offset ${filter.offset}`,
    ),
    queryRows<{ n: string }>(db, sql`select count(*)::text as n from clicks c where ${where}`),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

export async function lockClick(db: Executor, id: string): Promise<ClickRow | undefined> {
  const [row] = await queryRows<ClickRow>(
    db,
    sql`select ${CLICK_COLUMNS} from clicks c ${CLICK_JOINS} where c.id = ${id}::uuid for update of c`,
  );
  return row;
}

export async function markClickVoid(db: Executor, id: string, note: string, at: Date): Promise<void> {
  await db.execute(
    sql`update clicks set status = 'void', void_reason = 'manual', void_note = ${note},
        voided_at = ${at.toISOString()}::timestamptz where id = ${id}::uuid`,
  );
}

export interface DeliveryDayRow {
  day: string;
  impressions: string;
  clicks: string;
  void_clicks: string;
  void_impressions: string;
  charged_clicks: string;
  paid_impressions: string;
  spend: string;
}

/**
 * An ad's delivery by platform day since `from`, from the report rollups (ADR 10): impressions, successful and
 * void clicks, void impressions, what average prices divide by, and the valid spend (what the ledger settles).
 */
export async function adDeliveryDays(db: Executor, adId: string, from: string): Promise<DeliveryDayRow[]> {
  return queryRows<DeliveryDayRow>(
    db,
    sql`select day::text as day, sum(impressions)::text as impressions,
          sum(clicks - void_clicks)::text as clicks, sum(void_clicks)::text as void_clicks,
          sum(void_impressions)::text as void_impressions,
          sum(charged_clicks)::text as charged_clicks, sum(paid_impressions)::text as paid_impressions,
          sum(click_spend_micros + impression_spend_micros)::text as spend
        from report_days where advertisement_id = ${adId}::uuid and day >= ${from}::date
        group by day order by day`,
  );
}
