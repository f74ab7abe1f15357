import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import type { AppMetrics } from '../lib/metrics.ts';
import type { AdRunEndsService } from '../modules/advertisements/ad-run-ends.service.ts';
import type { DepositSweepService } from '../modules/deposits/deposit-sweep.service.ts';
import type { SettlementService } from '../modules/ledger/settlement.service.ts';
import type { NotificationAlertsService } from '../modules/notifications/notification-alerts.service.ts';
import type { ReportRollupsService } from '../modules/reports/report-rollups.service.ts';
import type { TelegramUpdatesService } from '../modules/telegram/telegram-updates.service.ts';

/** A recurring job: a queue name, a cron in the platform's time zone, and what it does. */
export interface RecurringJob {
  name: string;
  cron: string;
  /** Also run once at start: catches up what was missed while the server was down. */
  runAtStart?: boolean;
  run(): Promise<object>;
}

/**
 * Just after the platform's midnight (and once at start, catching up what was missed): the finished days are
 * closed — void pass, settlement, report rollups (SettlementService).
 */
export function settlementJob(settlement: SettlementService): RecurringJob {
  return {
    name: 'ledger-settlement',
    cron: '5 0 * * *',
    runAtStart: true,
    run: () => settlement.run(),
  };
}

/** Daily: the coming months' click partitions, and raw clicks past retention dropped whole. */
export function clickPartitionsJob(rollups: ReportRollupsService): RecurringJob {
  return {
    name: 'click-partitions',
    cron: '30 1 * * *',
    runAtStart: true,
    run: () => rollups.maintainPartitions(),
  };
}

/** Every 10 minutes (and at start): ads whose run ended are announced to webhooks once (ad.stopped, schedule). */
export function adRunEndsJob(adRunEnds: AdRunEndsService): RecurringJob {
  return { name: 'ad-run-ends', cron: '*/10 * * * *', runAtStart: true, run: () => adRunEnds.announce() };
}

/** Re-polls open provider payments (callbacks can be lost) and times out manual deposits left unpaid. */
export function depositSweepJob(depositSweep: DepositSweepService): RecurringJob {
  return { name: 'deposit-sweep', cron: '*/2 * * * *', run: () => depositSweep.sweep() };
}

/** Every 10 minutes: low-balance alerts and the digests whose hour has come; old Telegram update ids forgotten. */
export function notificationAlertsJob(
  alerts: NotificationAlertsService,
  telegramUpdates: TelegramUpdatesService | undefined,
): RecurringJob {
  return {
    name: 'notification-alerts',
    cron: '*/10 * * * *',
    runAtStart: true,
    run: async () => {
      const result = await alerts.run();
      await telegramUpdates?.prune();
      return result;
    },
  };
}

/**
 * Every run of a recurring job carries this singleton key: the queue's 'stately' policy then allows one run
 * waiting and one running per job across every process, never two at once.
 */
export const RUN_KEY = 'run';
/** The data of a run at start (a scheduled occurrence has none): the 'job done' line says which run it was. */
const AT_START = { atStart: true };
/** Processes that start within the same slot of this many seconds send one run at start between them. */
const AT_START_SLOT_SECONDS = 10 * 60;

/**
 * Runs the recurring jobs through pg-boss on the same database (PGlite or PostgreSQL), once per period whatever
 * the number of processes (docs/adr/0023-jobs-once-across-processes.md): pg-boss sends each cron occurrence once
 * across instances (one cron pass per interval, each occurrence filed under a singleton key and slot); the runs
 * at start of processes starting together collapse into one (a throttle slot); and the queue's 'stately'
 * policy keeps two processes from running the same job at once.
 */
export async function startJobs(options: {
  database: DatabaseHandle;
  timeZone: string;
  log: FastifyBaseLogger;
  jobs: readonly RecurringJob[];
  /** Each run timed by job and result; the queues' figures read at scrape time (lib/metrics.ts). */
  metrics?: Pick<AppMetrics, 'jobRuns' | 'watchJobQueue'> | undefined;
  /** How often this instance looks for due cron occurrences (pg-boss: 30 s; tests shorten it). */
  cronMonitorIntervalSeconds?: number;
}): Promise<{ boss: PgBoss; stop(): Promise<void> }> {
  const { database, log, metrics } = options;
  const boss = new PgBoss({
    ...database.jobQueue,
    schema: 'pgboss',
    ...(options.cronMonitorIntervalSeconds
      ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds }
      : {}),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of options.jobs) {
    await createStatelyQueue(boss, job.name, log);
    await boss.schedule(job.name, job.cron, null, { tz: options.timeZone, singletonKey: RUN_KEY });
    await boss.work<{ atStart?: boolean } | null>(job.name, async ([run]) => {
      const timer = metrics?.jobRuns.startTimer({ job: job.name });
      const result = await job.run().catch((error: unknown) => {
        timer?.({ result: 'failed' });
        throw error;
      });
      timer?.({ result: 'ok' });
      // The job's id and whether it was the run at start: which process ran which run, in the logs.
      log.info(
        { job: job.name, jobId: run?.id, atStart: run?.data?.atStart === true, ...result },
        'job done',
      );
    });
    if (job.runAtStart)
      await boss.send(job.name, AT_START, { singletonKey: RUN_KEY, singletonSeconds: AT_START_SLOT_SECONDS });
  }
  metrics?.watchJobQueue(boss);
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
}

/**
 * The job's queue with the 'stately' policy. A queue made before issue 28 has the standard policy, which pg-boss
 * cannot change: it is made again (its schedule is set again right after; a run it held waiting is done by the
 * next occurrence or the run at start, the work being idempotent).
 */
async function createStatelyQueue(boss: PgBoss, name: string, log: FastifyBaseLogger): Promise<void> {
  const existing = await boss.getQueue(name);
  if (existing?.policy === 'stately') return;
  if (existing) {
    log.info({ queue: name, policy: existing.policy }, 'job queue made again with the stately policy');
    await boss.deleteQueue(name);
  }
  await boss.createQueue(name, { policy: 'stately' });
}
