import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import type { Services } from '../services.ts';

/** A recurring job: a queue name, a cron in the platform's time zone, and what it does. */
export interface RecurringJob {
  name: string;
  cron: string;
  /** Also run once at start: catches up what was missed while the server was down. */
  runAtStart?: boolean;
  run(services: Services, database: DatabaseHandle): Promise<object>;
}

/** Books each advertiser's spend of the days before today, just after the platform's midnight. */
export const settlementJob: RecurringJob = {
  name: 'ledger-settlement',
  cron: '5 0 * * *',
  runAtStart: true,
  run: async (services, database) => {
    const result = await services.ledger.settle(database.db);
    return { booked: result.booked, totalMicros: result.totalMicros.toString() };
  },
};

/** Re-polls open provider payments (callbacks can be lost) and times out manual deposits left unpaid. */
export const depositSweepJob: RecurringJob = {
  name: 'deposit-sweep',
  cron: '*/2 * * * *',
  run: (services) => services.depositSweep.sweep(),
};

/**
 * Runs the recurring jobs through pg-boss on the same database (PGlite or PostgreSQL): schedules survive
 * restarts, and with several API processes each run happens once.
 */
export async function startJobs(options: {
  database: DatabaseHandle;
  services: Services;
  timeZone: string;
  log: FastifyBaseLogger;
  jobs: readonly RecurringJob[];
}): Promise<{ stop(): Promise<void> }> {
  const { database, services, log } = options;
  const boss = new PgBoss({ ...database.jobQueue, schema: 'pgboss' });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of options.jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron, null, { tz: options.timeZone });
    await boss.work(job.name, async () => {
      const result = await job.run(services, database);
      log.info({ job: job.name, ...result }, 'job done');
    });
    if (job.runAtStart) await boss.send(job.name, null);
  }
  return { stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
}
