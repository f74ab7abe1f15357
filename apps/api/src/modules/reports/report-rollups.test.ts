import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { queryRows } from '../../db/client.ts';
import { ReportRollupsService } from './report-rollups.service.ts';

const ADVERTISER = '11111111-1111-4111-8111-111111111111';

describeOnEachDatabase('report rollups: time zone and click partitions', (client) => {
  const db = () => client().database.db;
  const rollups = (timeZone: string, now: Date, retentionMonths = 13) =>
    new ReportRollupsService({ db: db(), timeZone, retentionMonths, now: () => now });
  const insertClick = (at: string, status = 'success') =>
    db().execute(
      sql`insert into clicks (impression_id, advertiser_id, advertisement_id, target_id, target_type, site_id,
            price_micros, status, ip, device_type, served_at, clicked_at)
          values (gen_random_uuid(), ${ADVERTISER}::uuid, gen_random_uuid(), gen_random_uuid(), 'keyword',
            gen_random_uuid(), 500000, ${status}, '192.0.2.1', 'desktop', ${at}::timestamptz, ${at}::timestamptz)`,
    );
  const days = () =>
    queryRows<{ day: string; clicks: number; spend: string }>(
      db(),
      sql`select day::text as day, clicks, click_spend_micros::text as spend from report_advertiser_days
          where advertiser_id = ${ADVERTISER}::uuid order by day`,
    );

  it('puts a click on its platform day, and moves the days when the platform time zone changes', async () => {
    // 20:00 UTC on the 24th is 03:00 on the 25th in Bangkok.
    await insertClick('2026-11-24T20:00:00Z');
    expect(await days()).toEqual([{ day: '2026-11-25', clicks: 1, spend: '500000' }]);
    const moved = await rollups('UTC', new Date('2026-11-25T00:00:00Z')).prepare();
    expect(moved.rebuiltDays).toBeGreaterThan(0);
    expect(await days()).toEqual([{ day: '2026-11-24', clicks: 1, spend: '500000' }]);
    // Starting again with the same zone recomputes nothing; going back restores the Bangkok days.
    expect((await rollups('UTC', new Date('2026-11-25T00:00:00Z')).prepare()).rebuiltDays).toBe(0);
    await rollups('Asia/Bangkok', new Date('2026-11-25T00:00:00Z')).prepare();
    expect(await days()).toEqual([{ day: '2026-11-25', clicks: 1, spend: '500000' }]);
  });

  it('keeps months of clicks in their own partitions and drops old months whole, the rollups staying', async () => {
    const now = new Date();
    const monthsAgo = (months: number) => {
      const at = new Date(now);
      at.setUTCDate(15);
      at.setUTCMonth(at.getUTCMonth() - months);
      return at.toISOString();
    };
    // A month the migration made no partition for waits in the default partition until its month is made.
    await insertClick(monthsAgo(5));
    const partitionOf = async (at: string) =>
      (
        await queryRows<{ partition: string }>(
          db(),
          sql`select tableoid::regclass::text as partition from clicks where clicked_at = ${at}::timestamptz`,
        )
      )[0]?.partition;
    expect(await partitionOf(monthsAgo(5))).toBe('clicks_default');
    await db().execute(sql`select ensure_click_partitions(6, 0)`);
    const month = monthsAgo(5).slice(0, 7).replace('-', '');
    expect(await partitionOf(monthsAgo(5))).toBe(`clicks_p${month}`);

    const before = await days();
    const kept = await rollups('Asia/Bangkok', now, 4).maintainPartitions();
    expect(kept.dropped).toBeGreaterThanOrEqual(1);
    expect(await partitionOf(monthsAgo(5))).toBeUndefined();
    expect(await days()).toEqual(before);
    // A day of a dropped month is never recomputed from the nothing that is left.
    await db().execute(sql`select report_rebuild_day(${monthsAgo(5).slice(0, 10)}::date)`);
    expect(await days()).toEqual(before);
  });
});
