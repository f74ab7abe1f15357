// Three API processes on one PostgreSQL database and one store of uploads, as several machines run behind a load
// balancer (issue 28, item 3; docs/scaling.md), with each storage driver: a folder the three share (local) and a
// bucket (S3, the emulator). The server's bundle run by plain node; the three started at the same moment on a NEW
// empty database; every request round robin: sign-up and its emailed confirmation, an ad image upload, a deposit
// paid at the sandbox payment provider, serving and impressions, a burst of clicks during which one process is
// killed with SIGKILL, then the midnight settlement as the 00:05 schedule sends it (every clock a day on:
// TEST_CLOCK). Proven: no migration collided; every image reads the same through every process; every click
// answered before the kill is stored and charged once, the day is settled once and the ledger is sound; no job ran
// twice and the three runs at start were one. PostgreSQL only: the embedded database belongs to one process.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl } from '../../test/database-templates.ts';
import { PERSON_UA } from '../../test/delivery-fixtures.ts';
import { FIXTURE_WEB } from '../../test/helper.ts';
import { populateOverHttp } from '../../test/http-population.ts';
import { freePort, startPaymentFakes } from '../../test/payment-fakes.ts';
import { type Json, RoundRobin } from '../../test/round-robin.ts';
import { type S3Emulator, startS3Emulator } from '../../test/s3-emulator.ts';
import { ServerBundle, type ServerProcess } from '../../test/server-processes.ts';
import { startSmtpFake } from '../../test/smtp-fake.ts';
import { MIGRATIONS_FOLDER, openDatabase, queryRows } from '../db/client.ts';
import { RUN_KEY } from '../jobs/job-runner.ts';
import { TrackingTokens } from '../modules/delivery/tracking-token.ts';
import { LedgerService } from '../modules/ledger/ledger.service.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const APP_SECRET = 'three-processes-secret-of-at-least-32-characters';
const TIME_ZONE = 'Asia/Bangkok';
const ADVERTISERS = 3;
/** Clicks per advertiser, each from its own address (the rules per address are not what this is about). */
const CLICKS_EACH = 12;
/** How many clicks are on their way at once. */
const CONCURRENT_CLICKS = 6;
/** The process killed mid-burst. */
const VICTIM = 2;
const DEPOSIT = '20';
const DAY_MS = 86_400_000;

/** The 'job done' lines of every process (job-runner.ts). */
function jobRuns(servers: readonly ServerProcess[]) {
  return servers.flatMap((server) =>
    server.stdout
      .split('\n')
      .filter((line) => line.includes('"msg":"job done"'))
      .map((line) => JSON.parse(line) as { job: string; jobId: string; atStart: boolean } & Json),
  );
}

/** Visitor n's headers: a browser, from an address of its own (the processes trust the proxy's X-Forwarded-For). */
function visitor(n: number) {
  return { 'user-agent': PERSON_UA, 'x-forwarded-for': `198.51.100.${n}` };
}

/**
 * Clicks every link once, CONCURRENT_CLICKS at a time, each through the next live process; once a third are
 * answered, some by `victim`, and clicks are on their way to it, `kill()`. Which clicks were answered (302) and
 * by which process, which had no answer (on their way to the victim when it died), how many were on their way.
 */
