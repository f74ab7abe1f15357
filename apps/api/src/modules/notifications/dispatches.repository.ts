import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { readPage } from '../../db/read-page.ts';
import { advertisers, notificationDispatches, users } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/sql-like.ts';

export type DispatchRow = typeof notificationDispatches.$inferSelect;
export type NewDispatch = typeof notificationDispatches.$inferInsert;

/** The channel the dispatcher listens on: a commit that queued dispatches wakes it at once. */
export const DISPATCHES_CHANNEL = 'notification_dispatches';

/** Queues dispatches (a repeated dedupe key is skipped) and wakes the dispatcher when the transaction commits. */
export async function insertDispatches(db: Executor, rows: NewDispatch[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(notificationDispatches)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: notificationDispatches.id });
  if (inserted.length > 0) await db.execute(sql`select pg_notify(${DISPATCHES_CHANNEL}, '')`);
  return inserted.map((row) => row.id);
}

export async function findDispatch(db: Executor, id: string): Promise<DispatchRow | undefined> {
  const [row] = await db.select().from(notificationDispatches).where(eq(notificationDispatches.id, id));
  return row;
}

/**
 * Takes a queued dispatch for sending: one atomic UPDATE, so two workers (a job retried while the first still
 * runs) cannot both send it. Undefined when it is not queued any more.
 */
export async function claimDispatch(db: Executor, id: string): Promise<DispatchRow | undefined> {
  const [row] = await db
    .update(notificationDispatches)
    .set({ status: 'sending', attempts: sql`${notificationDispatches.attempts} + 1` })
    .where(and(eq(notificationDispatches.id, id), eq(notificationDispatches.status, 'queued')))
    .returning();
  return row;
}

export async function finishDispatch(
  db: Executor,
  id: string,
  values: { status: 'sent' | 'failed' | 'queued'; lastError?: string | null; sentAt?: Date | null },
): Promise<void> {
  await db
    .update(notificationDispatches)
    .set({
      status: values.status,
      ...(values.lastError !== undefined ? { lastError: values.lastError } : {}),
      ...(values.sentAt !== undefined ? { sentAt: values.sentAt } : {}),
    })
    .where(eq(notificationDispatches.id, id));
}

/** Queued dispatches no job has been made for yet (oldest first). */
export async function findUnenqueuedDispatches(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: notificationDispatches.id })
    .from(notificationDispatches)
    .where(and(isNull(notificationDispatches.enqueuedAt), eq(notificationDispatches.status, 'queued')))
    .orderBy(notificationDispatches.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The same rows, locked for the caller's transaction: rows another transaction holds are skipped (SKIP LOCKED),
 * so pumps in several processes take disjoint rows instead of waiting for one another.
 */
export async function lockUnenqueuedDispatches(tx: Transaction, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ id: notificationDispatches.id })
    .from(notificationDispatches)
    .where(and(isNull(notificationDispatches.enqueuedAt), eq(notificationDispatches.status, 'queued')))
    .orderBy(notificationDispatches.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

export async function markDispatchesEnqueued(db: Executor, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notificationDispatches)
    .set({ enqueuedAt: at })
    .where(inArray(notificationDispatches.id, ids));
}

/** Puts a failed dispatch back in the queue (an operator's retry); false when it is not failed. */
export async function requeueFailedDispatch(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(notificationDispatches)
    .set({ status: 'queued', enqueuedAt: null, attempts: 0 })
    .where(and(eq(notificationDispatches.id, id), eq(notificationDispatches.status, 'failed')))
    .returning({ id: notificationDispatches.id });
  if (rows.length > 0) await db.execute(sql`select pg_notify(${DISPATCHES_CHANNEL}, '')`);
  return rows.length > 0;
}

/** Dispatches stuck in 'sending' (the process died mid-send) older than `before`: marked failed, never resent. */
export async function failStaleSending(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .update(notificationDispatches)
    .set({ status: 'failed', lastError: 'interrupted while sending: not resent, to never send twice' })
    .where(
      and(
        eq(notificationDispatches.status, 'sending'),
        sql`${notificationDispatches.createdAt} < ${before.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: notificationDispatches.id });
  return rows.length;
}

export interface DispatchLogFilter {
  status?: DispatchRow['status'] | undefined;
  channel?: DispatchRow['channel'] | undefined;
  q?: string | undefined;
  broadcastId?: string | undefined;
}

/** The operators' dispatch log, newest first, with whom each went to. */
export async function pageDispatches(
  db: Executor,
  filter: DispatchLogFilter,
  page: number,
  pageSize: number,
) {
  const where = and(
    filter.status ? eq(notificationDispatches.status, filter.status) : undefined,
    filter.channel ? eq(notificationDispatches.channel, filter.channel) : undefined,
    filter.broadcastId ? eq(notificationDispatches.broadcastId, filter.broadcastId) : undefined,
    filter.q
      ? or(
          ilike(users.email, likePattern(filter.q)),
          ilike(advertisers.companyName, likePattern(filter.q)),
          ilike(notificationDispatches.subject, likePattern(filter.q)),
        )
      : undefined,
  );
  const base = db
    .select({ dispatch: notificationDispatches, email: users.email, companyName: advertisers.companyName })
    .from(notificationDispatches)
    .innerJoin(users, eq(users.id, notificationDispatches.userId))
    .leftJoin(advertisers, eq(advertisers.id, notificationDispatches.advertiserId));
  return readPage(
    base.where(where).orderBy(desc(notificationDispatches.createdAt), desc(notificationDispatches.id)),
    db
      .select({ value: count() })
      .from(notificationDispatches)
      .innerJoin(users, eq(users.id, notificationDispatches.userId))
      .leftJoin(advertisers, eq(advertisers.id, notificationDispatches.advertiserId))
      .where(where),
    { page, pageSize },
  );
}

/** Queued / sent / failed counts per broadcast. */
export async function countDispatchesByBroadcast(db: Executor, broadcastIds: string[]) {
  if (broadcastIds.length === 0) return [];
  return db
    .select({
      broadcastId: notificationDispatches.broadcastId,
      status: notificationDispatches.status,
      value: count(),
    })
    .from(notificationDispatches)
    .where(inArray(notificationDispatches.broadcastId, broadcastIds))
    .groupBy(notificationDispatches.broadcastId, notificationDispatches.status);
}
