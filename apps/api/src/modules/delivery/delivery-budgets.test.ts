import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { deliverySetup, liveAd, serveJson, visit } from '../../../test/delivery-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { queryRows } from '../../db/client.ts';

// 10:00 in Bangkok on a Tuesday; the suite moves it.
let clock = new Date('2026-11-24T03:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const TODAY = '2026-11-24';

describeOnEachDatabase(
  'delivery: budgets, balance, schedules and impression charges',
  (client) => {
    const services = () => client().app.services;
    const refresh = () => services().deliveryKeeper.rebuild();
    const temporary = async (advertiserId: string) =>
      (await services().ledger.balanceOf(client().database.db, advertiserId)).temporaryMicros;
    const lastClick = async (adId: string) =>
      (
        await queryRows<{ status: string; void_reason: string | null }>(
          client().database.db,
          sql`select status, void_reason from clicks where advertisement_id = ${adId}::uuid order by clicked_at desc limit 1`,
        )
      )[0];
    const notices = async (advertiserId: string, key: string) =>
      (
        await queryRows<{ n: string }>(
          client().database.db,
          sql`select count(*)::text as n from notifications where advertiser_id = ${advertiserId}::uuid and message_key = ${key}`,
        )
      )[0]!.n;
    /** Serves, fires the beacon, waits like a person, clicks; returns the recorded click. */
    const clickThrough = async (
      served: { click: string; view: string; id: string },
      ip = '198.51.100.20',
    ) => {
      await visit(client(), served.view, { ip });
      await services().delivery.flushImpressions();
      advance(4000);
      expect((await visit(client(), served.click, { ip })).statusCode).toBe(302);
      return lastClick(served.id);
    };

    it('stops an ad the moment its daily budget cannot cover another click, voids late clicks `budget`, says so once, and serves again the next day', async () => {
      const setup = await deliverySetup(client());
      const capped = await liveAd(client(), setup.operator, setup.catalogue, {
        max: '1',
        budget: { amount: '1', period: 'daily', start_date: TODAY, end_date: null },
      });
      const rival = await liveAd(client(), setup.operator, setup.catalogue, { max: '0.8' });
      await refresh();
      const first = (await serveJson(client(), setup.siteKey, setup.keyword))!;
      const early = (await serveJson(client(), setup.siteKey, setup.keyword))!;
      expect([first.id, early.id]).toEqual([capped.adId, capped.adId]);
      expect(await clickThrough(first)).toEqual({ status: 'success', void_reason: null });
      // 0.8 spent of 1: one more click at up to the max bid (1) no longer fits. No rebuild needed: this process
      // applied its own charge to the index at once.
      expect((await serveJson(client(), setup.siteKey, setup.keyword))?.id).toBe(rival.adId);
      const before = await temporary(capped.advertiserId);
      expect(await clickThrough(early, '198.51.100.21')).toEqual({ status: 'void', void_reason: 'budget' });
      expect(await temporary(capped.advertiserId)).toBe(before);
      const ad = (await client().get(`/api/advertisements/${capped.adId}`, { token: capped.token })).json();
      expect(ad.not_serving).toContain('budget_spent');
      // The notice is written after the click's answer: waited for, not a fixed 50 ms a loaded machine outlasts.
      await expect
        .poll(() => notices(capped.advertiserId, 'notifications.messages.adStoppedBudget'), {
          timeout: 30_000,
        })
        .toBe('1');
      advance(24 * 3_600_000);
      await refresh();
      expect((await serveJson(client(), setup.siteKey, setup.keyword))?.id).toBe(capped.adId);
    });

    it('stops an ad when the balance cannot cover another click and voids late clicks `balance`', async () => {
      const setup = await deliverySetup(client());
      const poor = await liveAd(client(), setup.operator, setup.catalogue, { max: '1', balance: '1.5' });
      await refresh();
      const first = (await serveJson(client(), setup.siteKey, setup.keyword))!;
      const second = (await serveJson(client(), setup.siteKey, setup.keyword))!;
      expect(await clickThrough(first)).toEqual({ status: 'success', void_reason: null });
      // Alone in the auction: the reserve, 0.5. 1.0 left covers one more click at the max bid.
      expect(await temporary(poor.advertiserId)).toBe(1_000_000n);
      const third = (await serveJson(client(), setup.siteKey, setup.keyword))!;
      expect(await clickThrough(second, '198.51.100.30')).toEqual({ status: 'success', void_reason: null });
      // 0.5 left < the max bid 1: nothing served now; a click on an impression served before is void `balance`.
      expect(await serveJson(client(), setup.siteKey, setup.keyword)).toBeNull();
      // Charge the last 0.5 elsewhere so even the reserve no longer fits.
      await client().database.db.transaction((tx) =>
        services().ledger.recordSpend(tx, {
          advertiserId: poor.advertiserId,
          amountMicros: 500_000n,
          reference: 'test:drain',
        }),
      );
      expect(await clickThrough(third, '198.51.100.31')).toEqual({ status: 'void', void_reason: 'balance' });
      expect(await temporary(poor.advertiserId)).toBe(0n);
      // The notice is written after the click's answer: waited for, not a fixed 50 ms a loaded machine outlasts.
      await expect
        .poll(() => notices(poor.advertiserId, 'notifications.messages.adStoppedBalance'), {
          timeout: 30_000,
        })
        .toBe('1');
    });

    it('sees a change made through the API without being told (the database notifies, the index rebuilds)', async () => {
      const setup = await deliverySetup(client());
      const low = await liveAd(client(), setup.operator, setup.catalogue, { max: '0.8' });
      const high = await liveAd(client(), setup.operator, setup.catalogue, { max: '1' });
      await refresh();
      expect((await serveJson(client(), setup.siteKey, setup.keyword))?.id).toBe(high.adId);
      const raised = await client().request(
        'PUT',
        `/api/advertisements/${low.adId}/targets/${low.targetId}`,
        {
          token: low.token,
          body: { min_bid: '0.5', max_bid: '1.5' },
        },
      );
      expect(raised.statusCode).toBe(200);
      await expect
        .poll(async () => (await serveJson(client(), setup.siteKey, setup.keyword))?.id, {
          timeout: 30_000,
          interval: 50,
        })
        .toBe(low.adId);
    });

    it('goes online at its scheduled time without anyone writing a flag', async () => {
      const setup = await deliverySetup(client());
      const scheduled = await liveAd(client(), setup.operator, setup.catalogue, { max: '1' });
      // Bangkok is now 10:00 on a Wednesday (the first test moved a day); serve only from 11:00.
      const week = Array.from({ length: 7 }, () => [{ start: '11:00', end: '12:00' }]);
      const saved = await client().request('PUT', `/api/advertisements/${scheduled.adId}/schedule`, {
        token: scheduled.token,
        body: { enabled: true, week },
      });
      expect(saved.statusCode).toBe(200);
      await refresh();
      expect(await serveJson(client(), setup.siteKey, setup.keyword)).toBeNull();
      advance(3_600_000);
      expect((await serveJson(client(), setup.siteKey, setup.keyword))?.id).toBe(scheduled.adId);
      advance(3_600_000);
      expect(await serveJson(client(), setup.siteKey, setup.keyword)).toBeNull();
      advance(-7_200_000);
    });

    it('charges impression ads per counted impression (once per impression, never for bots), within budget', async () => {
      const setup = await deliverySetup(client());
      // Alone on the keyword: pays its reserve, the keyword's 2 USDT per thousand = 2,000 micro-USDT each.
      const cpm = await liveAd(client(), setup.operator, setup.catalogue, {
        type: 'impression',
        max: '5',
        budget: { amount: '0.02', period: 'lifetime', start_date: TODAY, end_date: null },
      });
      await refresh();
      const before = await temporary(cpm.advertiserId);
      const servedAds = [];
      for (let n = 0; n < 12; n += 1)
        servedAds.push((await serveJson(client(), setup.siteKey, setup.keyword))!);
      expect(servedAds.every((ad) => ad.id === cpm.adId)).toBe(true);
      // Each from a visitor of its own (one address past the frequency cap would be void `ip_rate`).
      const visitorOf = (n: number) => ({ ip: `198.51.100.${n + 1}` });
      for (const [n, ad] of servedAds.slice(0, 8).entries()) await visit(client(), ad.view, visitorOf(n));
      await visit(client(), servedAds[0]!.view, visitorOf(0)); // replayed: counted once
      // A bot: void, not charged — and its impression, judged by its first beacon, stays void.
      await visit(client(), servedAds[8]!.view, { ...visitorOf(8), ua: 'curl/8.5.0' });
      await services().delivery.flushImpressions();
      expect(before - (await temporary(cpm.advertiserId))).toBe(16_000n);
      // The budget (20,000) covers two more of the next three: the rest are counted, not charged.
      for (const [n, ad] of servedAds.slice(8).entries()) await visit(client(), ad.view, visitorOf(8 + n));
      await services().delivery.flushImpressions();
      expect(before - (await temporary(cpm.advertiserId))).toBe(20_000n);
      const [counts] = await queryRows<{ impressions: string; charged: string }>(
        client().database.db,
        sql`select sum(impressions)::text as impressions, sum(charged_micros)::text as charged
            from impression_counts where advertisement_id = ${cpm.adId}::uuid`,
      );
      expect(counts).toEqual({ impressions: '11', charged: '20000' });
      // A click on an impression ad is counted, and costs nothing more than the impression did.
      const charged = before - (await temporary(cpm.advertiserId));
      advance(5000);
      expect((await visit(client(), servedAds[1]!.click, { ip: '198.51.100.77' })).statusCode).toBe(302);
      expect(await lastClick(cpm.adId)).toEqual({ status: 'success', void_reason: null });
      expect(before - (await temporary(cpm.advertiserId))).toBe(charged);
      expect(await serveJson(client(), setup.siteKey, setup.keyword)).toBeNull();
    });
  },
  { now: () => clock },
);
