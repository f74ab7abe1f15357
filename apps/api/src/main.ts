import { join } from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { parseEnv } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed.ts';
import { settlementJob, startJobs } from './jobs/job-runner.ts';
import { resolveAppSecret } from './lib/app-secret.ts';

const env = parseEnv();
const config = {
  ...env,
  appSecret: resolveAppSecret(env.APP_SECRET, env.DATA_DIR, env.NODE_ENV === 'production'),
};
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: join(config.DATA_DIR, 'pglite') });
await database.migrate();
const redis = config.REDIS_URL
  ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
  : undefined;
const app = await buildApp({ config, database, redis });

const demo = config.SEED_DEMO ? await seedDemo(app.services, database.db) : undefined;
const jobs = config.JOBS_ENABLED
  ? await startJobs({
      database,
      services: app.services,
      timeZone: config.PLATFORM_TIMEZONE,
      log: app.log,
      jobs: [settlementJob],
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
