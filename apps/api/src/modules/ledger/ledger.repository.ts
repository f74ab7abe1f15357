import { and, desc, eq, isNull, sql, sum } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { advertisers, spendEntries, statements } from '../../db/schema/index.ts';

export type StatementRow = typeof statements.$inferSelect;
export type SpendEntryRow = typeof spendEntries.$inferSelect;

/**
 * Serialises every balance change of one advertiser: the advertiser row is the ledger's lock. Must run inside
 * the transaction that writes the change.
 */
export async function lockLedger(db: Executor, advertiserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId))
    .for('update');
  return row !== undefined;
}

/** The `after` of the advertiser's last ledger row, or null when it has none. */
export async function lastBalanceMicros(db: Executor, advertiserId: string): Promise<bigint | null> {
  const [row] = await db
    .select({ after: statements.afterMicros })
    .from(statements)
    .where(eq(statements.advertiserId, advertiserId))
    .orderBy(desc(statements.seq))
    .limit(1);
  return row ? row.after : null;
}

export async function statementByReference(
  db: Executor,
  reference: string,
): Promise<StatementRow | undefined> {
  const [row] = await db.select().from(statements).where(eq(statements.reference, reference)).limit(1);
  return row;
}

/** Spend recorded and neither settled nor voided yet. */
/** Whether any deposit was ever credited to the advertiser (the getting-started checklist). */
export async function hasCreditedDeposit(db: Executor, advertiserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: statements.id })
    .from(statements)
    .where(and(eq(statements.advertiserId, advertiserId), eq(statements.type, 'deposit')))
    .limit(1);
  return row !== undefined;
}

export async function unsettledSpendMicros(db: Executor, advertiserId: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sum(spendEntries.amountMicros) })
    .from(spendEntries)
    .where(
      and(
        eq(spendEntries.advertiserId, advertiserId),
        isNull(spendEntries.settledAt),
        isNull(spendEntries.voidedAt),
      ),
    );
  return BigInt(row?.total ?? 0);
}

export async function spendByReference(db: Executor, reference: string): Promise<SpendEntryRow | undefined> {
  const [row] = await db.select().from(spendEntries).where(eq(spendEntries.reference, reference)).limit(1);
  return row;
}

/** Advertiser and day pairs with open spend from days before `beforeDay`: what the settlement books. */
export async function openSpendDays(
  db: Executor,
  beforeDay: string,
): Promise<{ advertiserId: string; spendDate: string }[]> {
  return db
    .selectDistinct({ advertiserId: spendEntries.advertiserId, spendDate: spendEntries.spendDate })
    .from(spendEntries)
    .where(
      and(
        isNull(spendEntries.settledAt),
        isNull(spendEntries.voidedAt),
        sql`${spendEntries.spendDate} < ${beforeDay}`,
      ),
    )
    .orderBy(spendEntries.spendDate, spendEntries.advertiserId);
}

/** A ledger row that breaks the chain: before ≠ the previous row's after, or after ≠ before + amount. */
export interface BrokenLedgerRow {
  advertiserId: string;
  seq: string;
  problem: 'arithmetic' | 'chain';
}

/** Walks every advertiser's ledger in order and returns the rows that break it (none on a sound ledger). */
export async function brokenLedgerRows(db: Executor): Promise<BrokenLedgerRow[]> {
  const rows = await queryRows<{ advertiser_id: string; seq: string; problem: 'arithmetic' | 'chain' }>(
    db,
    sql`
    with ordered as (
      select advertiser_id, seq, before_micros, amount_micros, after_micros,
             lag(after_micros) over (partition by advertiser_id order by seq) as previous_after
      from statements
    )
    select advertiser_id, seq::text as seq,
           case when before_micros + amount_micros <> after_micros then 'arithmetic' else 'chain' end as problem
    from ordered
    where before_micros + amount_micros <> after_micros
       or before_micros <> coalesce(previous_after, 0)
    order by advertiser_id, seq
  `,
  );
  return rows.map((row) => ({ advertiserId: row.advertiser_id, seq: row.seq, problem: row.problem }));
}

export async function ledgerCounts(db: Executor): Promise<{ advertisers: number; rows: number }> {
  const [row] = await queryRows<{ advertisers: string; rows: string }>(
    db,
    sql`select count(distinct advertiser_id)::text as advertisers, count(*)::text as rows from statements`,
  );
  return { advertisers: Number(row?.advertisers ?? 0), rows: Number(row?.rows ?? 0) };
}

export type NewStatement = typeof statements.$inferInsert;
export type NewSpendEntry = typeof spendEntries.$inferInsert;

export async function insertStatement(db: Executor, values: NewStatement): Promise<StatementRow> {
  const [row] = await db.insert(statements).values(values).returning();
  return row!;
}

export async function insertSpendEntry(db: Executor, values: NewSpendEntry): Promise<SpendEntryRow> {
  const [row] = await db.insert(spendEntries).values(values).returning();
  return row!;
}

/** Voids the spend with this reference if it is neither settled nor voided; false when nothing changed. */
export async function voidOpenSpend(db: Executor, reference: string, at: Date): Promise<boolean> {
  const voided = await db
    .update(spendEntries)
    .set({ voidedAt: at })
    .where(
      and(
        eq(spendEntries.reference, reference),
        isNull(spendEntries.settledAt),
        isNull(spendEntries.voidedAt),
      ),
    )
    .returning({ id: spendEntries.id });
  return voided.length > 0;
}