async function clickBurst(
  lb: RoundRobin,
  links: readonly { n: number; path: string; impressionId: string }[],
  { victim, kill }: { victim: number; kill: () => void },
) {
  const queue = [...links];
  const answered = new Map<string, number>();
  const unanswered: string[] = [];
  const inFlight = new Map<number, number>();
  let inFlightAtKill: number | undefined;
  const clicker = async () => {
    for (let click = queue.shift(); click; click = queue.shift()) {
      const port = lb.next();
      inFlight.set(port, (inFlight.get(port) ?? 0) + 1);
      let status: number | undefined;
      try {
        const response = await fetch(`http://127.0.0.1:${port}${click.path}`, {
          redirect: 'manual',
          headers: visitor(click.n),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch (error) {
        // Only the victim may fail, and only once it is killed: a click on its way then has no answer.
        if (port !== victim || inFlightAtKill === undefined) throw error;
        unanswered.push(click.impressionId);
      } finally {
        inFlight.set(port, inFlight.get(port)! - 1);
      }
      if (status !== undefined) {
        expect(status).toBe(302);
        answered.set(click.impressionId, port);
      }
      const byVictim = [...answered.values()].filter((answeredBy) => answeredBy === victim).length;
      const victimBusy = inFlight.get(victim) ?? 0;
      if (
        inFlightAtKill === undefined &&
        byVictim > 0 &&
        victimBusy > 0 &&
        answered.size >= links.length / 3
      ) {
        inFlightAtKill = victimBusy;
        kill();
        // The load balancer takes it out of the turn (its health check would).
        lb.down.add(victim);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_CLICKS }, clicker));
  return { answered, unanswered, inFlightAtKill };
}

describe.skipIf(!adminUrl)(
  'three API processes on one PostgreSQL database (TEST_DATABASE_URL) and one store of uploads',
  () => {
    const bundle = new ServerBundle('three-processes');
    /** The processes' DATA_DIR: the first three starts cache the country table there, the next three read it. */
    const dataDir = mkdtempSync(join(tmpdir(), 'adportal-three-'));
    let s3: S3Emulator | undefined;
    let smtp: Awaited<ReturnType<typeof startSmtpFake>> | undefined;
    beforeAll(async () => {
      [s3, smtp] = await Promise.all([startS3Emulator(), startSmtpFake(), bundle.build()]);
    });
    afterAll(async () => {
      await bundle.dispose();
      await s3?.close();
      await smtp?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    for (const driver of ['local', 's3'] as const) {
      it(`${driver} storage: one migration, images everywhere, no answered click lost to SIGKILL, one settlement`, async () => {
        // Undone in reverse order at the end, whatever happened.
        const cleanups: (() => unknown)[] = [];
        try {
          const name = `adportal_three_${randomBytes(6).toString('hex')}`;
          await adminQuery(adminUrl!, `create database ${name}`);
          cleanups.push(() => adminQuery(adminUrl!, `drop database if exists ${name} with (force)`));
          const url = databaseUrl(adminUrl!, name);
          const payments = await startPaymentFakes();
          cleanups.push(() => payments.close());
          const uploads = mkdtempSync(join(tmpdir(), 'adportal-three-uploads-'));
          cleanups.push(() => rmSync(uploads, { recursive: true, force: true }));
          const storage = driver === 'local' ? { UPLOADS_DIR: uploads } : s3!.envOf(await s3!.newBucket());
          // The provider's callbacks reach the second process (any would do: the load balancer's choice).
          const ports = [await freePort(), payments.appPort, await freePort()];
          // Spawned in the same tick, on the empty database.
          const servers = ports.map((port) =>
            bundle.start({
              NODE_ENV: 'test',
              PORT: String(port),
              DATABASE_URL: url,
              APP_SECRET,
              DATA_DIR: dataDir,
              PLATFORM_TIMEZONE: TIME_ZONE,
              SEED_DEMO: 'false',
              JOBS_ENABLED: 'true',
              LOG_LEVEL: 'info',
              LOG_FORMAT: 'json',
              WEB_DIST: FIXTURE_WEB,
              TEST_CLOCK: 'true',
              // Every visitor from its own address in X-Forwarded-For, as behind the load balancer.
              TRUST_PROXY: 'true',
              CLICK_MIN_DELAY_MS: '0',
              IMPRESSION_FLUSH_MS: '50',
              DELIVERY_POLL_MS: '100',
              DELIVERY_MONEY_REFRESH_MS: '200',
              SMTP_URL: smtp!.url,
              ...payments.env,
              ...storage,
            }),
          );
          cleanups.push(async () => {
            for (const server of servers) server.kill();
            await Promise.all(servers.map((server) => server.output));
          });
          // No migration collided: all three started, each migrated (under the lock), each migration applied once.
          const up = await Promise.all(servers.map((server) => server.listening(1, 120_000)));
          const said = await Promise.all(
            servers.map(async (server) => (server.running ? '' : (await server.output).stderr)),
          );
          expect(up, said.join('\n')).toEqual([true, true, true]);
          for (const server of servers) expect(server.lines(/^start-up: migrations /)).toBe(1);
          const database = await openDatabase({ url, poolMax: 2 });
          cleanups.push(() => database.close());
          const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
          const applied = await queryRows<{ n: number }>(
            database.db,
            sql`select count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
          );
          expect(applied).toEqual(journal.entries.map(() => ({ n: 1 })));

          const lb = new RoundRobin(ports);
          for (const port of ports) await lb.json(200, 'GET', '/api/health/ready', { port });
          const { siteKey, advertisers } = await populateOverHttp(lb, database, {
            payments,
            smtp: smtp!,
            advertisers: ADVERTISERS,
            deposit: DEPOSIT,
          });

          // Every image, uploaded to one process, reads the same through every process.
          for (const { imageUrl } of advertisers) {
            const reads = await Promise.all(ports.map((port) => lb.call('GET', imageUrl, { port })));
            expect(reads.map((read) => [read.status, read.headers.get('content-type')])).toEqual(
              ports.map(() => [200, 'image/png']),
            );
            const digests = reads.map((read) => createHash('sha256').update(read.bytes).digest('hex'));
            expect(new Set(digests).size, imageUrl).toBe(1);
          }

          // Serving: every process's index holds the three ads (each rebuilds its own from the database).
          const serve = async (port: number, keyword: string, n: number) => {
            const query = `site=${siteKey}&size=300x250&kw=${encodeURIComponent(keyword)}`;
            const response = await fetch(`http://127.0.0.1:${port}/serve/ad.json?${query}`, {
              headers: visitor(n),
            });
            return ((await response.json()) as { ad: Record<string, string> | null }).ad;
          };
          for (const port of ports)
            for (const { keyword } of advertisers)
              await expect.poll(async () => (await serve(port, keyword, 250)) !== null).toBe(true);

          const slots = ADVERTISERS * CLICKS_EACH;
          const served = [];
          for (let n = 1; n <= slots; n++) {
            const ad = await serve(lb.next(), advertisers[n % ADVERTISERS]!.keyword, n);
            if (!ad) throw new Error(`slot ${n} served nothing`);
            served.push({ n, ad });
          }
          // The served image (by its digest) through every process, with its immutable caching.
          for (const port of ports) {
            const read = await lb.call('GET', new URL(served[0]!.ad.image_url!).pathname, { port });
            expect(read.status).toBe(200);
            expect(read.headers.get('cache-control')).toContain('immutable');
          }
          for (const { n, ad } of served) {
            const beacon = await fetch(
              `http://127.0.0.1:${lb.next()}${new URL(ad.impression_url!).pathname}`,
              {
                headers: visitor(n),
              },
            );
            expect(beacon.status).toBe(200);
          }
          await expect
            .poll(
              async () =>
                (
                  await queryRows<{ n: number }>(
                    database.db,
                    sql`select count(*)::int as n from impression_beacons`,
                  )
                )[0]!.n,
            )
            .toBe(slots);

          // The runs at start are done (three processes sent one run of each between them, below) before the burst.
          await expect.poll(() => jobRuns(servers).filter((run) => run.atStart).length).toBe(4);

          // A burst of clicks spread round robin; once a third are answered (some by the victim), SIGKILL while
          // clicks are on their way to it.
          const tokens = new TrackingTokens(APP_SECRET);
          const links = served.map(({ n, ad }) => ({
            n,
            path: new URL(ad.click_url!).pathname,
            impressionId: tokens.verify('click', new URL(ad.click_url!).pathname.split('/').at(-1)!)!
              .impressionId,
          }));
          const { answered, unanswered, inFlightAtKill } = await clickBurst(lb, links, {
            victim: ports[VICTIM]!,
            kill: () => servers[VICTIM]!.kill('SIGKILL'),
          });
          expect(inFlightAtKill).toBeGreaterThan(0);
          const victimAnswered = [...answered.values()].filter((port) => port === ports[VICTIM]).length;
          expect(victimAnswered).toBeGreaterThan(0);
          expect(answered.size + unanswered.length).toBe(slots);

          // Every answered click is stored, valid and charged: one live spend entry for its price.
          const stored = await queryRows<{
            impression_id: string;
            status: string;
            charges: number;
            charged: boolean;
          }>(
            database.db,
            sql`select c.impression_id, c.status, count(e.id)::int as charges,
                  coalesce(bool_and(e.amount_micros = c.price_micros), false) as charged
             from clicks c
             left join spend_entries e on e.reference = 'click:' || c.impression_id and e.voided_at is null
            group by c.impression_id, c.status`,
          );
          const byImpression = new Map(stored.map((row) => [row.impression_id, row]));
          for (const impressionId of answered.keys())
            expect(byImpression.get(impressionId), impressionId).toMatchObject({
              status: 'success',
              charges: 1,
              charged: true,
            });
          // A click on its way to the victim may be stored or not; stored, it is charged once like any other.
          expect(stored.every((row) => row.charges === (row.status === 'success' ? 1 : 0))).toBe(true);

          // Midnight: every live process's clock a day on, and the settlement job as the 00:05 schedule sends it.
          for (const port of ports.filter((live) => !lb.down.has(live)))
            await lb.json(200, 'POST', '/api/test/clock', { port, body: { advance_ms: DAY_MS } });
          const boss = new PgBoss({
            connectionString: url,
            schema: 'pgboss',
            supervise: false,
            schedule: false,
            migrate: false,
          });
          await boss.start();
          const sent = await boss.send('ledger-settlement', null, { singletonKey: RUN_KEY });
          await boss.stop({ graceful: false });
          expect(sent).toBeTruthy();
          await expect.poll(() => jobRuns(servers).some((run) => run.jobId === sent)).toBe(true);

          // Each job ran once: no job id in two processes' logs, the four runs at start one of each, the day
          // settled by one run that booked one expense per advertiser and voided nothing.
          const runs = jobRuns(servers);
          expect(new Set(runs.map((run) => run.jobId)).size).toBe(runs.length);
          expect(
            runs
              .filter((run) => run.atStart)
              .map((run) => run.job)
              .sort(),
          ).toEqual(['ad-run-ends', 'click-partitions', 'ledger-settlement', 'notification-alerts']);
          const midnight = runs.filter((run) => run.jobId === sent);
          expect(midnight).toEqual([
            expect.objectContaining({
              job: 'ledger-settlement',
              expenses_booked: ADVERTISERS,
              clicks_voided: 0,
            }),
          ]);
          const day = midnight[0]!.today as string;

          // Charged exactly once: each advertiser's spend settled into one expense row, equal to its clicks' prices;
          // its balance is its deposit less that; the ledger adds up.
          const settled = await queryRows<{
            advertiser_id: string;
            clicks: number;
            priced: string;
            expenses: number;
            booked: string;
          }>(
            database.db,
            sql`select c.advertiser_id, count(*)::int as clicks, sum(c.price_micros)::text as priced,
                  (select count(*)::int from statements s where s.advertiser_id = c.advertiser_id and s.type = 'expense') as expenses,
                  (select coalesce(-sum(s.amount_micros), 0)::text from statements s
                    where s.advertiser_id = c.advertiser_id and s.type = 'expense') as booked
             from (select a.advertiser_id, k.price_micros from clicks k join advertisements a on a.id = k.advertisement_id
                    where k.status = 'success') c
            group by c.advertiser_id`,
          );
          expect(settled).toHaveLength(ADVERTISERS);
          for (const row of settled) expect(row).toMatchObject({ expenses: 1, booked: row.priced });
          const open = await queryRows(
            database.db,
            sql`select 1 from spend_entries where settled_at is null and voided_at is null`,
          );
          expect(open).toEqual([]);
          const ledger = new LedgerService({ timeZone: TIME_ZONE });
          const verified = await ledger.verify(database.db);
          expect(verified.broken).toEqual([]);
          for (const { advertiserId } of advertisers) {
            const row = settled.find((candidate) => candidate.advertiser_id === advertiserId)!;
            const balance = await ledger.balanceOf(database.db, advertiserId);
            expect(balance.currentMicros).toBe(BigInt(DEPOSIT) * 1_000_000n - BigInt(row.priced));
          }
          console.info(
            `three processes, ${driver} storage: ${answered.size} clicks answered (${victimAnswered} by the victim), ` +
              `${unanswered.length} sent to it in or after the SIGKILL unanswered (${inFlightAtKill} in flight), ` +
              `day ${day} settled once`,
          );
        } finally {
          for (const cleanup of cleanups.reverse()) await cleanup();
        }
      });
    }
  },
);
