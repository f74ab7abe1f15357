import { describe, expect, it } from 'vitest';
import {
  abilityFromRules,
  defineAbilityFor,
  fullPermissions,
  packAbilityRules,
  rulesForRole,
  unpackAbilityRules,
} from './index.ts';

describe('permissions', () => {
  it('gives an advertiser administrator every advertiser area and AclDemo, but no platform area', () => {
    const ability = defineAbilityFor({ kind: 'advertiser', isAdministrator: true, permissions: {} });
    expect(ability.can('delete', 'Advertisement')).toBe(true);
    expect(ability.can('read', 'AclDemo')).toBe(true);
    expect(ability.can('read', 'Ops')).toBe(false);
  });

  it('grants only the actions a role lists, per area', () => {
    const ability = defineAbilityFor({
      kind: 'advertiser',
      isAdministrator: false,
      permissions: { Deposit: { read: true }, User: { read: true, update: true } },
    });
    expect(ability.can('read', 'Deposit')).toBe(true);
    expect(ability.can('create', 'Deposit')).toBe(false);
    expect(ability.can('update', 'User')).toBe(true);
    expect(ability.can('delete', 'User')).toBe(false);
    expect(ability.can('read', 'AclDemo')).toBe(false);
  });

  it('bounds a role by its kind even when its map names areas of the other kind', () => {
    const ability = defineAbilityFor({
      kind: 'advertiser',
      isAdministrator: false,
      permissions: { Ops: { read: true }, Dashboard: { read: true } },
    });
    expect(ability.can('read', 'Ops')).toBe(false);
    expect(ability.can('read', 'Dashboard')).toBe(true);
  });

  it('lets a platform operator into the ops areas only', () => {
    const ability = defineAbilityFor({ kind: 'platform', isAdministrator: true, permissions: {} });
    expect(ability.can('read', 'Ops')).toBe(true);
    expect(ability.can('read', 'Advertisement')).toBe(false);
  });

  it('survives packing for the wire', () => {
    const rules = rulesForRole({
      kind: 'advertiser',
      isAdministrator: false,
      permissions: fullPermissions('advertiser'),
    });
    const ability = abilityFromRules(unpackAbilityRules(packAbilityRules(rules)));
    expect(ability.can('update', 'Statement')).toBe(true);
    expect(ability.can('manage', 'Statement')).toBe(false);
  });
});