/** The open spend entries of one advertiser and day, locked until the transaction ends. */
export async function lockOpenSpendOfDay(
  db: Executor,
  advertiserId: string,
  spendDate: string,
): Promise<{ id: string; amountMicros: bigint }[]> {
  return db
    .select({ id: spendEntries.id, amountMicros: spendEntries.amountMicros })
    .from(spendEntries)
    .where(
      and(
        eq(spendEntries.advertiserId, advertiserId),
        eq(spendEntries.spendDate, spendDate),
        isNull(spendEntries.settledAt),
        isNull(spendEntries.voidedAt),
      ),
    )
    .for('update');
}

export async function markSpendSettled(
  db: Executor,
  id: string,
  statementId: string,
  at: Date,
): Promise<void> {
  await db.update(spendEntries).set({ settledAt: at, statementId }).where(eq(spendEntries.id, id));
}

/** Locks several advertisers' ledgers in id order (two batches locking overlapping sets cannot deadlock). */
export async function lockLedgers(db: Executor, advertiserIds: readonly string[]): Promise<void> {
  if (advertiserIds.length === 0) return;
  const sorted = [...new Set(advertiserIds)].sort();
  await queryRows(
    db,
    sql`select id from advertisers where id = any(${sql.param(sorted)}::uuid[]) order by id for update`,
  );
}

/** Current minus unsettled, unvoided spend of the advertiser `a`. */
const TEMPORARY_BALANCE = sql`(coalesce((select s.after_micros from statements s where s.advertiser_id = a.id
                     order by s.seq desc limit 1), 0)
           - coalesce((select sum(e.amount_micros) from spend_entries e where e.advertiser_id = a.id
                       and e.settled_at is null and e.voided_at is null), 0))`;

/** Temporary balances (current minus unsettled, unvoided spend) of several advertisers in one query. */
export async function temporaryBalancesOf(
  db: Executor,
  advertiserIds: readonly string[],
): Promise<Map<string, bigint>> {
  if (advertiserIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; temporary: string }>(
    db,
    sql`select a.id, ${TEMPORARY_BALANCE}::text as temporary
        from advertisers a where a.id = any(${sql.param([...new Set(advertiserIds)])}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, BigInt(row.temporary)]));
}

/**
 * What a batch of charges decides on, in one query (read after the advertisers' ledgers are locked, in a
 * statement of its own so that it sees every charge committed before the lock): their temporary balances,
 * and which of the references were recorded before (a retried batch books nothing twice).
 */
export async function spendBatchState(
  db: Executor,
  advertiserIds: readonly string[],
  references: readonly string[],
): Promise<{ balances: Map<string, bigint>; recordedBefore: Set<string> }> {
  const rows = await queryRows<{ balance_of: string | null; value: string }>(
    db,
    sql`select a.id::text as balance_of, ${TEMPORARY_BALANCE}::text as value
          from advertisers a where a.id = any(${sql.param([...new Set(advertiserIds)])}::uuid[])
        union all
        select null, e.reference from spend_entries e where e.reference = any(${sql.param([...references])}::text[])`,
  );
  const balances = new Map<string, bigint>();
  const recordedBefore = new Set<string>();
  for (const row of rows) {
    if (row.balance_of === null) recordedBefore.add(row.value);
    else balances.set(row.balance_of, BigInt(row.value));
  }
  return { balances, recordedBefore };
}

/** Many spend entries in one statement: one array per column (the statement's text is the same for any count). */
export async function insertSpendEntries(db: Executor, values: readonly NewSpendEntryRow[]): Promise<void> {
  if (values.length === 0) return;
  await db.execute(sql`insert into spend_entries (advertiser_id, amount_micros, advertisement_id, reference, spend_date,
      occurred_at)
    select * from unnest(
      ${sql.param(values.map((row) => row.advertiserId))}::uuid[],
      ${sql.param(values.map((row) => row.amountMicros.toString()))}::bigint[],
      ${sql.param(values.map((row) => row.advertisementId))}::uuid[],
      ${sql.param(values.map((row) => row.reference))}::text[],
      ${sql.param(values.map((row) => row.spendDate))}::date[],
      ${sql.param(values.map((row) => row.occurredAt.toISOString()))}::timestamptz[])`);
}

export interface NewSpendEntryRow {
  advertiserId: string;
  amountMicros: bigint;
  advertisementId: string | null;
  reference: string;
  /** The platform day (YYYY-MM-DD). */
  spendDate: string;
  occurredAt: Date;
}

/** Voids the open spend of these references; returns the references it voided. */
export async function voidOpenSpendMany(
  db: Executor,
  references: readonly string[],
  at: Date,
): Promise<string[]> {
  if (references.length === 0) return [];
  const rows = await queryRows<{ reference: string }>(
    db,
    sql`update spend_entries set voided_at = ${at.toISOString()}::timestamptz
        where reference in (${sql.join(
          references.map((reference) => sql`${reference}`),
          sql`, `,
        )}) and settled_at is null and voided_at is null
        returning reference`,
  );
  return rows.map((row) => row.reference);
}
