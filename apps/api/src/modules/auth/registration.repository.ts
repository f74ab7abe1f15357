import { and, desc, eq, gt, isNull } from 'drizzle-orm';
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

/** The registration of a token whatever its state (used, expired), to tell the link's holder which it is. */
export async function findPendingRegistrationByHash(
  db: Executor,
  tokenHash: string,
): Promise<PendingRegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The newest registration of an email not confirmed yet (expired or not); undefined when there is none. */
export async function latestUnconfirmedRegistration(
  db: Executor,
  email: string,
): Promise<PendingRegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.email, email), isNull(pendingRegistrations.usedAt)))
    .orderBy(desc(pendingRegistrations.createdAt))
    .limit(1);
  return row;
}
