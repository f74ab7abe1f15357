import type { WebhookDeliveryStatus, WebhookEvent } from '@adportal/contracts';
import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { readPage } from '../../db/read-page.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type NewWebhookEndpoint = typeof webhookEndpoints.$inferInsert;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewWebhookDelivery = typeof webhookDeliveries.$inferInsert;

/** The channel the webhook dispatcher listens on: a commit that queued deliveries wakes it at once. */
export const WEBHOOK_DELIVERIES_CHANNEL = 'webhook_deliveries';

const OPEN_STATUSES = ['pending', 'retrying'] as const;

const wake = (db: Executor) => db.execute(sql`select pg_notify(${WEBHOOK_DELIVERIES_CHANNEL}, '')`);

export async function countEndpoints(db: Executor, advertiserId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.advertiserId, advertiserId));
  return Number(row?.value ?? 0);
}

/** Holds the team's endpoint list for the caller's transaction (a creation counts, then inserts). */
export async function lockAdvertiserEndpoints(tx: Transaction, advertiserId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhook_endpoints:${advertiserId}`}))`);
}

export async function insertEndpoint(db: Executor, values: NewWebhookEndpoint): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function findEndpoint(
  db: Executor,
  advertiserId: string,
  id: string,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.advertiserId, advertiserId)));
  return row;
}

export async function findEndpointById(db: Executor, id: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

/** The same row locked for the caller's transaction (an update, a rotation, the sender's failure count). */
export async function lockEndpoint(tx: Transaction, id: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
  return row;
}

export function listEndpoints(db: Executor, advertiserId: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.advertiserId, advertiserId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

/** The newest delivery of each endpoint (one query for a whole list). */
export async function latestDeliveries(
  db: Executor,
  endpointIds: string[],
): Promise<Map<string, WebhookDeliveryRow>> {
  if (endpointIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([webhookDeliveries.endpointId])
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
  return new Map(rows.map((row) => [row.endpointId, row]));
}

export async function updateEndpoint(
  db: Executor,
  id: string,
  values: Partial<NewWebhookEndpoint>,
): Promise<WebhookEndpointRow> {
  const [row] = await db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)).returning();
  return row!;
}

export async function deleteEndpoint(db: Executor, advertiserId: string, id: string) {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.advertiserId, advertiserId)))
    .returning();
  return row;
}

/** The team's enabled endpoints that subscribe to an event. */
export function subscribedEndpoints(db: Executor, advertiserId: string, event: WebhookEvent) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.advertiserId, advertiserId),
        eq(webhookEndpoints.enabled, true),
        sql`${event} = any(${webhookEndpoints.events})`,
      ),
    );
}

/** Queues deliveries (one whose dedupe key the endpoint already has is skipped) and wakes the dispatcher. */
export async function insertDeliveries(
  db: Executor,
  rows: NewWebhookDelivery[],
): Promise<WebhookDeliveryRow[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(webhookDeliveries).values(rows).onConflictDoNothing().returning();
  if (inserted.length > 0) await wake(db);
  return inserted;
}

/** Deliveries waiting for a job, locked for the caller's transaction (SKIP LOCKED: pumps take disjoint rows). */
export function lockUnenqueuedDeliveries(tx: Transaction, limit: number) {
  return tx
    .select({ id: webhookDeliveries.id, nextAttemptAt: webhookDeliveries.nextAttemptAt })
    .from(webhookDeliveries)
    .where(and(isNull(webhookDeliveries.enqueuedAt), inArray(webhookDeliveries.status, OPEN_STATUSES)))
    .orderBy(webhookDeliveries.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markDeliveriesEnqueued(db: Executor, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(webhookDeliveries).set({ enqueuedAt: at }).where(inArray(webhookDeliveries.id, ids));
}

/** Open deliveries due by `now` (tests and a process without the job queue send them directly). */
export async function dueDeliveries(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, OPEN_STATUSES),
        isNull(webhookDeliveries.claimedAt),
        or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, now)),
      ),
    )
    .orderBy(webhookDeliveries.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Takes an open delivery for one attempt: one atomic UPDATE, so a job run twice (or by two workers) sends once.
 * Undefined when it is not open or already taken.
 */
export async function claimDelivery(
  db: Executor,
  id: string,
  at: Date,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ claimedAt: at })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        inArray(webhookDeliveries.status, OPEN_STATUSES),
        isNull(webhookDeliveries.claimedAt),
      ),
    )
    .returning();
  return row;
}

export async function recordAttempt(
  db: Executor,
  id: string,
  values: Pick<
    NewWebhookDelivery,
    | 'status'
    | 'attempts'
    | 'roundAttempts'
    | 'nextAttemptAt'
    | 'lastAttemptAt'
    | 'responseStatus'
    | 'responseMs'
    | 'responseExcerpt'
    | 'error'
  >,
): Promise<void> {
  const retrying = values.status === 'retrying';
  await db
    .update(webhookDeliveries)
    .set({ ...values, claimedAt: null, enqueuedAt: null })
    .where(eq(webhookDeliveries.id, id));
  if (retrying) await wake(db);
}

/** Closes the open deliveries of an endpoint that was switched off: they are not sent any more. */
export async function failOpenDeliveries(db: Executor, endpointId: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        inArray(webhookDeliveries.status, OPEN_STATUSES),
        isNull(webhookDeliveries.claimedAt),
      ),
    );
}

/** A new round of attempts of the same message (same `webhook-id`), starting now. */
export async function requeueDelivery(db: Executor, id: string, at: Date): Promise<WebhookDeliveryRow> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', roundAttempts: 0, nextAttemptAt: at, enqueuedAt: null })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  await wake(db);
  return row!;
}

/**
 * Gives a claimed delivery back untouched (its attempt could not be written): the job's own retries (pg-boss) take
 * it again. Not handed to the pump anew, so an error that lasts cannot spin a job loop.
 */
export async function releaseClaim(db: Executor, id: string): Promise<void> {
  await db.update(webhookDeliveries).set({ claimedAt: null }).where(eq(webhookDeliveries.id, id));
}

/** Claims a dead process left behind: open again and handed to the queue anew (receivers dedupe by webhook-id). */
export async function releaseStaleClaims(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ claimedAt: null, enqueuedAt: null })
    .where(
      and(
        inArray(webhookDeliveries.status, OPEN_STATUSES),
        sql`${webhookDeliveries.claimedAt} < ${before.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (rows.length > 0) await wake(db);
  return rows.length;
}

export async function findDelivery(
  db: Executor,
  endpointId: string,
  id: string,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
  return row;
}

export function pageDeliveries(
  db: Executor,
  endpointId: string,
  status: WebhookDeliveryStatus | undefined,
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    status ? eq(webhookDeliveries.status, status) : undefined,
  );
  return readPage(
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)),
    db.select({ value: count() }).from(webhookDeliveries).where(where),
    { page, pageSize },
  );
}
