import { and, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiKeys, roles, users } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKey = typeof apiKeys.$inferInsert;

/** A key with the user it acts as and that user's role: what authenticating a request needs, in one query. */
export interface ApiKeyWithOwner {
  key: ApiKeyRow;
  user: typeof users.$inferSelect;
  role: typeof roles.$inferSelect;
}

const liveOn = (today: string) =>
  and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresOn), sql`${apiKeys.expiresOn} >= ${today}::date`));

export async function insertApiKey(db: Executor, values: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

/** A user's keys not revoked, newest first (expired ones too: their owner sees them expire). */
export function userApiKeys(db: Executor, userId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function countLiveUserApiKeys(db: Executor, userId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), liveOn(today)));
  return row?.n ?? 0;
}

/** The key of this hash whatever its state, with its owner (revoked and expired keys are refused by the caller). */
export async function apiKeyByHash(db: Executor, secretHash: string): Promise<ApiKeyWithOwner | undefined> {
  const [row] = await db
    .select({ key: apiKeys, user: users, role: roles })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(apiKeys.secretHash, secretHash))
    .limit(1);
  return row;
}

/** Revokes one live key of a user; the row as it was, or undefined when there is none. */
export async function revokeUserApiKey(
  db: Executor,
  userId: string,
  id: string,
  by: { userId: string; at: Date },
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: by.at, revokedByUserId: by.userId })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/** Revokes every live key of a user (an operator's decision); the rows revoked. */
export function revokeAllUserApiKeys(
  db: Executor,
  userId: string,
  by: { userId: string; at: Date },
): Promise<ApiKeyRow[]> {
  return db
    .update(apiKeys)
    .set({ revokedAt: by.at, revokedByUserId: by.userId })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
}

/** Live keys of each of these users (the operators' list of users); users without any are absent. */
export async function countLiveApiKeysOfUsers(
  db: Executor,
  userIds: readonly string[],
  today: string,
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: apiKeys.userId, n: count() })
    .from(apiKeys)
    .where(and(inArray(apiKeys.userId, [...userIds]), liveOn(today)))
    .groupBy(apiKeys.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}

/** Records a use, at most once per `everyMs` per key (a single conditional update: no read first). */
export async function touchApiKey(db: Executor, id: string, now: Date, everyMs: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - everyMs))),
      ),
    );
}

/** Whether this id is an advertiser's user (keys belong only to them). */
export async function isAdvertiserUser(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.advertiserId)))
    .limit(1);
  return row !== undefined;
}
