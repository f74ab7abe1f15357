import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, type PgBoss, type QueueOptions } from 'pg-boss';
import type { DatabaseHandle, Transaction } from '../db/client.ts';
import type { Outbox, OutboxJob } from '../db/outbox.ts';

/** A safety net under LISTEN: rows queued while the listener was down are picked up within this. */
const PUMP_EVERY_MS = 10_000;

/**
 * Turns an outbox's rows into pg-boss jobs of `queue` and runs them with `work`. A commit that queues rows wakes
 * the pump at once; each row becomes one job, made in the transaction that locks and marks the row (so the job
 * and the mark commit together). `work` is given the job's row id; what it throws, pg-boss retries as the
 * queue's options say.
 */
export async function startOutboxPump(options: {
  boss: PgBoss;
  database: DatabaseHandle;
  queue: string;
  queueOptions: QueueOptions;
  outbox: Outbox;
  /** Jobs run at once in this process. */
  concurrency: number;
  work: (id: string) => Promise<void>;
  log: FastifyBaseLogger;
}): Promise<{ stop(): Promise<void>; pump(): Promise<void> }> {
  const { boss, database, queue, outbox, log } = options;
  await boss.createQueue(queue, options.queueOptions);
  // Puts the queue in pg-boss's cache now: a send inside the pump's transaction then asks the database nothing
  // outside that transaction (PGlite has one connection).
  await boss.getQueueStats(queue);
  await boss.work<{ id: string }>(
    queue,
    { localConcurrency: options.concurrency, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (job) await options.work(job.data.id);
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
        await enqueue(outbox, boss, queue);
      } while (again);
    })()
      .catch((error: unknown) => log.error({ err: error, queue }, 'outbox pump failed'))
      .finally(() => {
        pumping = undefined;
      });
    return pumping;
  };
  const unlisten = await database.listen(outbox.queuedChannel, () => void pump());
  const timer = setInterval(() => void pump(), PUMP_EVERY_MS);
  timer.unref();
  await outbox.failInterrupted();
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

/** Each handed-over row becomes one job, made in the transaction that marks the row (Outbox.handOver). */
async function enqueue(outbox: Outbox, boss: PgBoss, queue: string): Promise<void> {
  const makeJobs = async (tx: Transaction, jobs: OutboxJob[]) => {
    // drizzle types execute()'s answer per driver; both drivers' answers carry the `rows` the adapter reads.
    const inTransaction = fromDrizzle(
      { execute: (query) => tx.execute(query as SQL) as Promise<{ rows: Record<string, unknown>[] }> },
      sql,
    );
    for (const job of jobs) {
      await boss.send(
        queue,
        { id: job.id },
        {
          db: inTransaction,
          ...(job.startAfterSeconds && job.startAfterSeconds > 0
            ? { startAfter: Math.ceil(job.startAfterSeconds) }
            : {}),
        },
      );
    }
  };
  while ((await outbox.handOver(100, makeJobs)) > 0);
}
