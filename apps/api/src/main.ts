import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { shareMetricsWithPrimary } from './cluster/cluster-metrics.ts';
import { runClusterPrimary } from './cluster/cluster-primary.ts';
import { isLeadProcess } from './cluster/worker-role.ts';
import { type Config, parseEnv } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startSandboxProvider } from './integrations/nowpayments/sandbox-provider.ts';
import { startSandboxBotApi } from './integrations/telegram/sandbox-bot-api.ts';
import {
  adRunEndsJob,
  clickPartitionsJob,
  depositSweepJob,
  notificationAlertsJob,
  settlementJob,
  startJobs,
} from './jobs/job-runner.ts';
import { startNotificationDispatcher } from './jobs/notification-dispatcher.ts';
import { startWebhookDispatcher } from './jobs/webhook-dispatcher.ts';
import { resolveAppSecret } from './lib/app-secret.ts';
import { unsafeProductionSettings } from './lib/production-settings.ts';
import { StartSteps } from './lib/start-steps.ts';
import { TestClock } from './lib/test-clock.ts';
import { webBuildFinished } from './lib/web-build-handoff.ts';
import { loadCountryData } from './modules/delivery/visitor/country.ts';
import { metricsAccess } from './modules/health/metrics-access.ts';
import { startMetricsListener } from './modules/health/metrics-listener.ts';
import { telegramReceiveMode } from './modules/telegram/telegram-receive-mode.ts';
import { startTelegramReceiver } from './modules/telegram/telegram-receiver.ts';
import { DEMO_ADVERTISER, DEMO_OPERATOR, DEMO_RIVAL, demoSeeded, seedDemo } from './seed/seed.ts';

const steps = new StartSteps();
steps.loaded();
const env = parseEnv();
// Production refuses what is only safe for trying it out, before anything is opened: one line for each.
const unsafe = unsafeProductionSettings(env);
if (unsafe.length > 0) {
  for (const line of unsafe) console.error(`✖ ${line}`);
  process.exit(1);
}
const config: Config = {
  ...env,
  appSecret: resolveAppSecret(env.APP_SECRET, env.DATA_DIR, env.NODE_ENV === 'production'),
};
// WORKERS > 1: this process becomes the cluster's primary, which forks the workers that run the rest of this file.
if (config.WORKERS > 1 && cluster.isPrimary) await runClusterPrimary(config, steps);
/** The one process of a cluster that runs the job queue, Telegram's receiver and the demo seed (cluster/worker-role.ts). */
const lead = isLeadProcess(config.ADPORTAL_WORKER_ROLE);
// No payment provider configured outside production: the built-in sandbox speaks the same protocol (signed
// callbacks included) on a local port, so deposits can be paid end to end without real money.
const sandboxKeys = { apiKey: randomBytes(16).toString('hex'), ipnSecret: randomBytes(24).toString('hex') };
const sandbox =
  !config.PAYMENT_PROVIDER_URL && config.NODE_ENV !== 'production'
    ? await steps.run('payment sandbox', () =>
        startSandboxProvider({ ...sandboxKeys, payAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }),
      )
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
// No Telegram bot configured outside production: a local sandbox bot speaks the Bot API, so connecting a chat
// and receiving notifications can be tried end to end (the pages say it is a sandbox).
const telegramSandbox =
  !config.TELEGRAM_BOT_TOKEN && config.NODE_ENV !== 'production'
    ? await steps.run('telegram sandbox', () =>
        startSandboxBotApi({ token: `sandbox:${randomBytes(12).toString('hex')}` }),
      )
    : undefined;
// The ad server's IP-to-country table, read now rather than on the first visitor's request (about half a second).
// Kept built in DATA_DIR/cache: a restart reads the table back instead of parsing the CSV again.
await steps.run('country data', () => loadCountryData({ cacheDir: join(config.DATA_DIR, 'cache') }));
const database = await steps.run('open database', () =>
  openDatabase({ url: config.DATABASE_URL, pgliteDir: join(config.DATA_DIR, 'pglite') }),
);
await steps.run('migrations', () => database.migrate());
const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : undefined;
await steps.run('web build', () => webBuildFinished(config.WEB_BUILD_PENDING));
// The end-to-end server's movable clock (config.ts refuses TEST_CLOCK in production).
const testClock = config.TEST_CLOCK ? new TestClock() : undefined;
const app = await steps.run('build app', () =>
  buildApp({ config, database, redis, telegramSandbox, testClock }),
);

// A restart on a database the seed finished skips it (one query instead of its sign-ins and checks).
const seeds = config.SEED_DEMO && lead;
const demoDone = seeds && (await steps.run('demo check', () => demoSeeded(app.services)));
const demo =
  seeds && !demoDone
    ? await steps.run('demo seed', () =>
        seedDemo(app.services, database.db, {
          // A first start also records 30 days of traffic, through services wired like the app's on the seed's clock.
          history: {
            timeZone: config.PLATFORM_TIMEZONE,
            servicesAt: async (now) =>
              (await buildApp({ config, database, redis, now, telegramSandbox })).services,
          },
        }),
      )
    : undefined;
