// The demo data of a first `npm start` with the sandbox payment provider: 30 days of traffic recorded by the ad
// server's own code on the seed's clock, settled day by day, and today's still open; a second start adds nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, TestClient, testConfig } from '../../test/helper.ts';
import { SANDBOX_KEYS } from '../../test/payment-fakes.ts';
import { type App, buildApp } from '../app.ts';
import { type DatabaseHandle, queryRows } from '../db/client.ts';
import { type SandboxProvider, startSandboxProvider } from '../integrations/nowpayments/sandbox-provider.ts';
import { platformDateOf, startOfPlatformDay } from '../lib/platform-time.ts';
import { countryOfIp } from '../modules/delivery/visitor/country.ts';
import { DEMO_ADVERTISER, DEMO_RIVAL, seedDemo } from './seed.ts';
import { Random, readerAddress } from './seed-visitors.ts';

const TIME_ZONE = 'Asia/Bangkok';

/** The app's settings for a seed whose deposits go through the sandbox provider. */
const historyConfig = (sandbox: SandboxProvider) => ({
  ...testConfig({
    PAYMENT_PROVIDER_URL: sandbox.url,
    PAYMENT_PROVIDER_API_KEY: SANDBOX_KEYS.apiKey,
    PAYMENT_PROVIDER_IPN_SECRET: SANDBOX_KEYS.ipnSecret,
    // The server never listens here: the seed's own poll of the provider credits each deposit.
    PAYMENT_IPN_URL: 'http://127.0.0.1:9/ipn',
    PLATFORM_TIMEZONE: TIME_ZONE,
  }),
  paymentSandbox: true,
});

/** The demo seed with its 30 days of history, each day's services built on that day's clock. */
const seedWithHistory = (app: App, database: DatabaseHandle, sandbox: SandboxProvider) =>
  seedDemo(app.services, database.db, {
    history: {
      timeZone: TIME_ZONE,
      servicesAt: async (now) =>
        (await buildApp({ config: historyConfig(sandbox), database, now, logger: false })).services,
    },
  });

it('draws readers from addresses of the countries they are said to come from', () => {
  const random = new Random(7);
  for (const country of ['TH', 'VN', 'SG', 'MY', 'US', 'DE', 'GB', 'JP', 'ID', 'PH', 'IN', 'AU']) {
    const resolved = Array.from({ length: 200 }, () => countryOfIp(readerAddress(random, country)));
    expect(resolved.filter((found) => found === country).length, country).toBeGreaterThanOrEqual(190);
  }
});

