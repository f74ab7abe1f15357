// `npm run bench:ledger`: hammers the ledger on a throw-away PostgreSQL database (BENCH_DATABASE_URL, default
// the local server's `test` database as admin) with concurrent credits (each delivered three times at once, like
// a retried callback), debits and spends, then proves every balance. Prints operations per second for: the
// same operations one after another (the baseline), all at once on one advertiser (every one waits for the
// advertiser's row lock), and all at once spread over ten advertisers; each as a ratio to the baseline.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { AdvertisersService } from '../apps/api/src/modules/advertisers/advertisers.service.ts';
import { LedgerService } from '../apps/api/src/modules/ledger/ledger.service.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OPERATIONS = Number(process.env.BENCH_LEDGER_OPERATIONS ?? 600);

const name = `adportal_ledger_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), poolMax: 20 });
await database.migrate();
const { db } = database;
const ledger = new LedgerService({ timeZone: 'Asia/Bangkok' });
const advertisers = new AdvertisersService();

type Operation = () => Promise<unknown>;

/** A mix like production's: a third credits (each sent three times), a third debits, a third spends. */
function operationsFor(advertiserIds: string[], count: number, tag: string): Operation[] {
  const operations: Operation[] = [];
  for (let index = 0; operations.length < count; index++) {
    const advertiserId = advertiserIds[index % advertiserIds.length]!;
    const credit = () =>
      db.transaction((tx) =>
        ledger.post(tx, {
          advertiserId,
          type: 'deposit',
          amountMicros: 1_000_000n,
          reference: `${tag}c${index}`,
        }),
      );
    operations.push(credit, credit, credit);
    operations.push(() =>
      db.transaction((tx) =>
        ledger.post(tx, {
          advertiserId,
          type: 'adjust',
          amountMicros: -300_000n,
          reference: `${tag}d${index}`,
        }),
      ),
    );
    operations.push(() =>
      db.transaction((tx) =>
        ledger.recordSpend(tx, { advertiserId, amountMicros: 200_000n, reference: `${tag}s${index}` }),
      ),
    );
  }
  return operations.slice(0, count);
}

async function newAdvertisers(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    ids.push(
      (
        await advertisers.create(db, {
          companyName: `Bench ${index}`,
          companyEmail: `b${index}@example.com`,
          createdAt: new Date(),
        })
      ).id,
    );
  }
  return ids;
}

async function run(label: string, operations: Operation[], concurrent: boolean) {
  const started = performance.now();
  let refused = 0;
  const settle = (promise: Promise<unknown>) =>
    promise.catch((error: { code?: string }) => {
      if (error.code !== 'INSUFFICIENT_BALANCE') throw error;
      refused += 1;
    });
  if (concurrent) await Promise.all(operations.map((operation) => settle(operation())));
  else for (const operation of operations) await settle(operation());
  const seconds = (performance.now() - started) / 1000;
  return { label, operations: operations.length, seconds, perSecond: operations.length / seconds, refused };
}

try {
  const [sequentialId] = await newAdvertisers(1);
  const [contendedId] = await newAdvertisers(1);
  const spread = await newAdvertisers(10);
  const baseline = await run(
    'one after another (baseline)',
    operationsFor([sequentialId!], OPERATIONS, 'q'),
    false,
  );
  const contended = await run(
    'all at once, one advertiser',
    operationsFor([contendedId!], OPERATIONS, 'o'),
    true,
  );
  const parallel = await run('all at once, ten advertisers', operationsFor(spread, OPERATIONS, 'p'), true);

  const verifyStarted = performance.now();
  const verified = await ledger.verify(db);
  const verifyMs = performance.now() - verifyStarted;
  const credits = await database.db.query.statements.findMany({
    columns: { reference: true, amountMicros: true },
  });
  const creditRefs = credits.filter((row) => row.amountMicros > 0n).map((row) => row.reference);
  const doubled = creditRefs.length - new Set(creditRefs).size;

  console.info(`Ledger under concurrency on PostgreSQL (${OPERATIONS} operations per run, pool of 20):`);
  for (const figure of [baseline, contended, parallel]) {
    console.info(
      `  ${figure.label.padEnd(32)} ${figure.perSecond.toFixed(0).padStart(6)} ops/s  ` +
        `(${(figure.perSecond / baseline.perSecond).toFixed(2)}× baseline, ${figure.refused} refused for balance)`,
    );
  }
  console.info(
    `  verify: ${verified.rows} rows of ${verified.advertisers} advertisers in ${verifyMs.toFixed(0)} ms, ` +
      `${verified.broken.length} broken, ${doubled} credits booked twice`,
  );
  writeFileSync(
    join(resolve(import.meta.dirname, 'results'), 'ledger-concurrency.json'),
    `${JSON.stringify({ baseline, contended, parallel, verify: { ...verified, ms: verifyMs }, doubled }, null, 2)}\n`,
  );
  if (verified.broken.length > 0 || doubled > 0) process.exitCode = 1;
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
