import type { FastifyBaseLogger } from 'fastify';
import { expect, it } from 'vitest';
import { newAdvertiser } from '../../test/ad-fixtures.ts';
import { describeOnEachDatabase } from '../../test/helper.ts';
import { connectTelegram } from '../../test/telegram-fixtures.ts';
import { startJobs } from './job-runner.ts';
import { startNotificationDispatcher } from './notification-dispatcher.ts';

const log = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

describeOnEachDatabase(
  'notification dispatches through pg-boss',
  (client) => {
    it('a committed notification wakes the pump, becomes a job and reaches the chat', async () => {
      const c = client();
      const { token, advertiserId } = await newAdvertiser(c);
      await connectTelegram(c, token, 2101);
      const jobs = await startJobs({ database: c.database, timeZone: 'Asia/Bangkok', log, jobs: [] });
      const dispatcher = await startNotificationDispatcher({
        boss: jobs.boss,
        database: c.database,
        worker: c.app.services.dispatchWorker,
        log,
      });
      try {
        await c.database.db.transaction((tx) =>
          c.app.services.notifications.notify(tx, advertiserId, {
            kind: 'messenger',
            messageKey: 'messages.notifications.answered',
            params: { subject: 'Invoice' },
            link: '/messages',
          }),
        );
        await expect
          .poll(() => c.telegramBot!.sent.filter((message) => message.chatId === '2101').length, {
            timeout: 30_000,
            interval: 200,
          })
          .toBe(2);
        expect(c.telegramBot!.sent.at(-1)!.text).toMatch(/^Support answered "Invoice"/);
      } finally {
        await dispatcher.stop();
        await jobs.stop();
      }
    });
  },
  { telegram: true },
);
