import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import type { DispatchWorker } from '../modules/notifications/dispatch-worker.ts';
import { startOutboxPump } from './outbox-pump.ts';

/**
 * Named 'notification-delivery' until issue 27. Renaming is safe because the rows, not the jobs, are the truth:
 * migration 0014 clears `enqueued_at` of every row still queued, so the pump hands each to this queue again; a job
 * left in the old queue has no worker, and would only find its row claimed if it ever ran.
 */
export const DISPATCH_QUEUE = 'notification-dispatch';

/**
 * Turns queued dispatch rows into pg-boss jobs and runs them (the outbox pump, jobs/outbox-pump.ts). A job that
 * throws is retried by pg-boss with exponential backoff; a dispatch asked to wait (Telegram's retry_after, a
 * network failure) gets a new job that starts after the wait. At most three are sent at once (Telegram's
 * advice for broadcasts); the gateway paces them per chat and overall.
 */
export async function startNotificationDispatcher(options: {
  boss: PgBoss;
  database: DatabaseHandle;
  worker: DispatchWorker;
  log: FastifyBaseLogger;
}): Promise<{ stop(): Promise<void>; pump(): Promise<void> }> {
  const { boss, worker, log } = options;
  return startOutboxPump({
    boss,
    database: options.database,
    queue: DISPATCH_QUEUE,
    queueOptions: { retryLimit: 5, retryDelay: 15, retryBackoff: true },
    outbox: worker,
    concurrency: 3,
    log,
    work: async (id) => {
      const result = await worker.send(id);
      if (result.kind === 'retry')
        await boss.send(DISPATCH_QUEUE, { id }, { startAfter: result.afterSeconds });
      if (result.kind !== 'sent' && result.kind !== 'skipped')
        log.warn({ dispatch: id, ...result }, 'notification dispatch not sent');
    },
  });
}
