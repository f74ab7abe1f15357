import type { StatementType } from '@adportal/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { statements } from '../../db/schema/index.ts';
import type { StatementRow } from './ledger.repository.ts';

/** Which of an advertiser's rows a report shows: by type and by platform day (YYYY-MM-DD, both ends included). */
export interface StatementFilter {
  type?: StatementType | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function whereOf(advertiserId: string, filter: StatementFilter): SQL | undefined {
  return and(
    eq(statements.advertiserId, advertiserId),
    filter.type ? eq(statements.type, filter.type) : undefined,
    // Statement dates are platform days (YYYY-MM-DD), compared as dates.
    filter.from ? gte(statements.statementDate, filter.from) : undefined,
    filter.to ? lt(statements.statementDate, nextDay(filter.to)) : undefined,
  );
}

/** The advertiser's rows the filter matches, newest first: one page, or the first `limit` rows at offset 0. */
export async function listStatements(
  db: Executor,
  advertiserId: string,
  filter: StatementFilter,
  window: { limit: number; offset: number },
): Promise<StatementRow[]> {
  return db
    .select()
    .from(statements)
    .where(whereOf(advertiserId, filter))
    .orderBy(desc(statements.seq))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countStatements(
  db: Executor,
  advertiserId: string,
  filter: StatementFilter,
): Promise<number> {
  const [row] = await db.select({ value: count() }).from(statements).where(whereOf(advertiserId, filter));
  return Number(row?.value ?? 0);
}

export async function findAdvertiserStatement(
  db: Executor,
  advertiserId: string,
  id: string,
): Promise<StatementRow | undefined> {
  const [row] = await db
    .select()
    .from(statements)
    .where(and(eq(statements.id, id), eq(statements.advertiserId, advertiserId)))
    .limit(1);
  return row;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
