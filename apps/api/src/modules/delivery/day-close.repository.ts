import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

/** Platform days before `today` that still have charged clicks not yet settled. */
export async function openClickDays(db: Executor, today: string): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`select distinct spend_date::text as day from spend_entries
        where settled_at is null and voided_at is null and spend_date < ${today}::date and reference like 'click:%'
        order by 1`,
  );
  return rows.map((row) => row.day);
}

/**
 * Voids the still-unsettled charged clicks of a day from every IP that made more than `limit` charged clicks
 * that day across all ads; returns their spend references. Running it again finds nothing more.
 */
export async function voidBusyAddresses(
  db: Executor,
  window: { from: Date; to: Date },
  limit: number,
  at: Date,
): Promise<string[]> {
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  const rows = await queryRows<{ reference: string }>(
    db,
    sql`with busy as (
          select ip from clicks
          where status = 'success' and clicked_at >= ${from}::timestamptz and clicked_at < ${to}::timestamptz
          group by ip having count(*) > ${limit}
        )
        update clicks c set status = 'void', void_reason = 'ip_daily', voided_at = ${at.toISOString()}::timestamptz
        from busy
        where c.ip = busy.ip and c.status = 'success'
          and c.clicked_at >= ${from}::timestamptz and c.clicked_at < ${to}::timestamptz
          and exists (select 1 from spend_entries e where e.reference = 'click:' || c.impression_id::text
                      and e.settled_at is null)
        returning 'click:' || c.impression_id::text as reference`,
  );
  return rows.map((row) => row.reference);
}
