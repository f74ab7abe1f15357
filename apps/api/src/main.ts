import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { type Config, parseEnv } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed.ts';
import { startSandboxProvider } from './integrations/nowpayments/sandbox-provider.ts';
import { clickPartitionsJob, depositSweepJob, settlementJob, startJobs } from './jobs/job-runner.ts';
import { resolveAppSecret } from './lib/app-secret.ts';
import { loadCountryData } from './modules/delivery/visitor/country.ts';

const env = parseEnv();
const config: Config = {
  ...env,
  appSecret: resolveAppSecret(env.APP_SECRET, env.DATA_DIR, env.NODE_ENV === 'production'),
};
// No payment provider configured outside production: the built-in sandbox speaks the same protocol (signed
// callbacks included) on a local port, so deposits can be paid end to end without real money.
const sandboxKeys = { apiKey: randomBytes(16).toString('hex'), ipnSecret: randomBytes(24).toString('hex') };
const sandbox =
  !config.PAYMENT_PROVIDER_URL && config.NODE_ENV !== 'production'
    ? await startSandboxProvider({ ...sandboxKeys, payAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' })
    : undefined;
if (sandbox) {
  Object.assign(config, {
    PAYMENT_PROVIDER_URL: sandbox.url,
    PAYMENT_PROVIDER_API_KEY: sandboxKeys.apiKey,
    PAYMENT_PROVIDER_IPN_SECRET: sandboxKeys.ipnSecret,
    PAYMENT_IPN_URL: config.PAYMENT_IPN_URL ?? `http://127.0.0.1:${config.PORT}/api/payments/nowpayments/ipn`,
    paymentSandbox: true,
  });
}
// The ad server's IP-to-country table, read now rather than on the first visitor's request (about half a second).
loadCountryData();
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: join(config.DATA_DIR, 'pglite') });
await database.migrate();
const redis = config.REDIS_URL
  ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
  : undefined;
const app = await buildApp({ config, database, redis });

const demo = config.SEED_DEMO
  ? await seedDemo(app.services, database.db, {
      // A first start also records 30 days of traffic, through services wired like the app's on the seed's clock.
      history: {
        timeZone: config.PLATFORM_TIMEZONE,
        servicesAt: async (now) => (await buildApp({ config, database, redis, now })).services,
      },
    })
  : undefined;
const jobs = config.JOBS_ENABLED
  ? await startJobs({
      database,
      timeZone: config.PLATFORM_TIMEZONE,
      log: app.log,
      jobs: [
        settlementJob(app.services.ledger, database.db, app.services.dayClose, app.services.reportRollups),
        clickPartitionsJob(app.services.reportRollups),
        depositSweepJob(app.services.depositSweep),
      ],
    })
  : undefined;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: draining requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  try {
    await app.close();
    await jobs?.stop();
    await sandbox?.close();
    await redis?.quit();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.HOST, port: config.PORT });
const lines = [
  `AdPortal is running on http://localhost:${config.PORT}  (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`,
  `API reference: http://localhost:${config.PORT}/api/docs`,
];
if (demo) {
  lines.push(
    `Demo advertiser:    ${demo.advertiser.email} / ${demo.advertiser.password}`,
    `Platform operator:  ${demo.operator.email} / ${demo.operator.password}   (operator console at /ops)`,
  );
}
// A banner for the person who ran `npm start`, outside the structured log.
console.info(`\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
