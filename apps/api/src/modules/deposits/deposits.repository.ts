import type { DepositMethod, DepositStatus } from '@adportal/contracts';
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readPage } from '../../db/read-page.ts';
import { advertisers, deposits, paymentCallbacks } from '../../db/schema/index.ts';
import { likePattern, likePrefixPattern } from '../../lib/sql-like.ts';
import { uuidPrefixRange } from '../../lib/uuid-prefix.ts';
import type { DepositRow } from './deposit-view.ts';

export interface DepositFilter {
  advertiserId?: string | undefined;
  search?: string | undefined;
  status?: DepositStatus | undefined;
  method?: DepositMethod | undefined;
  /** Created at or after / before these instants (platform days turned into instants by the caller). */
  from?: Date | undefined;
  to?: Date | undefined;
}

function whereOf(filter: DepositFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.advertiserId) conditions.push(eq(deposits.advertiserId, filter.advertiserId));
  if (filter.status) conditions.push(eq(deposits.status, filter.status));
  if (filter.method) conditions.push(eq(deposits.method, filter.method));
  if (filter.from) conditions.push(gte(deposits.createdAt, filter.from));
  if (filter.to) conditions.push(lt(deposits.createdAt, filter.to));
  if (filter.search) conditions.push(searchOf(filter.search));
  return and(...conditions);
}

/** A deposit's reference, provider payment id or transaction hash holds the text. */
function searchOf(search: string): SQL | undefined {
  const pattern = likePattern(search);
  return or(
    ilike(deposits.reference, pattern),
    ilike(deposits.providerPaymentId, pattern),
    ilike(deposits.txHash, pattern),
  );
}

export async function pageDeposits(
  db: Executor,
  filter: DepositFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: DepositRow[]; total: number }> {
  const where = whereOf(filter);
  return readPage(
    db.select().from(deposits).where(where).orderBy(desc(deposits.createdAt), desc(deposits.id)),
    db.select({ value: count() }).from(deposits).where(where),
    { page, pageSize },
  );
}

/**
 * Every advertiser's deposits for operators, each with its advertiser's company name; the search also matches
 * that name.
 */
export async function pageDepositsOfEveryone(
  db: Executor,
  filter: Omit<DepositFilter, 'advertiserId'>,
  page: number,
  pageSize: number,
): Promise<{ rows: { deposit: DepositRow; advertiserName: string }[]; total: number }> {
  const byName = filter.search ? ilike(advertisers.companyName, likePattern(filter.search)) : undefined;
  const where = filter.search
    ? and(whereOf({ ...filter, search: undefined }), or(searchOf(filter.search), byName))
    : whereOf(filter);
  return readPage(
    db
      .select({ deposit: deposits, advertiserName: advertisers.companyName })
      .from(deposits)
      .innerJoin(advertisers, eq(advertisers.id, deposits.advertiserId))
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id)),
    db
      .select({ value: count() })
      .from(deposits)
      .innerJoin(advertisers, eq(advertisers.id, deposits.advertiserId))
      .where(where),
    { page, pageSize },
  );
}

/** Manual deposits an operator can still confirm or reject (waiting for money or being confirmed). */
export async function countManualAwaitingDecision(db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(deposits)
    .where(and(eq(deposits.method, 'manual'), inArray(deposits.status, ['waiting', 'pending'])));
  return row?.value ?? 0;
}

/**
 * The layout's search: the advertiser's deposits whose id starts with `search`, or whose reference, provider
 * payment id or transaction hash holds it. The best match first: the id, a whole reference or hash, the start
 * of one; then the newest.
 */
