import type { Executor } from './client.ts';
import { type ActionLogAction, actionLogs } from './schema/index.ts';

/** Who made a change: a user (possibly impersonated by an operator) or the system itself. */
export interface Actor {
  userId: string | null;
  name: string;
  impersonatorUserId: string | null;
}

export const SYSTEM_ACTOR: Actor = { userId: null, name: 'system', impersonatorUserId: null };

const SECRET_FIELD = /password|secret|token|hash/i;

/** A row as the log keeps it: secrets masked, dates as ISO strings, bigints as strings. */
export function loggable(row: object | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (SECRET_FIELD.test(key)) out[key] = value === null || value === undefined ? value : '[redacted]';
    else if (value instanceof Date) out[key] = value.toISOString();
    else if (typeof value === 'bigint') out[key] = value.toString();
    else out[key] = value;
  }
  return out;
}

interface Change {
  subject: string;
  subjectId: string;
  advertiserId: string | null;
}

/**
 * The one way the action log is written. Call it in the same transaction as the change; it records the
 * actor, the subject and the before/after images (secrets masked).
 */
export async function recordChange(
  db: Executor,
  actor: Actor,
  action: ActionLogAction,
  change: Change & { before?: object | null; after?: object | null },
): Promise<void> {
  await db.insert(actionLogs).values({
    advertiserId: change.advertiserId,
    action,
    subject: change.subject,
    subjectId: change.subjectId,
    actorUserId: actor.userId,
    actorName: actor.name,
    impersonatorUserId: actor.impersonatorUserId,
    before: loggable(change.before),
    after: loggable(change.after),
  });
}

export const audit = {
  created: (db: Executor, actor: Actor, change: Change, after: object) =>
    recordChange(db, actor, 'created', { ...change, after }),
  updated: (db: Executor, actor: Actor, change: Change, before: object, after: object) =>
    recordChange(db, actor, 'updated', { ...change, before, after }),
  deleted: (db: Executor, actor: Actor, change: Change, before: object) =>
    recordChange(db, actor, 'deleted', { ...change, before }),
};
