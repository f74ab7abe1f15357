import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { recoveryCodes, users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

/** Keeps a new pending secret while two-factor is off; undefined when it was turned on meanwhile. */
export async function setPendingSecret(
  db: Executor,
  userId: string,
  sealedSecret: string,
  at: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ twoFactorSecret: sealedSecret, twoFactorEnabledAt: null, twoFactorLastStep: null, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.twoFactorEnabledAt)))
    .returning();
  return row;
}

/** Turns two-factor on with the step of the first code; undefined when it was on already. */
export async function markTwoFactorEnabled(
  db: Executor,
  userId: string,
  step: number,
  at: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ twoFactorEnabledAt: at, twoFactorLastStep: step, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.twoFactorEnabledAt)))
    .returning();
  return row;
}

export async function clearTwoFactor(db: Executor, userId: string, at: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null, updatedAt: at })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/**
 * Remembers the step of an accepted code only if it is later than the last one: of two requests racing with
 * one code only one moves past it. Returns whether this one did.
 */
export async function advanceLastStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const [moved] = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return moved !== undefined;
}

export async function deleteRecoveryCodes(db: Executor, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function insertRecoveryCodes(db: Executor, userId: string, codeHashes: string[]): Promise<void> {
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

const unusedCode = (userId: string, codeHash: string) =>
  and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt));

/** Marks an unused recovery code used; its id, or undefined when there is no such unused code. */
export async function useRecoveryCode(
  db: Executor,
  userId: string,
  codeHash: string,
  at: Date,
): Promise<string | undefined> {
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(unusedCode(userId, codeHash))
    .returning({ id: recoveryCodes.id });
  return used?.id;
}

export async function unusedRecoveryCodeExists(
  db: Executor,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(unusedCode(userId, codeHash))
    .limit(1);
  return row !== undefined;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.value ?? 0;
}