export async function searchDeposits(
  db: Executor,
  advertiserId: string,
  search: string,
  limit: number,
): Promise<DepositRow[]> {
  const ids = uuidPrefixRange(search);
  const idMatches = ids ? between(deposits.id, ids.low, ids.high) : undefined;
  const keys = [deposits.reference, deposits.providerPaymentId, deposits.txHash];
  const anyKey = (pattern: string) => or(...keys.map((column) => ilike(column, pattern)));
  const wholeKey = or(...keys.map((column) => sql`lower(${column}) = lower(${search})`));
  const rank = sql`case
      when ${idMatches ?? sql`false`} then 0
      when ${wholeKey} then 1
      when ${anyKey(likePrefixPattern(search))} then 2
      else 3 end`;
  return db
    .select()
    .from(deposits)
    .where(and(eq(deposits.advertiserId, advertiserId), or(idMatches, anyKey(likePattern(search)))))
    .orderBy(asc(rank), desc(deposits.createdAt), desc(deposits.id))
    .limit(limit);
}

/** One deposit, of this advertiser only when one is given (another advertiser's deposit is not found). */
export async function findDeposit(
  db: Executor,
  key: { id?: string; reference?: string; providerPaymentId?: string },
  advertiserId?: string,
  lock = false,
): Promise<DepositRow | undefined> {
  const conditions: SQL[] = [];
  if (key.id) conditions.push(eq(deposits.id, key.id));
  if (key.reference) conditions.push(eq(deposits.reference, key.reference));
  if (key.providerPaymentId) conditions.push(eq(deposits.providerPaymentId, key.providerPaymentId));
  if (advertiserId) conditions.push(eq(deposits.advertiserId, advertiserId));
  const query = db
    .select()
    .from(deposits)
    .where(and(...conditions))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function txHashUsed(db: Executor, txHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(eq(deposits.txHash, txHash))
    .limit(1);
  return row !== undefined;
}

/** Open provider payments (of one advertiser, or all): what "refresh gateway data" and the expiry job poll. */
export async function openProviderDeposits(db: Executor, advertiserId?: string): Promise<DepositRow[]> {
  return db
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.method, 'crypto'),
        inArray(deposits.status, ['waiting', 'pending']),
        isNotNull(deposits.providerPaymentId),
        advertiserId ? eq(deposits.advertiserId, advertiserId) : undefined,
      ),
    )
    .orderBy(deposits.createdAt)
    .limit(200);
}

export type DepositChanges = Partial<typeof deposits.$inferInsert>;

export async function insertDeposit(db: Executor, values: typeof deposits.$inferInsert): Promise<DepositRow> {
  const [row] = await db.insert(deposits).values(values).returning();
  return row!;
}

export async function updateDeposit(db: Executor, id: string, changes: DepositChanges): Promise<DepositRow> {
  const [row] = await db.update(deposits).set(changes).where(eq(deposits.id, id)).returning();
  return row!;
}

/** Manual deposits still waiting for money, oldest first: what the chain watcher matches transfers to. */
export async function waitingManualDeposits(db: Executor): Promise<DepositRow[]> {
  return db
    .select()
    .from(deposits)
    .where(and(eq(deposits.method, 'manual'), eq(deposits.status, 'waiting')))
    .orderBy(deposits.createdAt)
    .limit(500);
}

/** Manual deposits whose submitted transfer was not confirmed yet when it was checked. */
export async function pendingManualDeposits(db: Executor): Promise<DepositRow[]> {
  return db
    .select()
    .from(deposits)
    .where(and(eq(deposits.method, 'manual'), eq(deposits.status, 'pending'), isNotNull(deposits.txHash)))
    .limit(200);
}

/** Manual deposits still waiting past their deadline. */
export async function overdueManualDeposits(db: Executor, now: Date): Promise<{ id: string }[]> {
  return db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.method, 'manual'), eq(deposits.status, 'waiting'), lt(deposits.validUntil, now)))
    .limit(500);
}

/** Records a provider callback once; undefined when the same callback was recorded before. */
export async function recordPaymentCallback(
  db: Executor,
  callback: typeof paymentCallbacks.$inferInsert,
): Promise<string | undefined> {
  const [row] = await db
    .insert(paymentCallbacks)
    .values(callback)
    .onConflictDoNothing()
    .returning({ id: paymentCallbacks.id });
  return row?.id;
}

export async function forgetPaymentCallback(db: Executor, id: string): Promise<void> {
  await db.delete(paymentCallbacks).where(eq(paymentCallbacks.id, id));
}
