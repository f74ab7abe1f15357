import type { Transaction } from './client.ts';

/** A row handed to the queue: its id, and when its job may start (a retry's wait), in seconds from now. */
export interface OutboxJob {
  id: string;
  startAfterSeconds?: number;
}

/**
 * A table of rows waiting to be sent (notification dispatches, webhook deliveries): the rows, not the jobs, are
 * the truth. A commit that queues rows NOTIFYs `queuedChannel`; `handOver` locks at most `limit` rows no job was
 * made for yet (SKIP LOCKED), calls `enqueue` in that same transaction and marks them, so each row gets exactly
 * one job however many pumps run and wherever one dies.
 */
export interface Outbox {
  readonly queuedChannel: string;
  handOver(limit: number, enqueue: (tx: Transaction, jobs: OutboxJob[]) => Promise<void>): Promise<number>;
  /** Rows left mid-send by a process that died, dealt with once at start (each outbox says how). */
  failInterrupted(): Promise<number>;
}
