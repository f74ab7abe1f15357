import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles, sessions, users } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
/** A session with its user and the user's role: what every authenticated request needs, in one query. */
export interface SessionWithUser {
  session: SessionRow;
  user: typeof users.$inferSelect;
  role: typeof roles.$inferSelect;
}

function selectSessionWithUser(db: Executor) {
  return db
    .select({ session: sessions, user: users, role: roles })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId));
}
export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Executor, values: NewSession): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/** A live session by access token: not revoked, not expired. */
export async function findLiveSessionByAccessHash(
  db: Executor,
  hash: string,
  now: Date,
): Promise<SessionWithUser | undefined> {
  const [row] = await selectSessionWithUser(db)
    .where(
      and(eq(sessions.accessTokenHash, hash), isNull(sessions.revokedAt), gt(sessions.accessExpiresAt, now)),
    )
    .limit(1);
  return row;
}

/** A session whose remember token is still valid (the access token may have expired). */
export async function findRememberedSession(
  db: Executor,
  hash: string,
  now: Date,
): Promise<SessionWithUser | undefined> {
  const [row] = await selectSessionWithUser(db)
    .where(
      and(
        eq(sessions.rememberTokenHash, hash),
        isNull(sessions.revokedAt),
        gt(sessions.rememberExpiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function replaceAccessToken(
  db: Executor,
  id: string,
  accessTokenHash: string,
  accessExpiresAt: Date,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ accessTokenHash, accessExpiresAt, lastUsedAt: now })
    .where(eq(sessions.id, id));
}

export async function touchSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}
