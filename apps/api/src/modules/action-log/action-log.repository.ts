import { and, count, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type ActionLogAction, actionLogs } from '../../db/schema/index.ts';

export interface ActionLogFilter {
  advertiserId: string;
  action?: ActionLogAction | undefined;
  subject?: string | undefined;
  actorUserId?: string | undefined;
  /** Inclusive bounds as instants (the start of `from`'s day and of the day after `to`). */
  fromInstant?: Date | undefined;
  toInstantExclusive?: Date | undefined;
}

function whereOf(filter: ActionLogFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(actionLogs.advertiserId, filter.advertiserId)];
  if (filter.action) conditions.push(eq(actionLogs.action, filter.action));
  if (filter.subject) conditions.push(eq(actionLogs.subject, filter.subject));
  if (filter.actorUserId) conditions.push(eq(actionLogs.actorUserId, filter.actorUserId));
  if (filter.fromInstant) conditions.push(gte(actionLogs.createdAt, filter.fromInstant));
  if (filter.toInstantExclusive) conditions.push(lt(actionLogs.createdAt, filter.toInstantExclusive));
  return and(...conditions);
}

export async function listActionLogs(db: Executor, filter: ActionLogFilter, limit: number, offset: number) {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(actionLogs)
      .where(where)
      .orderBy(desc(actionLogs.createdAt), desc(actionLogs.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(actionLogs).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

/** The subjects and actors that occur in an advertiser's log, for the filter menus. */
export async function actionLogFacets(db: Executor, advertiserId: string) {
  const [subjects, actors] = await Promise.all([
    db
      .selectDistinct({ subject: actionLogs.subject })
      .from(actionLogs)
      .where(eq(actionLogs.advertiserId, advertiserId))
      .orderBy(actionLogs.subject),
    db
      .selectDistinct({ id: actionLogs.actorUserId, name: sql<string>`max(${actionLogs.actorName})` })
      .from(actionLogs)
      .where(and(eq(actionLogs.advertiserId, advertiserId), isNotNull(actionLogs.actorUserId)))
      .groupBy(actionLogs.actorUserId),
  ]);
  return {
    subjects: subjects.map((row) => row.subject),
    actors: actors.flatMap((row) => (row.id ? [{ id: row.id, name: row.name }] : [])),
  };
}
