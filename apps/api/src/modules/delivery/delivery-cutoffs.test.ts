import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { deliverySetup, liveAd, serveJson, visit } from '../../../test/delivery-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { queryRows } from '../../db/client.ts';

// 10:00 in Bangkok on a Tuesday; the suite moves it.
let clock = new Date('2026-11-24T03:00:00Z');
const TODAY = '2026-11-24';
const BURST = 200;
const WAVE = 25;
/** Alone on its keyword, an ad pays its reserve (0.5 USDT) per click. */
const PRICE_MICROS = 500_000n;

describeOnEachDatabase(
  'delivery: budget and balance cut-offs under a burst of concurrent clicks',
  (client) => {
    const services = () => client().app.services;
    const db = () => client().database.db;
    /** A documentation address per visitor (TEST-NET-1): nobody's sign-in address, one click each. */
    const visitor = (n: number) => ({ ip: `192.0.2.${n + 1}` });

    /**
     * Serves the ad BURST times, fires each beacon, waits like a person, then clicks every link at once; returns
     * the clicks' statuses and the ad's recorded spend.
     */
    const burst = async (ad: { adId: string }, setup: Awaited<ReturnType<typeof deliverySetup>>) => {
      await services().deliveryKeeper.rebuild();
      const served = [];
      for (let n = 0; n < BURST; n += 1) {
        const one = await serveJson(client(), setup.siteKey, setup.keyword);
        expect(one?.id).toBe(ad.adId);
        served.push(one!);
      }
      for (const [n, one] of served.entries()) await visit(client(), one.view, visitor(n));
      await services().delivery.flushImpressions();
      clock = new Date(clock.getTime() + 4000);
      // In waves a few milliseconds apart, so that several batches are written at once (PostgreSQL: up to 4 in
      // flight) and meet on the advertiser's ledger lock, not one batch that sees every click.
      const pending = [];
      for (const [n, one] of served.entries()) {
        if (n > 0 && n % WAVE === 0) await new Promise((resolve) => setTimeout(resolve, 3));
        pending.push(visit(client(), one.click, visitor(n)));
      }
      const answers = await Promise.all(pending);
      expect(answers.map((answer) => answer.statusCode)).toEqual(served.map(() => 302));
      const statuses = await queryRows<{ status: string; void_reason: string | null; n: string }>(
        db(),
        sql`select status, void_reason, count(*)::text as n from clicks
            where advertisement_id = ${ad.adId}::uuid group by status, void_reason order by status`,
      );
      const [spend] = await queryRows<{ total: string; n: string }>(
        db(),
        sql`select coalesce(sum(amount_micros), 0)::text as total, count(*)::text as n from spend_entries
            where advertisement_id = ${ad.adId}::uuid and voided_at is null`,
      );
      return { statuses, spend: { total: BigInt(spend!.total), entries: Number(spend!.n) } };
    };

    it(`charges exactly what the daily budget covers of ${BURST} concurrent clicks and voids the rest \`budget\``, async () => {
      const setup = await deliverySetup(client());
      const ad = await liveAd(client(), setup.operator, setup.catalogue, {
        max: '1',
        balance: '100',
        budget: { amount: '20', period: 'daily', start_date: TODAY, end_date: null },
      });
      const { statuses, spend } = await burst(ad, setup);
      // 20 USDT at 0.5 a click: 40 charged, whatever the order the batches took them in.
      expect(statuses).toEqual([
        { status: 'success', void_reason: null, n: '40' },
        { status: 'void', void_reason: 'budget', n: String(BURST - 40) },
      ]);
      expect(spend).toEqual({ total: 40n * PRICE_MICROS, entries: 40 });
      const balance = await services().ledger.balanceOf(db(), ad.advertiserId);
      expect(balance.temporaryMicros).toBe(100_000_000n - 40n * PRICE_MICROS);
      expect((await services().ledger.verify(db())).broken).toEqual([]);
    });

    it(`charges exactly what the balance covers of ${BURST} concurrent clicks and voids the rest \`balance\``, async () => {
      const setup = await deliverySetup(client());
      const ad = await liveAd(client(), setup.operator, setup.catalogue, { max: '1', balance: '15' });
      const { statuses, spend } = await burst(ad, setup);
      expect(statuses).toEqual([
        { status: 'success', void_reason: null, n: '30' },
        { status: 'void', void_reason: 'balance', n: String(BURST - 30) },
      ]);
      expect(spend).toEqual({ total: 30n * PRICE_MICROS, entries: 30 });
      const balance = await services().ledger.balanceOf(db(), ad.advertiserId);
      expect(balance.temporaryMicros).toBe(0n);
      expect((await services().ledger.verify(db())).broken).toEqual([]);
    });
  },
  { now: () => clock },
);