const historyStop = new AbortController();
async function recordDemoHistory() {
  if (!demo?.history) return;
  const started = Date.now();
  const summary = await demo.history.record(historyStop.signal);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (summary.complete) {
    app.log.info(
      `demo history recorded: ${summary.days} days, ${summary.traffic.requests} ad requests in ${seconds} s`,
    );
  } else {
    app.log.warn(
      `demo history stopped after ${summary.days} days: delete ${config.DATA_DIR} to record it whole on the next start`,
    );
  }
}
/** The recurring jobs start after the demo's history: the settlement must not book a day it is still writing. */
async function startRecurringJobs() {
  if (historyStop.signal.aborted || !config.JOBS_ENABLED || !lead) return;
  const jobs = await startJobs({
    database,
    timeZone: config.PLATFORM_TIMEZONE,
    log: app.log,
    metrics: app.metrics,
    jobs: [
      settlementJob(app.services.settlement),
      clickPartitionsJob(app.services.reportRollups),
      depositSweepJob(app.services.depositSweep),
      notificationAlertsJob(app.services.notificationAlerts, app.services.telegramUpdates),
      adRunEndsJob(app.services.adRunEnds),
    ],
  });
  const dispatcher = await startNotificationDispatcher({
    boss: jobs.boss,
    database,
    worker: app.services.dispatchWorker,
    log: app.log,
  });
  const webhooks = await startWebhookDispatcher({
    boss: jobs.boss,
    database,
    sender: app.services.webhookSender,
    log: app.log,
  });
  return { jobs, dispatcher, webhooks };
}
// `npm start` records the history after the server listens (DEMO_HISTORY_IN_BACKGROUND): the sign-ins work at
// once and the reports fill in within the minute; otherwise (tests, e2e) the history is there before it listens.
const historyInBackground = Boolean(demo?.history) && config.DEMO_HISTORY_IN_BACKGROUND;
if (!historyInBackground && demo?.history) await steps.run('demo history', recordDemoHistory);
/** The job queue and the Telegram receiver: started once the server answers (see the end of this file). */
let background: Promise<Awaited<ReturnType<typeof startRecurringJobs>>> | undefined;
let telegramReceiver: ReturnType<typeof startTelegram> | undefined;
/** METRICS_PORT's listener, once the app listens. */
let metricsListener: Awaited<ReturnType<typeof startMetricsListener>> | undefined;
function startTelegram() {
  const gateway = app.services.telegramGateway;
  const updates = app.services.telegramUpdates;
  if (!gateway || !updates || !lead) return Promise.resolve(undefined);
  return steps.run('telegram receiver', () =>
    startTelegramReceiver({
      gateway,
      updates,
      mode: telegramReceiveMode(config),
      log: app.log,
    }).catch((error: unknown) => {
      app.log.error({ err: error }, 'telegram: could not start receiving updates');
      return undefined;
    }),
  );
}

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
    await metricsListener?.close();
    await app.close();
    await (await telegramReceiver)?.stop();
    historyStop.abort();
    const started = await background;
    await started?.dispatcher.stop();
    await started?.webhooks.stop();
    await started?.jobs.stop();
    await sandbox?.close();
    await telegramSandbox?.close();
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

if (cluster.isWorker) shareMetricsWithPrimary(app.metrics);
await steps.run('ready (report rollups, delivery index)', () => app.ready());
await steps.run('listen', () => app.listen({ host: config.HOST, port: config.PORT }));
// /metrics on a port of its own (METRICS_PORT), or a word that production serves none (modules/health/metrics-access.ts).
const { off: metricsOff, listener: metricsPort, token: metricsToken } = metricsAccess(config);
// In a cluster the primary says it and serves METRICS_PORT (every worker's metrics summed).
if (metricsOff && !cluster.isWorker) app.log.warn(metricsOff);
if (metricsPort && !cluster.isWorker) {
  metricsListener = await steps.run('metrics listener', () =>
    startMetricsListener({ metrics: app.metrics, token: metricsToken, ...metricsPort }),
  );
}
const lines = [
  `AdPortal is running on http://localhost:${config.PORT}  (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`,
  `API reference: http://localhost:${config.PORT}/api/docs`,
];
if (config.SEED_DEMO) {
  lines.push(
    `Demo advertiser:    ${DEMO_ADVERTISER.email} / ${DEMO_ADVERTISER.password}`,
    `Rival advertiser:   ${DEMO_RIVAL.email} / ${DEMO_RIVAL.password}   (the ads the demo's bids compete with)`,
    `Platform operator:  ${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password}   (operator console at /ops)`,
  );
}
if (historyInBackground) {
  lines.push(
    'Demo history:       30 days of traffic being recorded now; the reports fill in within a minute',
  );
}
if (telegramSandbox) {
  lines.push('Telegram:           sandbox bot (no TELEGRAM_BOT_TOKEN) — connect and test it at /telegram');
}
lines.push(`Server ready in ${process.uptime().toFixed(1)} s; stop it with Ctrl+C.`);
if (cluster.isWorker)
  lines.push(
    `Worker ${cluster.worker?.id} of ${config.WORKERS}${lead ? ' (lead: job queue, Telegram)' : ''}`,
  );
// A banner for the person who ran `npm start`, outside the structured log, ruled off so it stands out.
const rule = '─'.repeat(Math.max(...lines.map((line) => line.length)) + 4);
// A cluster's other workers print only their start-up lines.
if (lead) console.info(`\n${rule}\n${lines.map((line) => `  ${line}`).join('\n')}\n${rule}\n`);
// Work that need not hold up the first answer starts now: the job queue (after the demo's history, when it is
// recorded in the background) and the Telegram receiver (setting a webhook is a call to Telegram).
background = (
  historyInBackground
    ? recordDemoHistory().catch((error: unknown) => app.log.error({ err: error }, 'demo history failed'))
    : Promise.resolve()
).then(() => steps.run('job queue', startRecurringJobs));
telegramReceiver = startTelegram();

/** ioredis is loaded only when it is configured: importing it is a tenth of a second of every start. */
async function connectRedis(url: string) {
  const { Redis } = await import('ioredis');
  return new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
}
