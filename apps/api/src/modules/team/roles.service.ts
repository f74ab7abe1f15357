import type { FeaturesResponse, Grant, Role, ZRoleBody } from '@adportal/contracts';
import {
  ADVERTISER_AREAS,
  CRUD_ACTIONS,
  type CrudAction,
  fullPermissions,
  type RolePermissions,
} from '@adportal/permissions';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { actorOf, advertiserIdOf, type Principal } from '../identity/principal.ts';
import { insertRole, type RoleRow } from './team.repository.ts';
import {
  countActiveAdministrators,
  countOtherAdministratorRoles,
  countRoleUsers,
  deleteRole,
  findAdvertiserRole,
  listAdvertiserRoles,
  lockAdvertiserTeam,
  roleNameTaken,
  updateRole,
} from './team-admin.repository.ts';

export type RoleInput = z.output<typeof ZRoleBody>;

const nameTaken = () =>
  new AppError('CONFLICT', { fields: [{ path: 'name', key: 'team.validation.roleNameTaken' }] });

/** Only advertiser areas, each with all four actions spelled out; nothing granted is left out. */
export function normalisePermissions(isAdministrator: boolean, input: RolePermissions): RolePermissions {
  if (isAdministrator) return fullPermissions('advertiser');
  const out: RolePermissions = {};
  for (const [area, grant] of Object.entries(input)) {
    if (!(ADVERTISER_AREAS as readonly string[]).includes(area)) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: `permissions.${area}`, key: 'validation.unknownArea' }],
      });
    }
    if (!grant || !CRUD_ACTIONS.some((action) => grant[action])) continue;
    out[area as keyof RolePermissions] = Object.fromEntries(
      CRUD_ACTIONS.map((action) => [action, grant[action] === true]),
    ) as Grant;
  }
  return out;
}

export function roleView(role: RoleRow, userCount: number): Role {
  const permissions: Record<string, Grant> = {};
  for (const area of ADVERTISER_AREAS) {
    const grant = role.isAdministrator ? undefined : role.permissions[area];
    permissions[area] = Object.fromEntries(
      CRUD_ACTIONS.map((action) => [action, role.isAdministrator || grant?.[action] === true]),
    ) as Grant;
  }
  return {
    id: role.id,
    name: role.name,
    is_administrator: role.isAdministrator,
    permissions,
    user_count: userCount,
  };
}

/** Roles of the caller's advertiser team. */
export class RolesService {
  constructor(
    private readonly deps: {
      db: Database;
    },
  ) {}

  async list(principal: Principal): Promise<Role[]> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Role');
    const advertiserId = advertiserIdOf(principal);
    const rows = await listAdvertiserRoles(this.deps.db, advertiserId);
    return rows.map(({ role, userCount }) => roleView(role, userCount));
  }

  async create(principal: Principal, body: RoleInput): Promise<Role> {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'Role');
    const advertiserId = advertiserIdOf(principal);
    const { name, is_administrator: isAdministrator } = body;
    const permissions = normalisePermissions(isAdministrator, body.permissions as RolePermissions);
    try {
      return await this.deps.db.transaction(async (tx) => {
        await lockAdvertiserTeam(tx, advertiserId);
        if (await roleNameTaken(tx, advertiserId, name)) throw nameTaken();
        const role = await insertRole(tx, {
          advertiserId,
          kind: 'advertiser',
          name,
          isAdministrator,
          permissions,
        });
        await audit.created(
          tx,
          actorOf(principal),
          { subject: 'Role', subjectId: role.id, advertiserId },
          role,
        );
        return roleView(role, 0);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  async update(principal: Principal, id: string, body: RoleInput): Promise<Role> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Role');
    const advertiserId = advertiserIdOf(principal);
    const { name, is_administrator: isAdministrator } = body;
    const permissions = normalisePermissions(isAdministrator, body.permissions as RolePermissions);
    try {
      return await this.deps.db.transaction(async (tx) => {
        await lockAdvertiserTeam(tx, advertiserId);
        const before = await findAdvertiserRole(tx, advertiserId, id);
        if (!before) throw new AppError('NOT_FOUND');
        if (await roleNameTaken(tx, advertiserId, name, id)) throw nameTaken();
        if (before.isAdministrator && !isAdministrator) {
          // The team must keep an administrator role held by an active user: it can never lock itself out.
          const otherRoles = await countOtherAdministratorRoles(tx, advertiserId, id);
          const otherAdmins = await countActiveAdministrators(tx, advertiserId, { roleId: id });
          if (otherRoles === 0 || otherAdmins === 0) throw new AppError('LAST_ADMINISTRATOR');
        }
        const after = await updateRole(tx, id, { name, isAdministrator, permissions, updatedAt: new Date() });
        await audit.updated(
          tx,
          actorOf(principal),
          { subject: 'Role', subjectId: id, advertiserId },
          before,
          after,
        );
        return roleView(after, await countRoleUsers(tx, id));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  async remove(principal: Principal, id: string): Promise<void> {
    ForbiddenError.from(principal.ability).throwUnlessCan('delete', 'Role');
    const advertiserId = advertiserIdOf(principal);
    await this.deps.db.transaction(async (tx) => {
      await lockAdvertiserTeam(tx, advertiserId);
      const before = await findAdvertiserRole(tx, advertiserId, id);
      if (!before) throw new AppError('NOT_FOUND');
      const holders = await countRoleUsers(tx, id);
      if (holders > 0) throw new AppError('ROLE_IN_USE', { params: { count: holders } });
      if (before.isAdministrator && (await countOtherAdministratorRoles(tx, advertiserId, id)) === 0) {
        throw new AppError('LAST_ADMINISTRATOR');
      }
      await deleteRole(tx, id);
      await audit.deleted(tx, actorOf(principal), { subject: 'Role', subjectId: id, advertiserId }, before);
    });
  }

  /** Spec §7: the features (areas, with the actions granted) the caller can access in its own advertiser. */
  features(principal: Principal, advertiserId: string): FeaturesResponse {
    const own = advertiserIdOf(principal);
    if (own !== advertiserId) throw new AppError('NOT_FOUND');
    const features = ADVERTISER_AREAS.map((area) => ({
      feature: area,
      actions: CRUD_ACTIONS.filter((action: CrudAction) => principal.ability.can(action, area)),
    })).filter((feature) => feature.actions.length > 0);
    return { advertiser_id: own, features };
  }
}
