import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

export async function storedTimeZone(db: Executor): Promise<string | null> {
  const [row] = await queryRows<{ time_zone: string }>(
    db,
    sql`select time_zone from platform_settings where id = 1`,
  );
  return row?.time_zone ?? null;
}

export async function storeTimeZone(db: Executor, timeZone: string): Promise<void> {
  await db.execute(
    sql`insert into platform_settings (id, time_zone) values (1, ${timeZone})
        on conflict (id) do update set time_zone = excluded.time_zone`,
  );
}

/** Every platform day that has raw delivery rows, oldest first (in the zone now stored). */
export async function daysWithDelivery(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`with zone as (select time_zone from platform_settings where id = 1)
        select distinct day::text as day from (
          select (clicked_at at time zone (select time_zone from zone))::date as day from clicks
          union select (hour at time zone (select time_zone from zone))::date from impression_counts
          union select (hour at time zone (select time_zone from zone))::date from impression_voids
          union select day from report_days
        ) days order by 1`,
  );
  return rows.map((row) => row.day);
}

export async function rebuildDay(db: Executor, day: string): Promise<void> {
  await db.execute(sql`select report_rebuild_day(${day}::date)`);
}

export async function ensureClickPartitions(
  db: Executor,
  monthsBack: number,
  monthsAhead: number,
): Promise<number> {
  const [row] = await queryRows<{ created: number }>(
    db,
    sql`select ensure_click_partitions(${monthsBack}::int, ${monthsAhead}::int) as created`,
  );
  return Number(row?.created ?? 0);
}

export async function dropClickPartitionsBefore(db: Executor, cutoff: Date): Promise<number> {
  const [row] = await queryRows<{ dropped: number }>(
    db,
    sql`select drop_click_partitions_before(${cutoff.toISOString()}::timestamptz) as dropped`,
  );
  return Number(row?.dropped ?? 0);
}
