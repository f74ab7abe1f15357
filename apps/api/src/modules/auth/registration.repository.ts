import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pendingRegistrations } from '../../db/schema/index.ts';

export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect;
export type NewPendingRegistration = typeof pendingRegistrations.$inferInsert;

export async function insertPendingRegistration(db: Executor, values: NewPendingRegistration): Promise<void> {
  await db.insert(pendingRegistrations).values(values);
}

/** Marks an unused, unexpired registration used in one UPDATE and returns it; undefined when there is none. */
export async function usePendingRegistration(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<PendingRegistrationRow | undefined> {
  const [row] = await db
    .update(pendingRegistrations)
    .set({ usedAt: now })
    .where(
      and(
        eq(pendingRegistrations.tokenHash, tokenHash),
        isNull(pendingRegistrations.usedAt),
        gt(pendingRegistrations.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
