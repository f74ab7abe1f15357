import type { RolePermissions } from '@adportal/permissions';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export interface UserWithRole {
  user: UserRow;
  role: RoleRow;
}

export async function insertRole(
  db: Executor,
  values: {
    advertiserId: string | null;
    kind: RoleRow['kind'];
    name: string;
    isAdministrator: boolean;
    permissions: RolePermissions;
    createdAt?: Date;
  },
): Promise<RoleRow> {
  const [row] = await db
    .insert(roles)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  return row!;
}

export async function findPlatformRoleByName(db: Executor, name: string): Promise<RoleRow | undefined> {
  const rows = await db.select().from(roles).where(eq(roles.kind, 'platform'));
  return rows.find((role) => role.name.toLowerCase() === name.toLowerCase());
}

export async function insertUser(
  db: Executor,
  values: {
    advertiserId: string | null;
    roleId: string;
    name: string;
    email: string;
    passwordHash: string;
    preferredLanguage?: string;
    phone?: string | null;
    status?: UserRow['status'];
    createdAt?: Date;
  },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  return row!;
}

export async function findUserWithRoleById(db: Executor, id: string): Promise<UserWithRole | undefined> {
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function findUserWithRoleByEmail(
  db: Executor,
  email: string,
): Promise<UserWithRole | undefined> {
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function emailRegistered(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

export async function countAdvertiserUsers(db: Executor, advertiserId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.advertiserId, advertiserId));
  return row?.value ?? 0;
}

export async function markLoggedIn(db: Executor, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

/** A user's "don't offer this again" choices, kept on their row (the friend-code dialog, the checklist). */
export type UserDismissal = 'friendCodeSkippedAt' | 'checklistDismissedAt';

export async function markUserDismissed(
  db: Executor,
  userId: string,
  dismissal: UserDismissal,
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ [dismissal]: at })
    .where(eq(users.id, userId));
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user row locked until the transaction ends. */
export async function lockUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function setUserPassword(
  db: Executor,
  id: string,
  passwordHash: string,
  at: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: at, updatedAt: at })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** The columns a user changes on their own profile page. */
export type OwnUserPatch = Partial<
  Pick<UserRow, 'name' | 'phone' | 'preferredLanguage' | 'passwordHash' | 'passwordChangedAt'>
>;

export async function updateOwnUser(db: Executor, id: string, patch: OwnUserPatch): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** The active platform operators with their roles (who an operators' alert may reach). */
export async function findActiveOperators(db: Executor): Promise<UserWithRole[]> {
  return db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(isNull(users.advertiserId), eq(roles.kind, 'platform'), eq(users.status, 'active')));
}

/** The active members of advertiser teams with their roles (who a team notification may reach). */
export async function findActiveMembers(
  db: Executor,
  advertiserIds: readonly string[],
): Promise<UserWithRole[]> {
  if (advertiserIds.length === 0) return [];
  return db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(users.advertiserId, [...advertiserIds]), eq(users.status, 'active')));
}
