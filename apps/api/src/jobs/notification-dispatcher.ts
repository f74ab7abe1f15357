import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import type { DatabaseHandle, Transaction } from '../db/client.ts';
import type { DispatchWorker } from '../modules/notifications/dispatch-worker.ts';

/**
 * Named 'notification-delivery' until issue 27. Renaming is safe because the rows, not the jobs, are the truth:
 * migration 0014 clears `enqueued_at` of every row still queued, so the pump hands each to this queue again; a job
 * left in the old queue has no worker, and would only find its row claimed if it ever ran.
 */
export const DISPATCH_QUEUE = 'notification-dispatch';
/** A safety net under LISTEN: rows queued while the listener was down are picked up within this. */
const PUMP_EVERY_MS = 10_000;

/**
 * Turns queued dispatch rows into pg-boss jobs and runs them. A commit that queues dispatches NOTIFYs, which
 * wakes the pump at once; each row becomes one job, made in the transaction that locks and marks the row, so pumps in several processes
 * never make two (and the send's claim would still send a row once). A job that
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
  const { boss, database, worker, log } = options;
  await boss.createQueue(DISPATCH_QUEUE, { retryLimit: 5, retryDelay: 15, retryBackoff: true });
  // Puts the queue in pg-boss's cache now: a send inside the pump's transaction then asks the database nothing
  // outside that transaction (PGlite has one connection).
  await boss.getQueueStats(DISPATCH_QUEUE);
  await boss.work<{ id: string }>(
    DISPATCH_QUEUE,
    { localConcurrency: 3, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const result = await worker.send(job.data.id);
      if (result.kind === 'retry')
        await boss.send(DISPATCH_QUEUE, { id: job.data.id }, { startAfter: result.afterSeconds });
      if (result.kind !== 'sent' && result.kind !== 'skipped')
        log.warn({ dispatch: job.data.id, ...result }, 'notification dispatch not sent');
    },
  );

  let pumping: Promise<void> | undefined;
  let again = false;
  const pump = (): Promise<void> => {
    if (pumping) {
      again = true;
      return pumping;
    }
    pumping = (async () => {
      do {
        again = false;
        await enqueue(worker, boss);
      } while (again);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'notification dispatch pump failed'))
      .finally(() => {
        pumping = undefined;
      });
    return pumping;
  };
  const unlisten = await database.listen(worker.queuedChannel, () => void pump());
  const timer = setInterval(() => void pump(), PUMP_EVERY_MS);
  timer.unref();
  await worker.failInterrupted();
  await pump();
  return {
    pump,
    stop: async () => {
      clearInterval(timer);
      await unlisten();
      await pumping;
    },
  };
}

/** Each queued row becomes one job, made in the transaction that marks the row (DispatchWorker.handOver). */
async function enqueue(worker: DispatchWorker, boss: PgBoss): Promise<void> {
  const makeJobs = async (tx: Transaction, ids: string[]) => {
    // drizzle types execute()'s answer per driver; both drivers' answers carry the `rows` the adapter reads.
    const inTransaction = fromDrizzle(
      { execute: (query) => tx.execute(query as SQL) as Promise<{ rows: Record<string, unknown>[] }> },
      sql,
    );
    for (const id of ids) await boss.send(DISPATCH_QUEUE, { id }, { db: inTransaction });
  };
  while ((await worker.handOver(100, makeJobs)) > 0);
}