for (const kind of databaseKinds()) {
  describe(`the demo's history [${kind}]`, () => {
    let sandbox: SandboxProvider;
    let database: DatabaseHandle;
    let app: App;
    const config = () => historyConfig(sandbox);
    const seed = () => seedWithHistory(app, database, sandbox);
    const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(database.db, query);
    const advertiserOf = async (email: string) =>
      (await rows<{ id: string }>(sql`select advertiser_id as id from users where email = ${email}`))[0]!.id;

    beforeAll(async () => {
      sandbox = await startSandboxProvider({ ...SANDBOX_KEYS, ipnRetry: { attempts: 1 }, expirySweepMs: 0 });
      database = await openTestDatabase(kind);
      app = await buildApp({ config: config(), database, logger: false });
      const { history } = await seed();
      // The demo signs in before its history is recorded: `npm start` serves while it records.
      const grant = await app.services.auth.login(
        { email: DEMO_ADVERTISER.email, password: DEMO_ADVERTISER.password, rememberMe: false },
        { ip: '127.0.0.1' },
      );
      expect(grant).toHaveProperty('access_token');
      const summary = await history?.record();
      // From 30 days ago to today, some 550 ad requests a day.
      expect(summary?.days).toBe(31);
      expect(summary?.complete).toBe(true);
      expect(summary?.traffic.requests).toBeGreaterThan(12_000);
      await app.ready();
    }, 600_000); // 31 days of traffic: some 20 s on an idle machine, minutes on a loaded one.

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await sandbox?.close();
    });

    it('has impressions and clicks, charged and void for each rule, on at least 25 days', async () => {
      const [impressions] = await rows<{ days: number; total: number }>(
        sql`select count(distinct (hour at time zone ${TIME_ZONE})::date)::int as days, sum(impressions)::int as total
            from impression_counts`,
      );
      expect(impressions!.days).toBeGreaterThanOrEqual(25);
      expect(impressions!.total).toBeGreaterThan(10_000);
      const clicks = await rows<{ reason: string; clicks: number; days: number }>(
        sql`select coalesce(void_reason, status) as reason, count(*)::int as clicks,
              count(distinct (clicked_at at time zone ${TIME_ZONE})::date)::int as days
            from clicks group by 1`,
      );
      const byReason = Object.fromEntries(clicks.map((row) => [row.reason, row]));
      expect(byReason.success!.days).toBeGreaterThanOrEqual(25);
      expect(byReason.success!.clicks).toBeGreaterThan(150);
      for (const reason of [
        'duplicate',
        'too_fast',
        'bot',
        'ip_rate',
        'ip_daily',
        'self_click',
        'no_impression',
      ])
        expect(byReason[reason]?.clicks ?? 0, reason).toBeGreaterThan(0);
      const countries = await rows<{ country: string }>(sql`select distinct country from clicks`);
      expect(countries.map((row) => row.country)).toEqual(
        expect.arrayContaining(['TH', 'VN', 'US', 'DE', 'SG']),
      );
      const devices = await rows<{ device_type: string }>(sql`select distinct device_type from clicks`);
      expect(devices.map((row) => row.device_type)).toEqual(
        expect.arrayContaining(['desktop', 'mobile', 'tablet', 'bot']),
      );
    });

    it("books each past day's valid click and impression spend as one settled expense row", async () => {
      const today = platformDateOf(new Date(), TIME_ZONE);
      for (const email of [DEMO_ADVERTISER.email, DEMO_RIVAL.email]) {
        const advertiserId = await advertiserOf(email);
        const spent = await rows<{ day: string; micros: string }>(
          sql`select day::text, sum(micros)::text as micros from (
                select (clicked_at at time zone ${TIME_ZONE})::date as day, price_micros as micros from clicks
                where advertiser_id = ${advertiserId}::uuid and status = 'success'
                union all
                select (hour at time zone ${TIME_ZONE})::date, charged_micros from impression_counts
                where advertiser_id = ${advertiserId}::uuid
              ) spend where day < ${today}::date group by day having sum(micros) > 0 order by day`,
        );
        const booked = await rows<{ day: string; micros: string }>(
          sql`select source_id as day, (-amount_micros)::text as micros from statements
              where advertiser_id = ${advertiserId}::uuid and type = 'expense' and source_type = 'settlement'
              order by source_id`,
        );
        expect(booked, email).toEqual(spent);
        expect(booked.length, email).toBeGreaterThanOrEqual(25);
      }
      expect((await app.services.ledger.verify(database.db)).broken).toEqual([]);
    });

    it('reports every day as the ledger booked it, and today as the balance is missing it', async () => {
      const client = new TestClient(app, database);
      const today = platformDateOf(new Date(), TIME_ZONE);
      for (const { email, password } of [DEMO_ADVERTISER, DEMO_RIVAL]) {
        const advertiserId = await advertiserOf(email);
        const { access_token: token } = await client.login(email, password);
        const report = (await client.get('/api/reports/day-expense?page_size=100', { token })).json<{
          data: { date: string; total_expense: string }[];
        }>();
        const reported = report.data
          .filter((row) => row.date < today && row.total_expense !== '0.00')
          .map((row) => ({ day: row.date, micros: String(Math.round(Number(row.total_expense) * 1e6)) }))
          .sort((a, b) => a.day.localeCompare(b.day));
        const booked = await rows<{ day: string; micros: string }>(
          sql`select source_id as day, (-amount_micros)::text as micros from statements
              where advertiser_id = ${advertiserId}::uuid and type = 'expense' and source_type = 'settlement'
              order by source_id`,
        );
        expect(reported, email).toEqual(booked);
        const balance = await app.services.ledger.balanceOf(database.db, advertiserId);
        const todayRow = report.data.find((row) => row.date === today);
        expect(Math.round(Number(todayRow?.total_expense ?? 0) * 1e6), email).toBe(
          Number(balance.currentMicros - balance.temporaryMicros),
        );
      }
    });

    it("keeps the demo's balance positive with today's clicks unsettled, and its ads serving", async () => {
      const balance = await app.services.ledger.balanceOf(
        database.db,
        await advertiserOf(DEMO_ADVERTISER.email),
      );
      expect(balance.temporaryMicros).toBeGreaterThan(0n);
      expect(balance.temporaryMicros).toBeLessThan(balance.currentMicros);
      const client = new TestClient(app, database);
      const { access_token: token } = await client.login(DEMO_ADVERTISER.email, DEMO_ADVERTISER.password);
      const ads = (await client.get('/api/advertisements?page_size=50', { token })).json<{
        data: { name: string; not_serving: string[] }[];
      }>().data;
      // Whatever the hour of the test, only the schedule may keep the spring sale off.
      const spring = ads.find((ad) => ad.name === 'Spring sale')!;
      expect(spring.not_serving.filter((reason) => reason !== 'out_of_schedule')).toEqual([]);
      expect(ads.find((ad) => ad.name === 'Flash deals')!.not_serving).toEqual([]);
    });

    it("dates every row of the demo's story on the story's clock, in order, and its conversations speak of what it has", async () => {
      const demoId = await advertiserOf(DEMO_ADVERTISER.email);
      const at = (value: string | Date) => new Date(value).getTime();
      const now = Date.now();
      // The story's first morning: 09:00 thirty platform days ago, when the accounts, money and ads were made.
      const firstMorning =
        startOfPlatformDay(platformDateOf(new Date(), TIME_ZONE), TIME_ZONE, -30).getTime() + 9 * 3_600_000;
      const [account] = await rows<{ advertiser: string; user: string; role: string }>(
        sql`select a.created_at::text as advertiser, u.created_at::text as user, r.created_at::text as role
            from advertisers a join users u on u.advertiser_id = a.id join roles r on r.id = u.role_id
            where a.id = ${demoId}::uuid`,
      );
      expect(Object.values(account!).map(at)).toEqual([firstMorning, firstMorning, firstMorning]);
      const ads = await rows<{ name: string; created_at: string }>(
        sql`select name, created_at::text from advertisements where advertiser_id = ${demoId}::uuid order by created_at`,
      );
      // Made that morning one after the other, in the order the seed makes them (the list shows the newest first).
      expect(ads.map((ad) => ad.name)).toEqual(['Spring sale', 'Flash deals', 'Launch week']);
      for (const ad of ads) {
        expect(at(ad.created_at), ad.name).toBeGreaterThan(firstMorning);
        expect(at(ad.created_at), ad.name).toBeLessThan(firstMorning + 3_600_000);
      }
      // The statement: each row no earlier than the one before it.
      const statement = await rows<{ seq: number; created_at: string }>(
        sql`select seq::int, created_at::text from statements where advertiser_id = ${demoId}::uuid order by seq`,
      );
      for (const [index, row] of statement.entries()) {
        if (index > 0)
          expect(at(row.created_at), `seq ${row.seq}`).toBeGreaterThanOrEqual(
            at(statement[index - 1]!.created_at),
          );
        expect(at(row.created_at)).toBeLessThanOrEqual(now);
      }
      // Each deposit initiated, then credited, within the story.
      const deposits = await rows<{
        reference: string;
        created_at: string;
        completed_at: string;
        amount: string;
      }>(
        sql`select reference, created_at::text, completed_at::text, (amount_micros / 1000000)::text as amount
            from deposits where advertiser_id = ${demoId}::uuid and status = 'success'`,
      );
      expect(deposits.length).toBeGreaterThanOrEqual(2);
      for (const deposit of deposits) {
        expect(at(deposit.created_at), deposit.reference).toBeGreaterThanOrEqual(firstMorning);
        expect(at(deposit.created_at), deposit.reference).toBeLessThanOrEqual(at(deposit.completed_at));
        expect(at(deposit.completed_at), deposit.reference).toBeLessThanOrEqual(now);
      }
      const claims = await rows<{ claimed_at: string; used_at: string; bonus: string }>(
        sql`select claimed_at::text, used_at::text, (bonus_micros / 1000000)::text as bonus
            from promotion_claims where advertiser_id = ${demoId}::uuid`,
      );
      expect(claims.length).toBe(1);
      expect(at(claims[0]!.claimed_at)).toBe(firstMorning);
      expect(at(claims[0]!.claimed_at)).toBeLessThanOrEqual(at(claims[0]!.used_at));
      // The bell: each notice of a deposit dated when that deposit was credited.
      const credited = new Set(deposits.map((deposit) => at(deposit.completed_at)));
      const notices = await rows<{ created_at: string }>(
        sql`select created_at::text from notifications where advertiser_id = ${demoId}::uuid and kind = 'deposit'`,
      );
      expect(notices.length).toBe(deposits.length);
      for (const notice of notices) expect(credited.has(at(notice.created_at)), notice.created_at).toBe(true);
      // Support conversations: the amounts they name exist, and an ad is spoken of only once it exists.
      const messages = await rows<{ body: string; created_at: string }>(
        sql`select m.body_html as body, m.created_at::text from conversation_messages m
            join conversations c on c.id = m.conversation_id where c.advertiser_id = ${demoId}::uuid`,
      );
      const amounts = new Set([...deposits.map((row) => row.amount), ...claims.map((row) => row.bonus)]);
      for (const message of messages) {
        for (const [, amount] of message.body.matchAll(/(\d+(?:\.\d+)?)\s*USDT/g))
          expect(amounts.has(String(Number(amount))), `${amount} USDT in ${message.body}`).toBe(true);
        for (const ad of ads)
          if (message.body.includes(ad.name))
            expect(at(message.created_at), message.body).toBeGreaterThan(at(ad.created_at));
        for (const rivalAd of ['Trade now', 'Zero fees', 'Fast wallet', 'Play &amp; earn'])
          expect(message.body, 'the demo speaks only of its own ads').not.toContain(rivalAd);
      }
      expect(messages.some((message) => message.body.includes('USDT'))).toBe(true);
    });

    it('asks the demo (30 days old in its story) for no friend code, which belongs to the first 24 hours', async () => {
      const client = new TestClient(app, database);
      const { access_token: token } = await client.login(DEMO_ADVERTISER.email, DEMO_ADVERTISER.password);
      const demoId = await advertiserOf(DEMO_ADVERTISER.email);
      const advertiser = (await client.get(`/api/internal/advertisers/${demoId}`, { token })).json<{
        created_at: string;
        can_set_friend_code: boolean;
      }>();
      expect(Date.now() - Date.parse(advertiser.created_at)).toBeGreaterThan(29 * 86_400_000);
      expect(advertiser.can_set_friend_code).toBe(false);
    });

    it("words the demo popup as the welcome promotion really is, in the portal's three languages", async () => {
      const [popup] = await rows<{ topic: string; body: string }>(
        sql`select topic, body_html as body from popups`,
      );
      const [promotion] = await rows<{ code: string; value: string; min: string; max: string; days: number }>(
        sql`select code, value::text, (min_deposit_micros / 1000000)::text as min, (max_amount_micros / 1000000)::text as max,
              extract(day from ends_at - starts_at)::int as days from promotions`,
      );
      // It runs for months: no "this week" in the words, nor in the image (which has none).
      expect(promotion!.days).toBeGreaterThan(7);
      expect(`${popup!.topic} ${popup!.body}`).not.toMatch(/this week|week only/i);
      for (const fact of [
        promotion!.code,
        `${Number(promotion!.value) / 100}%`, // kept in hundredths of a percent
        `${promotion!.min} USDT`,
        `${promotion!.max} USDT`,
      ])
        expect(popup!.body, fact).toContain(fact);
      expect(popup!.body, 'Thai').toMatch(/[\u0E00-\u0E7F]/);
      expect(popup!.body, 'Chinese').toMatch(/[\u4E00-\u9FFF]/);
    });

    it('adds nothing on a second start', async () => {
      const count = async () =>
        (
          await rows<{ clicks: number; statements: number; news: number; notifications: number }>(
            sql`select (select count(*) from clicks)::int as clicks, (select count(*) from statements)::int as statements,
              (select count(*) from news_broadcasts)::int as news, (select count(*) from notifications)::int as notifications`,
          )
        )[0];
      const before = await count();
      expect(before?.news).toBe(1);
      expect((await seed()).history).toBeNull();
      expect(await count()).toEqual(before);
    });

    it('signs its own sessions out, on the first start and on later ones (no "Unknown device" at "seed")', async () => {
      const seeds = await rows<{ id: string }>(
        sql`select id from sessions where revoked_at is null and ip = 'seed'`,
      );
      expect(seeds).toEqual([]);
    });
  });
}

