import { describe, expect, it } from 'vitest';
import {
  abilityFromRules,
  defineAbilityFor,
  fullPermissions,
  packAbilityRules,
  rulesForApiKey,
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

  describe('API keys', () => {
    const keyAbility = (...args: Parameters<typeof rulesForApiKey>) =>
      abilityFromRules(rulesForApiKey(...args));
    const administrator = { kind: 'advertiser', isAdministrator: true, permissions: {} } as const;

    it("never reach past the owner's role, the key's areas or, read-only, past reading", () => {
      const role = {
        kind: 'advertiser',
        isAdministrator: false,
        permissions: { Advertisement: { read: true, update: true }, Report: { read: true } },
      } as const;
      const writer = keyAbility(role, { scope: 'read_write', areas: ['Advertisement', 'Deposit'] });
      expect(writer.can('update', 'Advertisement')).toBe(true);
      expect(writer.can('delete', 'Advertisement')).toBe(false);
      expect(writer.can('read', 'Deposit')).toBe(false);
      expect(writer.can('read', 'Report')).toBe(false);
      const reader = keyAbility(role, { scope: 'read_only', areas: ['Advertisement', 'Report'] });
      expect(reader.can('read', 'Advertisement')).toBe(true);
      expect(reader.can('update', 'Advertisement')).toBe(false);
      expect(reader.can('read', 'Report')).toBe(true);
    });

    it("never reach the team's users, roles, settings or Telegram, nor any platform area, even an administrator's", () => {
      const all = keyAbility(administrator, {
        scope: 'read_write',
        areas: ['User', 'Role', 'Setting', 'Telegram', 'Advertisement', 'Ops'],
      });
      for (const area of ['User', 'Role', 'Setting', 'Telegram', 'Ops', 'AclDemo'] as const)
        expect(all.can('read', area)).toBe(false);
      expect(all.can('delete', 'Advertisement')).toBe(true);
      expect(all.can('manage', 'Advertisement')).toBe(false);
      const operator = keyAbility(
        { kind: 'platform', isAdministrator: true, permissions: {} },
        { scope: 'read_write', areas: ['Ops', 'Advertisement'] },
      );
      expect(operator.rules).toEqual([]);
    });
  });
});
