// Several API processes on one PostgreSQL database (issue 28): each has its own pg-boss instance, as three
// startJobs here have. Whatever their number, each scheduled job's work runs once per period, and each queued
// notification reaches its chat once however many pumps hand it to the queue.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdvertiser } from '../../test/ad-fixtures.ts';
import { startTestApp, type TestClient } from '../../test/helper.ts';
import { connectTelegram } from '../../test/telegram-fixtures.ts';
import { notificationDispatches } from '../db/schema/index.ts';
import { type RecurringJob, settlementJob, startJobs } from './job-runner.ts';
import { DISPATCH_QUEUE, startNotificationDispatcher } from './notification-dispatcher.ts';

const log = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const PROCESSES = 3;

describe.skipIf(!process.env.TEST_DATABASE_URL)('jobs with three processes on one PostgreSQL', () => {
  let c: TestClient;
  beforeAll(async () => {
    c = await startTestApp('postgres', { telegram: true });
  });
  afterAll(async () => {
    await c?.close();
  });

  it('the settlement at start and an every-minute job each run once per period', async () => {
    const { services } = c.app;
    const { db } = c.database;
    const { advertiserId } = await newAdvertiser(c);
    await db.transaction((tx) =>
      services.ledger.post(tx, {
        advertiserId,
        type: 'deposit',
        amountMicros: 5_000_000n,
        reference: `multi-${advertiserId}`,
      }),
    );
    await db.transaction((tx) =>
      services.ledger.recordSpend(tx, {
        advertiserId,
        amountMicros: 1_250_000n,
        reference: `multi-s-${advertiserId}`,
        at: new Date(Date.now() - 86_400_000),
      }),
    );
    const settlementRuns: { process: number; booked: number }[] = [];
    const minuteRuns: { process: number; at: Date }[] = [];
    const jobsOf = (process: number): RecurringJob[] => {
      const settlement = settlementJob(services.settlement);
      return [
        {
          ...settlement,
          run: async () => {
            const result = await services.settlement.run();
            settlementRuns.push({ process, booked: result.expenses_booked });
            return result;
          },
        },
        {
          name: 'test-every-minute',
          cron: '* * * * *',
          run: async () => {
            minuteRuns.push({ process, at: new Date() });
            return {};
          },
        },
      ];
    };
    const runners = await Promise.all(
      Array.from({ length: PROCESSES }, (_, process) =>
        startJobs({
          database: c.database,
          timeZone: 'Asia/Bangkok',
          log,
          jobs: jobsOf(process),
          cronMonitorIntervalSeconds: 1,
        }),
      ),
    );
    try {
      // An occurrence: sent by one cron pass among the three, run by one worker among the three.
      await expect.poll(() => minuteRuns.length, { timeout: 150_000, interval: 500 }).toBeGreaterThan(0);
      // Every worker has polled many times since (pg-boss polls every 2 s).
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      expect(settlementRuns).toEqual([{ process: expect.any(Number), booked: 1 }]);
      // The effect, in the database: one expense booked, and one job of each queue done.
      expect(await services.ledger.balanceOf(db, advertiserId)).toEqual({
        currentMicros: 3_750_000n,
        temporaryMicros: 3_750_000n,
      });
      const done = await runners[0]!.boss.findJobs('ledger-settlement');
      expect(done.filter((job) => job.state === 'completed')).toHaveLength(1);
      // pg-boss's first cron pass sends the occurrence that fell due in the last minute, so runners started late in a
      // minute may also meet the next minute's within the look: one job sent per minute, and each run one job.
      const minuteJobs = (await runners[0]!.boss.findJobs('test-every-minute')).filter(
        (job) => job.state !== 'created',
      );
      expect(minuteRuns).toHaveLength(minuteJobs.length);
      const sentInMinute = minuteJobs.map((job) => Math.floor(new Date(job.createdOn).getTime() / 60_000));
      expect(new Set(sentInMinute).size, 'jobs sent in one minute').toBe(sentInMinute.length);
      expect(minuteRuns.length).toBeLessThanOrEqual(2);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
  });

  it('three notification pumps hand each queued dispatch over, and each reaches its chat once', async () => {
    const chats = [3101, 3102, 3103, 3104];
    const advertisers = [];
    for (const chat of chats) {
      const advertiser = await newAdvertiser(c);
      await connectTelegram(c, advertiser.token, chat);
      advertisers.push(advertiser);
    }
    const sentBefore = c.telegramBot!.sent.length;
    const runners = await Promise.all(
      Array.from({ length: PROCESSES }, () =>
        startJobs({ database: c.database, timeZone: 'Asia/Bangkok', log, jobs: [] }),
      ),
    );
    const dispatchers = await Promise.all(
      runners.map((runner) =>
        startNotificationDispatcher({
          boss: runner.boss,
          database: c.database,
          worker: c.app.services.dispatchWorker,
          log,
        }),
      ),
    );
    try {
      for (const { advertiserId } of advertisers) {
        await c.database.db.transaction((tx) =>
          c.app.services.notifications.notify(tx, advertiserId, {
            kind: 'messenger',
            messageKey: 'messages.notifications.answered',
            params: { subject: 'Invoice' },
            link: '/messages',
          }),
        );
      }
      // Every process's pump at once, besides the NOTIFY each of them heard.
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.pump()));
      const sentNow = () => c.telegramBot!.sent.slice(sentBefore);
      await expect
        .poll(() => sentNow().length, { timeout: 60_000, interval: 200 })
        .toBeGreaterThanOrEqual(chats.length);
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      expect(
        sentNow()
          .map((message) => message.chatId)
          .sort(),
      ).toEqual(chats.map(String));
      // One job per dispatch row: the pumps locked disjoint rows (SKIP LOCKED) and made each row's job with it.
      const jobs = await runners[0]!.boss.findJobs<{ id: string }>(DISPATCH_QUEUE);
      const rows = jobs.map((job) => job.data.id);
      const queued = await c.database.db
        .select({ id: notificationDispatches.id })
        .from(notificationDispatches);
      expect(queued.length).toBeGreaterThanOrEqual(chats.length);
      expect(rows.sort()).toEqual(queued.map((row) => row.id).sort());
    } finally {
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.stop()));
      await Promise.all(runners.map((runner) => runner.stop()));
    }
  });
});
