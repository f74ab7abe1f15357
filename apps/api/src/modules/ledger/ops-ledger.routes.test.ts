import { expect, it } from 'vitest';
import { newOperator } from '../../../test/ad-fixtures.ts';
import { deliverySetup, liveAd, serveJson, visit } from '../../../test/delivery-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';

let clock = new Date('2026-11-24T03:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
/** The platform's (Bangkok, UTC+7) day of the suite's clock, `offset` days later. */
const platformDay = (offset = 0) =>
  new Date(clock.getTime() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

// Several requests, an index rebuild and batch writes each: minutes on a loaded shared machine, never a limit.
const JOURNEY_TIMEOUT_MS = 180_000;

describeOnEachDatabase(
  'operators close the finished days now',
  (client) => {
    it(
      "books yesterday's valid spend at once, never today's, and nothing twice",
      async () => {
        const setup = await deliverySetup(client());
        const ad = await liveAd(client(), setup.operator, setup.catalogue, { max: '1' });
        await client().app.services.deliveryKeeper.rebuild();
        const clickOnce = async (ip: string) => {
          const served = (await serveJson(client(), setup.siteKey, setup.keyword, { ip }))!;
          await visit(client(), served.view, { ip });
          await client().app.services.delivery.flushImpressions();
          advance(5000);
          expect((await visit(client(), served.click, { ip })).statusCode).toBe(302);
        };
        await clickOnce('192.0.2.61');
        const expenses = async () => {
          const { access_token: token } = await client().login(ad.email, 'Secret#123');
          return (await client().get('/api/statements?type=expense', { token })).json().data;
        };

        // An advertiser may not; today's click is not settled by a run today.
        expect((await client().post('/api/ops/settlement', {}, { token: ad.token })).statusCode).toBe(403);
        const sameDay = await client().post('/api/ops/settlement', {}, { token: setup.operator });
        expect(sameDay.statusCode).toBe(200);
        expect(await expenses()).toHaveLength(0);

        // The next day, one run books it and says what it did.
        advance(24 * 3_600_000);
        await clickOnce('192.0.2.62');
        // A day later the morning's sessions have expired: a fresh operator.
        const operator = await newOperator(client());
        const run = await client().post('/api/ops/settlement', {}, { token: operator });
        expect(run.statusCode).toBe(200);
        expect(run.json()).toMatchObject({
          today: platformDay(),
          days_closed: expect.any(Number),
          clicks_voided: 0,
          report_days_rebuilt: [platformDay(-2), platformDay(-1)],
        });
        expect(run.json().expenses_booked).toBeGreaterThanOrEqual(1);
        const booked = await expenses();
        expect(booked).toHaveLength(1);
        expect(booked[0]).toMatchObject({ statement_date: platformDay() });

        // Again: nothing more (today's second click waits for tomorrow).
        const again = await client().post('/api/ops/settlement', {}, { token: operator });
        expect(again.json()).toMatchObject({ expenses_booked: 0, amount_booked: '0.00' });
        expect(await expenses()).toHaveLength(1);
      },
      JOURNEY_TIMEOUT_MS,
    );
  },
  { now: () => clock },
);
