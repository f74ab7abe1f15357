import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
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

/**
 * The two lookups every authenticated request makes, prepared once: drizzle builds their SQL a single time
 * instead of on every call (the hottest queries of the API).
 */
export function prepareSessionLookups(db: Database) {
  const live = selectSessionWithUser(db)
    .where(
      and(
        eq(sessions.accessTokenHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.accessExpiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_by_access_token');
  const remembered = selectSessionWithUser(db)
    .where(
      and(
        eq(sessions.rememberTokenHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.rememberExpiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_by_remember_token');
  return {
    /** A live session by access token: not revoked, not expired. */
    async byAccessHash(hash: string, now: Date): Promise<SessionWithUser | undefined> {
      const [row] = await live.execute({ hash, now });
      return row;
    },
    /** A session whose remember token is still valid (the access token may have expired). */
    async byRememberHash(hash: string, now: Date): Promise<SessionWithUser | undefined> {
      const [row] = await remembered.execute({ hash, now });
      return row;
    },
  };
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

/** Revokes every live session of a user (a password reset ends them all); returns how many. */
export async function revokeUserSessions(db: Executor, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** A user's sessions that can still be used (access token live, or remember token live), newest first. */
export async function listLiveUserSessions(db: Executor, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        or(gt(sessions.accessExpiresAt, now), gt(sessions.rememberExpiresAt, now)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt));
}

/** Revokes one session of a user (never another user's); returns whether it was live. */
export async function revokeUserSession(
  db: Executor,
  userId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of a user but one (the caller's own); returns how many. */
export async function revokeUserSessionsExcept(db: Executor, userId: string, keepId: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Sends one notification on the `auth_changed` channel (committed at once: a statement of its own). */
export async function notifyAuthChanged(db: Executor, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify('auth_changed', ${payload})`);
}
