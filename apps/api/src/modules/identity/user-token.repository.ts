import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type UserTokenPurpose, userTokens } from '../../db/schema/index.ts';

export type UserTokenRow = typeof userTokens.$inferSelect;
export type NewUserToken = typeof userTokens.$inferInsert;
/** A purpose, or several a link may carry (a change-password link is an operator's request or an invitation). */
export type TokenPurposes = UserTokenPurpose | readonly UserTokenPurpose[];

/** Unused, unexpired, of the purpose, with this hash. */
function live(tokenHash: string, purpose: TokenPurposes, now: Date) {
  return and(
    eq(userTokens.tokenHash, tokenHash),
    typeof purpose === 'string' ? eq(userTokens.purpose, purpose) : inArray(userTokens.purpose, [...purpose]),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
  );
}

export async function insertUserToken(db: Executor, values: NewUserToken): Promise<UserTokenRow> {
  const [row] = await db.insert(userTokens).values(values).returning();
  return row!;
}

export async function findLiveUserToken(
  db: Executor,
  tokenHash: string,
  purpose: TokenPurposes,
  now: Date,
): Promise<UserTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(live(tokenHash, purpose, now))
    .limit(1);
  return row;
}

/** One atomic UPDATE: of two requests racing with the same token only one gets the row. */
export async function useLiveUserToken(
  db: Executor,
  tokenHash: string,
  purpose: TokenPurposes,
  now: Date,
): Promise<UserTokenRow | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(live(tokenHash, purpose, now))
    .returning();
  return row;
}

/** Adds one to a live token's attempts; undefined when the token is not live. */
export async function incrementUserTokenAttempts(
  db: Executor,
  tokenHash: string,
  purpose: UserTokenPurpose,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ attempts: sql`${userTokens.attempts} + 1` })
    .where(live(tokenHash, purpose, now))
    .returning({ attempts: userTokens.attempts });
  return row?.attempts;
}

export async function useAllLiveUserTokens(
  db: Executor,
  userId: string,
  purpose: UserTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    );
}
