import { describe, expect, it } from 'vitest';
import { abilityOf } from './principal.ts';

const READ = { read: true, create: false, update: false, delete: false };

describe('abilityOf', () => {
  it('builds one ability per distinct grant, shared by every role that has it', () => {
    const readers = { kind: 'advertiser' as const, isAdministrator: false, permissions: { Dashboard: READ } };
    const shared = abilityOf(readers);
    expect(abilityOf({ ...readers, permissions: { Dashboard: { ...READ } } })).toBe(shared);
    expect(shared.can('read', 'Dashboard')).toBe(true);

    const wider = abilityOf({ ...readers, permissions: { Dashboard: READ, Report: READ } });
    expect(wider).not.toBe(shared);
    expect(wider.can('read', 'Report')).toBe(true);
    expect(shared.can('read', 'Report')).toBe(false);
    expect(abilityOf({ ...readers, isAdministrator: true })).not.toBe(shared);
  });
});