describe("the demo's history stopped on the way [pglite]", () => {
  let sandbox: SandboxProvider;
  let database: DatabaseHandle;
  let app: App;
  const config = () => historyConfig(sandbox);
  const seed = () => seedWithHistory(app, database, sandbox);

  beforeAll(async () => {
    sandbox = await startSandboxProvider({ ...SANDBOX_KEYS, ipnRetry: { attempts: 1 }, expirySweepMs: 0 });
    database = await openTestDatabase('pglite');
    app = await buildApp({ config: config(), database, logger: false });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await sandbox?.close();
  });

  it('keeps the day it was recording when the server stops, signs the seed out, and records no more later', async () => {
    const { history } = await seed();
    const stop = new AbortController();
    stop.abort();
    const summary = await history?.record(stop.signal);
    expect(summary).toMatchObject({ days: 1, complete: false });
    expect(summary?.traffic.requests).toBeGreaterThan(100);
    const [recorded] = await queryRows<{ days: number }>(
      database.db,
      sql`select count(distinct (hour at time zone ${TIME_ZONE})::date)::int as days from impression_counts`,
    );
    expect(recorded?.days).toBe(1);
    expect(
      await queryRows(database.db, sql`select id from sessions where revoked_at is null and ip = 'seed'`),
    ).toEqual([]);
    expect((await seed()).history).toBeNull();
  });
});
