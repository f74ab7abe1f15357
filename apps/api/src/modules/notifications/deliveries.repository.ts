import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readPage } from '../../db/read-page.ts';
import { advertisers, notificationDeliveries, users } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/sql-like.ts';

export type DeliveryRow = typeof notificationDeliveries.$inferSelect;
export type NewDelivery = typeof notificationDeliveries.$inferInsert;

/** The channel the dispatcher listens on: a commit that queued deliveries wakes it at once. */
export const DELIVERIES_CHANNEL = 'notification_deliveries';

/** Queues deliveries (a repeated dedupe key is skipped) and wakes the dispatcher when the transaction commits. */
export async function insertDeliveries(db: Executor, rows: NewDelivery[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(notificationDeliveries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id });
  if (inserted.length > 0) await db.execute(sql`select pg_notify(${DELIVERIES_CHANNEL}, '')`);
  return inserted.map((row) => row.id);
}

export async function findDelivery(db: Executor, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, id));
  return row;
}

/**
 * Takes a queued delivery for sending: one atomic UPDATE, so two workers (a job retried while the first still
 * runs) cannot both send it. Undefined when it is not queued any more.
 */
export async function claimDelivery(db: Executor, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(notificationDeliveries)
    .set({ status: 'sending', attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(and(eq(notificationDeliveries.id, id), eq(notificationDeliveries.status, 'queued')))
    .returning();
  return row;
}

export async function finishDelivery(
  db: Executor,
  id: string,
  values: { status: 'sent' | 'failed' | 'queued'; lastError?: string | null; sentAt?: Date | null },
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({
      status: values.status,
      ...(values.lastError !== undefined ? { lastError: values.lastError } : {}),
      ...(values.sentAt !== undefined ? { sentAt: values.sentAt } : {}),
    })
    .where(eq(notificationDeliveries.id, id));
}

/** Queued deliveries no job has been made for yet (oldest first). */
export async function findUnenqueuedDeliveries(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(and(isNull(notificationDeliveries.enqueuedAt), eq(notificationDeliveries.status, 'queued')))
    .orderBy(notificationDeliveries.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function markDeliveriesEnqueued(db: Executor, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notificationDeliveries)
    .set({ enqueuedAt: at })
    .where(inArray(notificationDeliveries.id, ids));
}

/** Puts a failed delivery back in the queue (an operator's retry); false when it is not failed. */
export async function requeueFailedDelivery(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(notificationDeliveries)
    .set({ status: 'queued', enqueuedAt: null, attempts: 0 })
    .where(and(eq(notificationDeliveries.id, id), eq(notificationDeliveries.status, 'failed')))
    .returning({ id: notificationDeliveries.id });
  if (rows.length > 0) await db.execute(sql`select pg_notify(${DELIVERIES_CHANNEL}, '')`);
  return rows.length > 0;
}

/** Deliveries stuck in 'sending' (the process died mid-send) older than `before`: marked failed, never resent. */
export async function failStaleSending(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .update(notificationDeliveries)
    .set({ status: 'failed', lastError: 'interrupted while sending: not resent, to never send twice' })
    .where(
      and(
        eq(notificationDeliveries.status, 'sending'),
        sql`${notificationDeliveries.createdAt} < ${before.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: notificationDeliveries.id });
  return rows.length;
}

export interface DeliveryLogFilter {
  status?: DeliveryRow['status'] | undefined;
  channel?: DeliveryRow['channel'] | undefined;
  q?: string | undefined;
  broadcastId?: string | undefined;
}

/** The operators' delivery log, newest first, with whom each went to. */
export async function pageDeliveries(
  db: Executor,
  filter: DeliveryLogFilter,
  page: number,
  pageSize: number,
) {
  const where = and(
    filter.status ? eq(notificationDeliveries.status, filter.status) : undefined,
    filter.channel ? eq(notificationDeliveries.channel, filter.channel) : undefined,
    filter.broadcastId ? eq(notificationDeliveries.broadcastId, filter.broadcastId) : undefined,
    filter.q
      ? or(
          ilike(users.email, likePattern(filter.q)),
          ilike(advertisers.companyName, likePattern(filter.q)),
          ilike(notificationDeliveries.subject, likePattern(filter.q)),
        )
      : undefined,
  );
  const base = db
    .select({ delivery: notificationDeliveries, email: users.email, companyName: advertisers.companyName })
    .from(notificationDeliveries)
    .innerJoin(users, eq(users.id, notificationDeliveries.userId))
    .leftJoin(advertisers, eq(advertisers.id, notificationDeliveries.advertiserId));
  return readPage(
    base.where(where).orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id)),
    db
      .select({ value: count() })
      .from(notificationDeliveries)
      .innerJoin(users, eq(users.id, notificationDeliveries.userId))
      .leftJoin(advertisers, eq(advertisers.id, notificationDeliveries.advertiserId))
      .where(where),
    { page, pageSize },
  );
}

/** Queued / sent / failed counts per broadcast. */
export async function countDeliveriesByBroadcast(db: Executor, broadcastIds: string[]) {
  if (broadcastIds.length === 0) return [];
  return db
    .select({
      broadcastId: notificationDeliveries.broadcastId,
      status: notificationDeliveries.status,
      value: count(),
    })
    .from(notificationDeliveries)
    .where(inArray(notificationDeliveries.broadcastId, broadcastIds))
    .groupBy(notificationDeliveries.broadcastId, notificationDeliveries.status);
}
