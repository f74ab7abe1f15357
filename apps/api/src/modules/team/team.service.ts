import { fullPermissions } from '@adportal/permissions';
import type { Executor } from '../../db/client.ts';
import {
  countAdvertiserUsers,
  emailRegistered,
  findActiveMembers,
  findActiveOperators,
  findPlatformRoleByName,
  findUserById,
  findUserWithRoleByEmail,
  findUserWithRoleById,
  insertRole,
  insertUser,
  lockUserById,
  markLoggedIn,
  markUserDismissed,
  type OwnUserPatch,
  type RoleRow,
  setUserPassword,
  type UserDismissal,
  type UserRow,
  type UserWithRole,
  updateOwnUser,
} from './team.repository.ts';
import { pageAdvertiserUsers } from './team-admin.repository.ts';

export type { RoleRow, UserRow, UserWithRole };

export const ADVERTISER_ADMIN_ROLE = 'Administrator';
export const PLATFORM_ADMIN_ROLE = 'Platform administrator';

/** Users and roles of advertiser teams and of the platform. */
export class TeamService {
  /** The role a new advertiser's first user holds: administrator access over every advertiser area. */
  createAdvertiserAdministratorRole(db: Executor, advertiserId: string, createdAt: Date): Promise<RoleRow> {
    return insertRole(db, {
      createdAt,
      advertiserId,
      kind: 'advertiser',
      name: ADVERTISER_ADMIN_ROLE,
      isAdministrator: true,
      permissions: fullPermissions('advertiser'),
    });
  }

  async platformAdministratorRole(db: Executor): Promise<RoleRow> {
    const existing = await findPlatformRoleByName(db, PLATFORM_ADMIN_ROLE);
    if (existing) return existing;
    return insertRole(db, {
      advertiserId: null,
      kind: 'platform',
      name: PLATFORM_ADMIN_ROLE,
      isAdministrator: true,
      permissions: fullPermissions('platform'),
    });
  }

  createUser(db: Executor, values: Parameters<typeof insertUser>[1]): Promise<UserRow> {
    return insertUser(db, values);
  }

  emailRegistered(db: Executor, email: string): Promise<boolean> {
    return emailRegistered(db, email);
  }

  findByEmail(db: Executor, email: string): Promise<UserWithRole | undefined> {
    return findUserWithRoleByEmail(db, email);
  }

  findById(db: Executor, id: string): Promise<UserWithRole | undefined> {
    return findUserWithRoleById(db, id);
  }

  activeMembers(db: Executor, advertiserIds: readonly string[]): Promise<UserWithRole[]> {
    return findActiveMembers(db, advertiserIds);
  }

  activeOperators(db: Executor): Promise<UserWithRole[]> {
    return findActiveOperators(db);
  }

  findUser(db: Executor, id: string): Promise<UserRow | undefined> {
    return findUserById(db, id);
  }

  /** The user locked until the transaction ends: changes to it line up. */
  lockUser(tx: Executor, id: string): Promise<UserRow | undefined> {
    return lockUserById(tx, id);
  }

  setPassword(db: Executor, id: string, passwordHash: string, at: Date): Promise<UserRow> {
    return setUserPassword(db, id, passwordHash, at);
  }

  /** The user's own changes (profile page): name, phone, language, password. */
  updateOwn(db: Executor, id: string, patch: OwnUserPatch): Promise<UserRow> {
    return updateOwnUser(db, id, patch);
  }

  countAdvertiserUsers(db: Executor, advertiserId: string): Promise<number> {
    return countAdvertiserUsers(db, advertiserId);
  }

  markLoggedIn(db: Executor, userId: string, at: Date): Promise<void> {
    return markLoggedIn(db, userId, at);
  }

  /** Remembers that the user turned down an offer (skipped the friend code, dismissed the checklist). */
  markDismissed(db: Executor, userId: string, dismissal: UserDismissal, at: Date): Promise<void> {
    return markUserDismissed(db, userId, dismissal, at);
  }

  /** A page of advertiser users of one advertiser, or of every advertiser (`null`, the operators' console). */
  pageAdvertiserUsers(
    db: Executor,
    advertiserId: string | null,
    filter: Parameters<typeof pageAdvertiserUsers>[2],
  ): ReturnType<typeof pageAdvertiserUsers> {
    return pageAdvertiserUsers(db, advertiserId, filter);
  }
}
