import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/helper.ts';
import { settlementJob, startJobs } from './job-runner.ts';

describeOnEachDatabase('recurring jobs (pg-boss on the same database)', (client) => {
  it('runs the settlement at start and books open spend of past days', async () => {
    const { services } = client().app;
    const { db } = client().database;
    const { advertiser_id: advertiserId } = await client().register();
    await db.transaction((tx) =>
      services.ledger.post(tx, {
        advertiserId,
        type: 'deposit',
        amountMicros: 5_000_000n,
        reference: `j-${advertiserId}`,
      }),
    );
    // Spend of yesterday, still open: what the job books.
    await db.transaction((tx) =>
      services.ledger.recordSpend(tx, {
        advertiserId,
        amountMicros: 1_250_000n,
        reference: `js-${advertiserId}`,
        at: new Date(Date.now() - 86_400_000),
      }),
    );
    const done: object[] = [];
    const log = {
      info: (details: object) => done.push(details),
      error: () => {},
    } as unknown as FastifyBaseLogger;
    const jobs = await startJobs({
      database: client().database,
      timeZone: 'Asia/Bangkok',
      log,
      jobs: [settlementJob(services.settlement)],
      metrics: client().app.metrics,
    });
    try {
      await expect.poll(() => done.length, { timeout: 30_000, interval: 200 }).toBeGreaterThan(0);
      expect(done[0]).toMatchObject({ job: 'ledger-settlement', expenses_booked: 1, amount_booked: '1.25' });
      expect(await services.ledger.balanceOf(db, advertiserId)).toEqual({
        currentMicros: 3_750_000n,
        temporaryMicros: 3_750_000n,
      });
      // /metrics: the settlement's run timed, and the job queue's figures read from pg-boss at scrape time.
      const metrics = (await client().app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toMatch(
        /^adportal_job_duration_seconds_count\{job="ledger-settlement",result="ok"\} 1$/m,
      );
      expect(metrics).toMatch(/^adportal_job_queue_jobs\{queue="ledger-settlement",state="failed"\} 0$/m);
    } finally {
      await jobs.stop();
    }
  });

  it("makes a queue of an earlier release (standard policy) again as 'stately', with its schedule", async () => {
    const { database } = client();
    const earlier = new PgBoss({ ...database.jobQueue, schema: 'pgboss' });
    await earlier.start();
    await earlier.createQueue('earlier-release-job');
    await earlier.schedule('earlier-release-job', '0 3 * * *');
    await earlier.stop({ graceful: true, timeout: 5_000 });
    const log = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
    const jobs = await startJobs({
      database,
      timeZone: 'Asia/Bangkok',
      log,
      jobs: [{ name: 'earlier-release-job', cron: '0 4 * * *', run: async () => ({}) }],
    });
    try {
      expect((await jobs.boss.getQueue('earlier-release-job'))?.policy).toBe('stately');
      const schedules = await jobs.boss.getSchedules('earlier-release-job');
      expect(schedules.map(({ cron, options }) => ({ cron, singletonKey: options?.singletonKey }))).toEqual([
        { cron: '0 4 * * *', singletonKey: 'run' },
      ]);
    } finally {
      await jobs.stop();
    }
  });
});
