import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { deliverySetup, liveAd, serveJson, visit } from '../../../test/delivery-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { queryRows } from '../../db/client.ts';

let clock = new Date('2026-11-24T03:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describeOnEachDatabase(
  'delivery: the midnight void pass and what the settlement books',
  (client) => {
    const services = () => client().app.services;

    it('voids every charged click of an IP that clicked too often that day, before the settlement books the day; twice changes nothing', async () => {
      const setup = await deliverySetup(client());
      const ad = await liveAd(client(), setup.operator, setup.catalogue, { max: '1' });
      await services().deliveryKeeper.rebuild();
      const clickFrom = async (ip: string) => {
        const served = (await serveJson(client(), setup.siteKey, setup.keyword))!;
        await visit(client(), served.view, { ip });
        await services().delivery.flushImpressions();
        advance(60_000);
        expect((await visit(client(), served.click, { ip })).statusCode).toBe(302);
      };
      // Three charged clicks from one address (over the daily limit of 2), one from another.
      for (let n = 0; n < 3; n += 1) await clickFrom('192.0.2.77');
      await clickFrom('192.0.2.78');
      const charged = () =>
        queryRows<{ ip: string; status: string; void_reason: string | null }>(
          client().database.db,
          sql`select ip, status, void_reason from clicks where advertisement_id = ${ad.adId}::uuid order by clicked_at`,
        );
      expect((await charged()).map((row) => row.status)).toEqual([
        'success',
        'success',
        'success',
        'success',
      ]);

      advance(24 * 3_600_000);
      expect(await services().dayClose.run()).toMatchObject({ days: 1, voided: 3 });
      expect(await services().dayClose.run()).toMatchObject({ voided: 0 });
      expect((await charged()).map((row) => [row.ip, row.status, row.void_reason])).toEqual([
        ['192.0.2.77', 'void', 'ip_daily'],
        ['192.0.2.77', 'void', 'ip_daily'],
        ['192.0.2.77', 'void', 'ip_daily'],
        ['192.0.2.78', 'success', null],
      ]);
      const settled = await services().ledger.settle(client().database.db);
      // Alone on the keyword every click cost the reserve, 0.5: only the valid one is booked.
      expect(settled.totalMicros).toBe(500_000n);
      const balance = await services().ledger.balanceOf(client().database.db, ad.advertiserId);
      expect(balance.currentMicros).toBe(19_500_000n);
      expect(balance.temporaryMicros).toBe(19_500_000n);
    });

    it('counts and charges nothing for HEAD requests and browser prefetches', async () => {
      const setup = await deliverySetup(client());
      const ad = await liveAd(client(), setup.operator, setup.catalogue, { max: '1' });
      await services().deliveryKeeper.rebuild();
      const served = (await serveJson(client(), setup.siteKey, setup.keyword))!;
      const head = await client().app.inject({ method: 'HEAD', url: served.view });
      expect(head.statusCode).toBe(200);
      const prefetch = await visit(client(), served.view, { headers: { 'sec-purpose': 'prefetch' } });
      expect(prefetch.statusCode).toBe(200);
      await services().delivery.flushImpressions();
      const beacons = await queryRows<{ n: string }>(
        client().database.db,
        sql`select count(*)::text as n from impression_beacons where advertisement_id = ${ad.adId}::uuid`,
      );
      expect(beacons[0]!.n).toBe('0');
      const headClick = await client().app.inject({ method: 'HEAD', url: served.click });
      const prefetchClick = await visit(client(), served.click, { headers: { purpose: 'prefetch' } });
      expect([headClick.statusCode, prefetchClick.statusCode]).toEqual([204, 204]);
      const clicks = await queryRows<{ n: string }>(
        client().database.db,
        sql`select count(*)::text as n from clicks where advertisement_id = ${ad.adId}::uuid`,
      );
      expect(clicks[0]!.n).toBe('0');
      // An oversized token is refused before anything is decoded.
      expect((await visit(client(), `/serve/click/${'A'.repeat(400)}`)).statusCode).toBeGreaterThanOrEqual(
        400,
      );
      expect((await visit(client(), `/serve/click/${'A'.repeat(400)}`)).statusCode).toBeLessThan(500);
    });
  },
  { now: () => clock, env: { DAILY_IP_CLICK_LIMIT: '2', CLICK_IP_LIMIT: '100' } },
);
