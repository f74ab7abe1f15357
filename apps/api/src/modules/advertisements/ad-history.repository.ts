import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adBudgetLogs, adStatusLogs } from '../../db/schema/index.ts';

export type AdStatusLogRow = typeof adStatusLogs.$inferSelect;
export type AdBudgetLogRow = typeof adBudgetLogs.$inferSelect;

export async function insertStatusLog(db: Executor, values: typeof adStatusLogs.$inferInsert): Promise<void> {
  await db.insert(adStatusLogs).values(values);
}

/** An ad's status changes, newest first. */
export async function statusLogsOf(db: Executor, adId: string): Promise<AdStatusLogRow[]> {
  return db
    .select()
    .from(adStatusLogs)
    .where(eq(adStatusLogs.advertisementId, adId))
    .orderBy(desc(adStatusLogs.createdAt), desc(adStatusLogs.id));
}

export async function insertBudgetLog(db: Executor, values: typeof adBudgetLogs.$inferInsert): Promise<void> {
  await db.insert(adBudgetLogs).values(values);
}

/** An ad's budgets, newest first. */
export async function budgetLogsOf(db: Executor, adId: string): Promise<AdBudgetLogRow[]> {
  return db
    .select()
    .from(adBudgetLogs)
    .where(eq(adBudgetLogs.advertisementId, adId))
    .orderBy(desc(adBudgetLogs.createdAt), desc(adBudgetLogs.id));
}

/** How many status changes and budgets an ad has had. */
export async function historyCountsOf(
  db: Executor,
  adId: string,
): Promise<{ statusChanges: number; budgetChanges: number }> {
  const [[statusChanges], [budgetChanges]] = await Promise.all([
    db.select({ value: count() }).from(adStatusLogs).where(eq(adStatusLogs.advertisementId, adId)),
    db.select({ value: count() }).from(adBudgetLogs).where(eq(adBudgetLogs.advertisementId, adId)),
  ]);
  return {
    statusChanges: Number(statusChanges?.value ?? 0),
    budgetChanges: Number(budgetChanges?.value ?? 0),
  };
}
