import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { deliverySetup, liveAd, serveJson, visit } from '../../../test/delivery-fixtures.ts';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import { queryRows } from '../../db/client.ts';

// 10:00 in Bangkok on Tuesday 24 November 2026.
let clock = new Date('2026-11-24T03:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const DAY = '2026-11-24';

/** Serves the slot once and clicks the ad it got, from the address `ipFor` picks for that ad. */
async function clickServed(
  client: TestClient,
  setup: Awaited<ReturnType<typeof deliverySetup>>,
  ipFor: (adId: string) => string,
) {
  const served = (await serveJson(client, setup.siteKey, setup.keyword))!;
  const ip = ipFor(served.id);
  await visit(client, served.view, { ip });
  await client.app.services.delivery.flushImpressions();
  advance(60_000);
  expect((await visit(client, served.click, { ip })).statusCode).toBe(302);
  return served.id;
}

describeOnEachDatabase(
  'reports: what the money bought, agreeing with the ledger',
  (client) => {
    const services = () => client().app.services;
    const get = (url: string, token: string) => client().get(url, { token });

    it('shows a day with void clicks, before and after it is settled, as the ledger books it; nobody else sees it', async () => {
      // Each database's run starts on the same morning (the clock is shared by both).
      clock = new Date('2026-11-24T03:00:00Z');
      const setup = await deliverySetup(client());
      const winner = await liveAd(client(), setup.operator, setup.catalogue, { max: '1' });
      const other = await liveAd(client(), setup.operator, setup.catalogue, { max: '1' });
      await services().deliveryKeeper.rebuild();
      // Serve until the winner has four clicks: three from one address (over the daily limit of 2), one more;
      // the other advertiser's clicks each come from an address of their own.
      const ips = ['192.0.2.77', '192.0.2.77', '192.0.2.77', '192.0.2.78'];
      let winnerClicks = 0;
      let otherClicks = 0;
      for (let attempt = 0; winnerClicks < 4 && attempt < 40; attempt += 1) {
        const adId = await clickServed(client(), setup, (served) =>
          served === winner.adId ? ips[winnerClicks]! : `198.51.100.${otherClicks + 1}`,
        );
        if (adId === winner.adId) winnerClicks += 1;
        else otherClicks += 1;
      }
      expect(winnerClicks).toBe(4);

      // Today, unsettled: the day's expense is what the temporary balance is missing.
      const today = (await get(`/api/reports/day-expense`, winner.token)).json();
      expect(today.data).toHaveLength(1);
      expect(today.data[0]).toMatchObject({ date: DAY, ads: 1, total_clicks: 4, void_clicks: 0 });
      const balance = await services().ledger.balanceOf(client().database.db, winner.advertiserId);
      const unsettled = balance.currentMicros - balance.temporaryMicros;
      expect(Math.round(Number(today.data[0].total_expense) * 1e6)).toBe(Number(unsettled));
      expect(today.totals).toMatchObject({ total_clicks: 4, total_expense: today.data[0].total_expense });

      // After midnight: the void pass, the settlement, the rollups recomputed.
      advance(24 * 3_600_000);
      const job = await services().dayClose.run();
      expect(job.voided).toBeGreaterThanOrEqual(3);
      await services().ledger.settle(client().database.db);
      await services().reportRollups.closeDays();
      // A day later the morning's sessions have expired: sign in again.
      winner.token = (await client().login(winner.email, 'Secret#123')).access_token;
      other.token = (await client().login(other.email, 'Secret#123')).access_token;

      const settledDay = (await get(`/api/reports/day-expense?from=${DAY}&to=${DAY}`, winner.token)).json();
      expect(settledDay.data[0]).toMatchObject({ total_clicks: 4, successful_clicks: 1, void_clicks: 3 });
      const statements = (await get('/api/statements?type=expense', winner.token)).json();
      // The settlement books the day after midnight, naming the day it settles.
      const booked = statements.data.find((row: { source_id: string }) => row.source_id === DAY);
      expect(Number(booked.amount)).toBe(-Number(settledDay.data[0].total_expense));

      const detail = (await get(`/api/reports/day-expense/${DAY}`, winner.token)).json();
      expect(detail.settlement).toEqual({
        statement_id: booked.id,
        amount: settledDay.data[0].total_expense,
      });
      expect(detail.lines).toHaveLength(1);
      expect(detail.lines[0]).toMatchObject({
        advertisement_id: winner.adId,
        target_id: winner.targetId,
        target_type: 'keyword',
        target_name: setup.keyword,
        clicks: 4,
        void_clicks: 3,
        expense: settledDay.data[0].total_expense,
      });

      // The click report: keyset pages, the void clicks with their reason, the total from the rollups.
      const first = (await get(`/api/reports/clicks?from=${DAY}&to=${DAY}&page_size=3`, winner.token)).json();
      expect(first.total).toBe(4);
      expect(first.data).toHaveLength(3);
      const second = (
        await get(`/api/reports/clicks?from=${DAY}&to=${DAY}&page_size=3&after=${first.next}`, winner.token)
      ).json();
      expect(second.data).toHaveLength(1);
      expect(second.next).toBeNull();
      const ids = [...first.data, ...second.data].map((row: { id: string }) => row.id);
      expect(new Set(ids).size).toBe(4);
      const voids = (await get(`/api/reports/clicks?status=void`, winner.token)).json();
      expect(voids.total).toBe(3);
      expect(voids.data.map((row: { void_reason: string }) => row.void_reason)).toEqual([
        'ip_daily',
        'ip_daily',
        'ip_daily',
      ]);
      expect(voids.data[0].ip).toBe('192.0.x.x');

      // Streamed exports: the rows the filter matches, nothing more.
      const csv = await get(`/api/reports/clicks/export?format=csv&status=void`, winner.token);
      expect(csv.statusCode).toBe(200);
      const lines = csv.body.trim().split('\r\n');
      expect(lines).toHaveLength(1 + 3);
      expect(lines[0]).toContain('Void reason');
      const xlsx = await get(`/api/reports/clicks/export?format=xlsx`, winner.token);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

      // The ad's day report and the day by hour (Bangkok: 24 hours) and by target.
      const adDays = (await get(`/api/advertisements/${winner.adId}/day-report`, winner.token)).json();
      expect(adDays.data).toEqual([expect.objectContaining({ date: DAY, clicks: 4, void_clicks: 3 })]);
      const adDay = (await get(`/api/advertisements/${winner.adId}/day-report/${DAY}`, winner.token)).json();
      expect(adDay.hours).toHaveLength(24);
      expect(adDay.hours.reduce((sum: number, hour: { clicks: number }) => sum + hour.clicks, 0)).toBe(4);
      expect(adDay.hours[10].at).toBe(`${DAY}T10`);
      expect(adDay.targets).toEqual([expect.objectContaining({ target_id: winner.targetId, clicks: 4 })]);

      // The dashboard reads the same rollups.
      const bidding = (await get('/api/dashboard/bidding?period=all', winner.token)).json();
      expect(bidding.figures).toMatchObject({ clicks: 4, void_clicks: 3, successful_clicks: 1 });
      expect(bidding.figures.spend).toBe(settledDay.data[0].total_expense);
      const topAds = (await get('/api/dashboard/top-ads?period=all', winner.token)).json();
      expect(topAds.data.map((line: { id: string }) => line.id)).toEqual([winner.adId]);
      const topKeywords = (await get('/api/dashboard/top-keywords?period=all', winner.token)).json();
      expect(topKeywords.data[0]).toMatchObject({ name: setup.keyword, clicks: 4 });
      const sites = (await get('/api/dashboard/websites?period=all', winner.token)).json();
      expect(sites.data).toHaveLength(1);

      // Another advertiser: its own figures only, and the winner's ad is not found.
      const theirs = (await get('/api/reports/day-expense', other.token)).json();
      expect(theirs.totals.total_clicks).toBe(otherClicks);
      const theirDetail = (await get(`/api/reports/day-expense/${DAY}`, other.token)).json();
      expect(
        theirDetail.lines.map((line: { advertisement_id: string }) => line.advertisement_id),
      ).not.toContain(winner.adId);
      expect((await get(`/api/advertisements/${winner.adId}/day-report`, other.token)).statusCode).toBe(404);
      expect(
        (await get(`/api/advertisements/${winner.adId}/day-report/${DAY}`, other.token)).statusCode,
      ).toBe(404);
      const theirClicks = (await get('/api/reports/clicks', other.token)).json();
      expect(theirClicks.data.map((row: { id: string }) => row.id)).not.toContain(ids[0]);
      expect(
        (await get(`/api/reports/clicks?advertisement_id=${winner.adId}`, other.token)).json().total,
      ).toBe(0);
    });

    it('keeps the rollups equal to a rebuild from the raw rows', async () => {
      const db = client().database.db;
      const snapshot = () =>
        queryRows<Record<string, unknown>>(
          db,
          sql`select advertiser_id, day::text, advertisement_id, target_id, site_id, impressions::text, clicks,
                void_clicks, charged_clicks, paid_impressions::text, click_spend_micros::text,
                impression_spend_micros::text
              from report_days order by 1, 2, 3, 4, 5`,
        );
      const before = await snapshot();
      expect(before.length).toBeGreaterThan(0);
      const days = await queryRows<{ day: string }>(
        db,
        sql`select distinct day::text as day from report_days`,
      );
      for (const { day } of days) await db.execute(sql`select report_rebuild_day(${day}::date)`);
      expect(await snapshot()).toEqual(before);
    });

    it('answers bad input with field errors or an empty result, never a 5xx', async () => {
      const setup = await deliverySetup(client());
      const ad = await liveAd(client(), setup.operator, setup.catalogue, { max: '1' });
      const expectField = async (url: string, path: string) => {
        const response = await get(url, ad.token);
        expect(response.statusCode, url).toBe(422);
        expect(
          response.json().fields.map((field: { path: string }) => field.path),
          url,
        ).toContain(path);
      };
      await expectField('/api/reports/day-expense?from=2026-11-20&to=2026-11-01', 'querystring.to');
      await expectField('/api/reports/day-expense?from=2024-01-01&to=2026-11-01', 'querystring.to');
      await expectField('/api/reports/day-expense?from=2026-13-45', 'querystring.from');
      await expectField('/api/reports/clicks?after=bm90LWEtY3Vyc29y', 'querystring.after');
      await expectField('/api/reports/clicks?after=%27%3B%20drop', 'querystring.after');
      await expectField('/api/reports/day-expense/2026-02-30', 'params.date');
      await expectField('/api/dashboard/bidding?period=decade', 'querystring.period');
      const future = await get('/api/reports/day-expense?from=2030-01-01&to=2030-01-31', ad.token);
      expect(future.statusCode).toBe(200);
      expect(future.json().data).toEqual([]);
      const farPage = await get('/api/reports/day-expense?page=100000', ad.token);
      expect(farPage.statusCode).toBe(200);
      expect(farPage.json().data).toEqual([]);
      const emptyExport = await get(
        '/api/reports/clicks/export?format=csv&from=2030-01-01&to=2030-01-02',
        ad.token,
      );
      expect(emptyExport.statusCode).toBe(200);
      expect(emptyExport.body.trim().split('\r\n')).toHaveLength(1);
      const unknownAd = await get(
        '/api/advertisements/00000000-0000-4000-8000-000000000000/day-report',
        ad.token,
      );
      expect(unknownAd.statusCode).toBe(404);
      const projection = await get(`/api/advertisements/${ad.adId}/budget-projection`, ad.token);
      expect(projection.json()).toEqual({ data: null });
    });
  },
  { now: () => clock, env: { DAILY_IP_CLICK_LIMIT: '2', CLICK_IP_LIMIT: '100' } },
);
