import { AbilityBuilder, createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { type PackRule, packRules, unpackRules } from '@casl/ability/extra';
import {
  ACL_DEMO,
  type Action,
  ADVERTISER_AREAS,
  type AdvertiserArea,
  API_KEY_AREAS,
  type ApiKeyScope,
  CRUD_ACTIONS,
  type CrudAction,
  PLATFORM_AREAS,
  type PlatformArea,
} from './areas.ts';

export {
  ACL_DEMO,
  ACTIONS,
  type Action,
  ADVERTISER_AREAS,
  type AdvertiserArea,
  API_KEY_AREAS,
  API_KEY_SCOPES,
  type ApiKeyArea,
  type ApiKeyScope,
  CRUD_ACTIONS,
  type CrudAction,
  PLATFORM_AREAS,
  type PlatformArea,
} from './areas.ts';

export type Subject = AdvertiserArea | PlatformArea | typeof ACL_DEMO | 'all';
export type AppAbility = MongoAbility<[Action, Subject]>;
export type AppRule = RawRuleOf<AppAbility>;

export type AreaGrant = Partial<Record<CrudAction, boolean>>;
export type RolePermissions = Partial<Record<AdvertiserArea | PlatformArea, AreaGrant>>;

export interface RoleForAbility {
  kind: 'advertiser' | 'platform';
  isAdministrator: boolean;
  permissions: RolePermissions;
}

export function areasOf(kind: RoleForAbility['kind']): readonly (AdvertiserArea | PlatformArea)[] {
  return kind === 'platform' ? PLATFORM_AREAS : ADVERTISER_AREAS;
}

/**
 * The rules a role grants. Advertiser roles never reach platform areas and platform roles never reach
 * advertiser areas, whatever their permission map says: the kind bounds the areas.
 */
export function rulesForRole(role: RoleForAbility): AppRule[] {
  const { can, rules } = new AbilityBuilder<AppAbility>(createMongoAbility);
  const areas = areasOf(role.kind);
  if (role.isAdministrator) {
    for (const area of areas) can('manage', area);
    if (role.kind === 'advertiser') can('read', ACL_DEMO);
    return rules;
  }
  for (const area of areas) {
    const grant = role.permissions[area];
    if (!grant) continue;
    for (const action of CRUD_ACTIONS) if (grant[action]) can(action, area);
  }
  return rules;
}

export function abilityFromRules(rules: AppRule[]): AppAbility {
  return createMongoAbility<AppAbility>(rules);
}

export function defineAbilityFor(role: RoleForAbility): AppAbility {
  return abilityFromRules(rulesForRole(role));
}

/**
 * The rules of an API key: its owner's role, narrowed to the key's areas (only those keys can reach) and, for a
 * read-only key, to reading. Never more than the role: a role that loses an area takes it from its keys too.
 */
export function rulesForApiKey(
  role: RoleForAbility,
  key: { scope: ApiKeyScope; areas: readonly string[] },
): AppRule[] {
  const owner = defineAbilityFor(role);
  const { can, rules } = new AbilityBuilder<AppAbility>(createMongoAbility);
  if (role.kind !== 'advertiser') return rules;
  const actions = key.scope === 'read_only' ? (['read'] as const) : CRUD_ACTIONS;
  for (const area of API_KEY_AREAS) {
    if (!key.areas.includes(area)) continue;
    for (const action of actions) if (owner.can(action, area)) can(action, area);
  }
  return rules;
}

export type PackedRules = PackRule<AppRule>[];

export function packAbilityRules(rules: AppRule[]): PackedRules {
  return packRules(rules);
}

export function unpackAbilityRules(packed: PackedRules): AppRule[] {
  return unpackRules(packed) as AppRule[];
}

/** A role with every area of its kind granted in full: what a new advertiser's first user gets. */
export function fullPermissions(kind: RoleForAbility['kind']): RolePermissions {
  return Object.fromEntries(
    areasOf(kind).map((area) => [area, { read: true, create: true, update: true, delete: true }]),
  );
}
