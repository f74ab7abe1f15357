import type { FastifyBaseLogger } from 'fastify';
import { expect, it, vi } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { OutboxMailer } from './mailer.ts';

it('says once, not for every email, that SMTP_URL is not set (a first start queues many)', async () => {
  const kept: unknown[] = [];
  // The outbox's table, as far as send() writes it.
  const db = {
    insert: () => ({ values: async (row: unknown) => void kept.push(row) }),
  } as unknown as Executor;
  const log = { info: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger;
  const mailer = new OutboxMailer(db, log);
  for (let n = 0; n < 18; n += 1)
    await mailer.send({ to: `member-${n}@example.com`, kind: 'notification', language: 'en', params: {} });
  expect(kept).toHaveLength(18);
  expect(log.info).toHaveBeenCalledTimes(1);
  expect(vi.mocked(log.info).mock.calls[0]![1]).toMatch(/^SMTP_URL is not set/);
  expect(log.debug).toHaveBeenCalledTimes(17);
});
