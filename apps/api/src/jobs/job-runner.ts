import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { DayCloseService } from '../modules/delivery/day-close.service.ts';
import type { DepositSweepService } from '../modules/deposits/deposit-sweep.service.ts';
import type { LedgerService } from '../modules/ledger/ledger.service.ts';
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
 * Just after the platform's midnight: first the void pass over the days being closed (clicks that only the
 * whole day shows to be junk), then the settlement books each advertiser's valid spend of the days before today,
 * then the report rollups of the closed days are recomputed from the raw rows.
 */
export function settlementJob(
  ledger: LedgerService,
  db: Database,
  dayClose: DayCloseService,
  rollups: ReportRollupsService,
): RecurringJob {
  return {
    name: 'ledger-settlement',
    cron: '5 0 * * *',
    runAtStart: true,
    run: async () => {
      const voidPass = await dayClose.run();
      const result = await ledger.settle(db);
      const reports = await rollups.closeDays();
      return {
        ...voidPass,
        booked: result.booked,
        totalMicros: result.totalMicros.toString(),
        rebuiltReportDays: reports.rebuilt,
      };
    },
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
 * Runs the recurring jobs through pg-boss on the same database (PGlite or PostgreSQL): schedules survive
 * restarts, and with several API processes each run happens once.
 */
export async function startJobs(options: {
  database: DatabaseHandle;
  timeZone: string;
  log: FastifyBaseLogger;
  jobs: readonly RecurringJob[];
}): Promise<{ boss: PgBoss; stop(): Promise<void> }> {
  const { database, log } = options;
  const boss = new PgBoss({ ...database.jobQueue, schema: 'pgboss' });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of options.jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron, null, { tz: options.timeZone });
    await boss.work(job.name, async () => {
      const result = await job.run();
      log.info({ job: job.name, ...result }, 'job done');
    });
    if (job.runAtStart) await boss.send(job.name, null);
  }
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
}
