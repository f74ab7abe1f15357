import type { RolePermissions } from '@adportal/permissions';
import { and, asc, count, desc, eq, ilike, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readPage } from '../../db/read-page.ts';
import { advertisers, roles, users } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/sql-like.ts';
import type { RoleRow, UserRow, UserWithRole } from './team.repository.ts';

/** Serialises team changes of one advertiser (the last-administrator rule reads, then writes). */
export async function lockAdvertiserTeam(db: Executor, advertiserId: string): Promise<void> {
  await db
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId))
    .for('update');
}

export interface RoleWithCount {
  role: RoleRow;
  userCount: number;
}

export async function listAdvertiserRoles(db: Executor, advertiserId: string): Promise<RoleWithCount[]> {
  const rows = await db
    .select({ role: roles, userCount: count(users.id) })
    .from(roles)
    .leftJoin(users, eq(users.roleId, roles.id))
    .where(and(eq(roles.advertiserId, advertiserId), eq(roles.kind, 'advertiser')))
    .groupBy(roles.id)
    .orderBy(desc(roles.isAdministrator), asc(roles.createdAt), asc(roles.id));
  return rows.map((row) => ({ role: row.role, userCount: Number(row.userCount) }));
}

export async function findAdvertiserRole(
  db: Executor,
  advertiserId: string,
  id: string,
): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.advertiserId, advertiserId), eq(roles.kind, 'advertiser')))
    .limit(1);
  return row;
}

export async function roleNameTaken(
  db: Executor,
  advertiserId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const conditions: SQL[] = [
    eq(roles.advertiserId, advertiserId),
    sql`lower(${roles.name}) = lower(${name})`,
  ];
  if (exceptId) conditions.push(ne(roles.id, exceptId));
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export async function countRoleUsers(db: Executor, roleId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.roleId, roleId));
  return Number(row?.value ?? 0);
}

/** Administrator roles of the advertiser other than `exceptRoleId`. */
export async function countOtherAdministratorRoles(
  db: Executor,
  advertiserId: string,
  exceptRoleId: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(roles)
    .where(
      and(eq(roles.advertiserId, advertiserId), eq(roles.isAdministrator, true), ne(roles.id, exceptRoleId)),
    );
  return Number(row?.value ?? 0);
}

/** Active users holding an administrator role, leaving out one user and/or one role. */
export async function countActiveAdministrators(
  db: Executor,
  advertiserId: string,
  except: { userId?: string; roleId?: string },
): Promise<number> {
  const conditions: SQL[] = [
    eq(users.advertiserId, advertiserId),
    eq(users.status, 'active'),
    eq(roles.isAdministrator, true),
  ];
  if (except.userId) conditions.push(ne(users.id, except.userId));
  if (except.roleId) conditions.push(ne(roles.id, except.roleId));
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(...conditions));
  return Number(row?.value ?? 0);
}

export async function updateRole(
  db: Executor,
  id: string,
  values: { name: string; isAdministrator: boolean; permissions: RolePermissions; updatedAt: Date },
): Promise<RoleRow> {
  const [row] = await db.update(roles).set(values).where(eq(roles.id, id)).returning();
  return row!;
}

export async function deleteRole(db: Executor, id: string): Promise<void> {
  await db.delete(roles).where(eq(roles.id, id));
}

/**
 * A page of advertiser users: of one advertiser (its team page), or of every advertiser (`null`, the operators'
 * console; platform users are never listed).
 */
export async function pageAdvertiserUsers(
  db: Executor,
  advertiserId: string | null,
  filter: {
    search?: string | undefined;
    status?: UserRow['status'] | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: (UserWithRole & { advertiserName: string })[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    advertiserId ? eq(users.advertiserId, advertiserId) : isNotNull(users.advertiserId),
  ];
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        // The console finds a user by company too.
        advertiserId ? undefined : ilike(advertisers.companyName, pattern),
      ),
    );
  }
  const where = and(...conditions);
  return readPage(
    db
      .select({ user: users, role: roles, advertiserName: advertisers.companyName })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .innerJoin(advertisers, eq(advertisers.id, users.advertiserId))
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id)),
    db
      .select({ value: count() })
      .from(users)
      .innerJoin(advertisers, eq(advertisers.id, users.advertiserId))
      .where(where),
    filter,
  );
}

export async function findAdvertiserUser(
  db: Executor,
  advertiserId: string,
  id: string,
): Promise<UserWithRole | undefined> {
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), eq(users.advertiserId, advertiserId)))
    .limit(1);
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<Pick<UserRow, 'name' | 'phone' | 'roleId' | 'status'>> & { updatedAt: Date },
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}
