import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createMigratedPostgresDatabase, databaseUrl } from '../../../test/database-templates.ts';
import { deliverySetup, liveAd, serveJson, visit } from '../../../test/delivery-fixtures.ts';
import { databaseKinds, openTestDatabase, startTestApp, type TestClient } from '../../../test/helper.ts';
import { openDatabase, queryRows } from '../../db/client.ts';

let clock = new Date('2026-11-24T03:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const now = () => clock;
const TODAY = '2026-11-24';

async function clickCount(client: TestClient, adId: string) {
  const [row] = await queryRows<{ n: string; charged: string }>(
    client.database.db,
    sql`select count(*)::text as n, count(*) filter (where status = 'success')::text as charged
        from clicks where advertisement_id = ${adId}::uuid`,
  );
  return { rows: Number(row!.n), charged: Number(row!.charged) };
}

/** Serves and views `count` impressions of the keyword, then lets a person's delay pass. */
async function viewedImpressions(client: TestClient, siteKey: string, keyword: string, count: number) {
  const served = [];
  for (let n = 0; n < count; n += 1) {
    const ad = (await serveJson(client, siteKey, keyword))!;
    await visit(client, ad.view);
    served.push(ad);
  }
  await client.app.services.delivery.flushImpressions();
  advance(5000);
  return served;
}

for (const kind of databaseKinds()) {
  describe(`delivery under faults [${kind}]`, () => {
    const opened: TestClient[] = [];
    afterAll(async () => {
      for (const client of opened) await client.close().catch(() => {});
    });

    it('answers clicks during a database failure with the redirect, records and charges none of them, and recovers', async () => {
      const client = await startTestApp(kind, { now });
      opened.push(client);
      const setup = await deliverySetup(client);
      const ad = await liveAd(client, setup.operator, setup.catalogue, { max: '1' });
      await client.app.services.deliveryKeeper.rebuild();
      const served = await viewedImpressions(client, setup.siteKey, setup.keyword, 6);
      const balance = () => client.app.services.ledger.balanceOf(client.database.db, ad.advertiserId);
      const before = await balance();
      // A real failure inside the click transaction: the spend table is gone for a moment.
      await client.database.db.execute(sql`alter table spend_entries rename to spend_entries_away`);
      const during = await Promise.all(
        served.slice(0, 3).map((one, index) => visit(client, one.click, { ip: `198.51.100.${40 + index}` })),
      );
      expect(during.map((response) => response.statusCode)).toEqual([302, 302, 302]);
      expect(during[0]!.headers.location).toBe('https://shop.example.com/sale?utm=portal');
      await client.database.db.execute(sql`alter table spend_entries_away rename to spend_entries`);
      expect(await clickCount(client, ad.adId)).toEqual({ rows: 0, charged: 0 });
      expect(await balance()).toEqual(before);
      // After the outage the same links are first clicks: recorded and charged once each.
      for (const [index, one] of served.entries())
        await visit(client, one.click, { ip: `198.51.100.${60 + index}` });
      expect(await clickCount(client, ad.adId)).toEqual({ rows: 6, charged: 6 });
    });

    it('resumes budgets from the database after a restart mid-day', async () => {
      const dir =
        kind === 'pglite' ? join(mkdtempSync(join(tmpdir(), 'adportal-restart-')), 'pglite') : undefined;
      const database = await openTestDatabase(kind, dir);
      const first = await startTestApp(kind, { now, database });
      const setup = await deliverySetup(first);
      const capped = await liveAd(first, setup.operator, setup.catalogue, {
        max: '1',
        budget: { amount: '1.5', period: 'daily', start_date: TODAY, end_date: null },
      });
      await first.app.services.deliveryKeeper.rebuild();
      const [one] = await viewedImpressions(first, setup.siteKey, setup.keyword, 1);
      expect((await visit(first, one!.click)).statusCode).toBe(302);
      await first.app.close();
      let reopened = database;
      if (kind === 'pglite') {
        await database.close();
        reopened = await openTestDatabase(kind, dir);
      }
      const second = await startTestApp(kind, { now, database: reopened });
      opened.push(second);
      // 0.5 spent (alone: the reserve) of 1.5: one more click at the max bid (1) still fits, a second not.
      const next = await viewedImpressions(second, setup.siteKey, setup.keyword, 2);
      for (const [index, ad] of next.entries())
        await visit(second, ad.click, { ip: `203.0.113.${90 + index}` });
      expect(await clickCount(second, capped.adId)).toEqual({ rows: 3, charged: 3 });
      expect(await serveJson(second, setup.siteKey, setup.keyword)).toBeNull();
    });

    it.runIf(kind === 'postgres')(
      'two API processes on one PostgreSQL never charge past a budget (clicks beyond it are void `budget`)',
      async () => {
        const adminUrl = process.env.TEST_DATABASE_URL!;
        const name = await createMigratedPostgresDatabase(adminUrl, 'adportal_two');
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        const url = databaseUrl(adminUrl, name);
        const one = await openDatabase({ url, poolMax: 10 });
        await one.migrate();
        const two = await openDatabase({ url, poolMax: 10 });
        const a = await startTestApp(kind, { now, database: one });
        const b = await startTestApp(kind, { now, database: two });
        try {
          const setup = await deliverySetup(a);
          // Alone on its keyword the ad pays its reserve, 0.5 a click: a 3 USDT budget buys exactly six clicks.
          const capped = await liveAd(a, setup.operator, setup.catalogue, {
            min: '0.5',
            max: '0.6',
            balance: '100',
            budget: { amount: '3', period: 'daily', start_date: TODAY, end_date: null },
          });
          await Promise.all([
            a.app.services.deliveryKeeper.rebuild(),
            b.app.services.deliveryKeeper.rebuild(),
          ]);
          const served = await viewedImpressions(a, setup.siteKey, setup.keyword, 20);
          const answers = await Promise.all(
            served.map((ad, index) =>
              visit(index % 2 === 0 ? a : b, ad.click, { ip: `198.51.100.${100 + index}` }),
            ),
          );
          expect(answers.every((response) => response.statusCode === 302)).toBe(true);
          expect(await clickCount(a, capped.adId)).toEqual({ rows: 20, charged: 6 });
          const [spent] = await queryRows<{ micros: string }>(
            one.db,
            sql`select sum(amount_micros)::text as micros from spend_entries where advertisement_id = ${capped.adId}::uuid`,
          );
          expect(spent!.micros).toBe('3000000');
        } finally {
          await a.app.close();
          await b.app.close();
          await Promise.all([one.close(), two.close()]);
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        }
      },
    );
  });
}
