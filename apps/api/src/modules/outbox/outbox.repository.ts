import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** One page of kept emails, newest first, and how many there are in all. */
export async function pageOutbox(
  db: Executor,
  page: number,
  pageSize: number,
): Promise<{ rows: OutboxRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(mailOutbox),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}
