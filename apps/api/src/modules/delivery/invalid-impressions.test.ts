import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { deliverySetup, liveAd, serveJson, visit } from '../../../test/delivery-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { queryRows } from '../../db/client.ts';
import { DEFAULT_IMPRESSION_RULES } from './impression-rules.ts';
import { slotRequestOf } from './slot-request.ts';

// 10:00 in Bangkok on a Tuesday; the suite moves it.
let clock = new Date('2026-11-24T03:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const TODAY = '2026-11-24';
/** Alone on the keyword, an impression ad pays the keyword's reserve: 2 USDT per thousand. */
const PRICE_MICROS = 2_000n;
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describeOnEachDatabase(
  'delivery: invalid impressions are void and never billed',
  (client) => {
    const services = () => client().app.services;
    let setup: Awaited<ReturnType<typeof deliverySetup>>;
    let cpm: Awaited<ReturnType<typeof liveAd>>;
    const temporary = async () =>
      (await services().ledger.balanceOf(client().database.db, cpm.advertiserId)).temporaryMicros;
    const voidsByReason = async () =>
      Object.fromEntries(
        (
          await queryRows<{ reason: string; n: string }>(
            client().database.db,
            sql`select reason, sum(impressions)::text as n from impression_voids
                where advertisement_id = ${cpm.adId}::uuid group by reason`,
          )
        ).map((row) => [row.reason, Number(row.n)]),
      );
    const adDays = async () =>
      (await client().get(`/api/advertisements/${cpm.adId}/day-report`, { token: cpm.token })).json();

    it('bills one address only up to the cap: 400 beacons in seconds, the rest void `ip_rate` and in the report', async () => {
      clock = new Date('2026-11-24T03:00:00Z');
      setup = await deliverySetup(client());
      cpm = await liveAd(client(), setup.operator, setup.catalogue, { type: 'impression', max: '5' });
      await services().deliveryKeeper.rebuild();
      const before = await temporary();
      const visitor = { ip: '192.0.2.10' };
      // 400 ads and their beacons fetched from one machine within 6 seconds. The beacons go through the route;
      // the ads are decided by the service itself (the same decision, half the requests of a loaded machine).
      const slot = slotRequestOf({ site: setup.siteKey, size: '300x250', kw: setup.keyword }, null)!;
      for (let n = 0; n < 400; n += 1) {
        const served = services().delivery.serve(slot)!;
        expect(served.adId).toBe(cpm.adId);
        expect((await visit(client(), `/serve/view/${served.viewToken}`, visitor)).statusCode).toBe(200);
        advance(15);
      }
      await services().delivery.flushImpressions();
      const cap = DEFAULT_IMPRESSION_RULES.ipLimit;
      expect(before - (await temporary())).toBe(BigInt(cap) * PRICE_MICROS);
      expect(await voidsByReason()).toEqual({ ip_rate: 400 - cap });

      // Another address is not held back by the first one's cap.
      const other = (await serveJson(client(), setup.siteKey, setup.keyword, { ip: '192.0.2.11' }))!;
      await visit(client(), other.view, { ip: '192.0.2.11' });
      await services().delivery.flushImpressions();
      expect(before - (await temporary())).toBe(BigInt(cap + 1) * PRICE_MICROS);

      // The window slides: once it has passed, the first address counts again.
      advance(DEFAULT_IMPRESSION_RULES.ipWindowMs);
      const later = (await serveJson(client(), setup.siteKey, setup.keyword, visitor))!;
      await visit(client(), later.view, visitor);
      await services().delivery.flushImpressions();
      expect(before - (await temporary())).toBe(BigInt(cap + 2) * PRICE_MICROS);

      const report = await adDays();
      expect(report.totals).toMatchObject({ impressions: cap + 2, void_impressions: 400 - cap });
      expect(report.data).toEqual([
        expect.objectContaining({ date: TODAY, impressions: cap + 2, void_impressions: 400 - cap }),
      ]);
      const days = (await client().get('/api/reports/day-expense', { token: cpm.token })).json();
      expect(days.data[0]).toMatchObject({ date: TODAY, impressions: cap + 2, void_impressions: 400 - cap });
    });

    it("voids a crawler's impression and bills none that was served without its beacon", async () => {
      advance(DEFAULT_IMPRESSION_RULES.ipWindowMs);
      const before = await temporary();
      const reportBefore = (await adDays()).totals;
      // Served to a person, the beacon fetched by a crawler: void `bot`, not billed.
      const crawled = (await serveJson(client(), setup.siteKey, setup.keyword, { ip: '192.0.2.20' }))!;
      expect((await visit(client(), crawled.view, { ip: '192.0.2.20', ua: CRAWLER_UA })).statusCode).toBe(
        200,
      );
      // Served three times, never rendered: no beacon, nothing counted, nothing billed.
      for (let n = 0; n < 3; n += 1)
        await serveJson(client(), setup.siteKey, setup.keyword, { ip: '192.0.2.21' });
      await services().delivery.flushImpressions();
      expect(await temporary()).toBe(before);
      expect((await voidsByReason()).bot).toBe(1);
      expect((await adDays()).totals).toMatchObject({
        impressions: reportBefore.impressions,
        void_impressions: reportBefore.void_impressions + 1,
      });

      // The rollups recomputed from the raw rows (after the day closes) agree with the live ones.
      const live = (await adDays()).totals;
      await queryRows(client().database.db, sql`select report_rebuild_day(${TODAY}::date)`);
      expect((await adDays()).totals).toEqual(live);
    });
  },
  { now: () => clock },
);
