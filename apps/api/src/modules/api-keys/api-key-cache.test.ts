import { describe, expect, it } from 'vitest';
import { abilityOf, type RoleRow, type UserRow } from '../identity/principal.ts';
import { CacheGroup, SessionCache } from '../identity/session-cache.ts';
import { ApiKeyCache, type ApiKeyCaller } from './api-key-cache.ts';
import type { ApiKeyRow } from './api-keys.repository.ts';

// 2026-11-28 23:30 UTC is 29 November in Bangkok, the platform's zone.
const NOW = new Date('2026-11-28T23:30:00Z');

function caller(expiresOn: string | null = null): ApiKeyCaller {
  const role = {
    id: 'role-1',
    kind: 'advertiser',
    isAdministrator: true,
    permissions: {},
  } as unknown as RoleRow;
  const user = { id: 'user-1', roleId: role.id, status: 'active' } as UserRow;
  const key = { id: 'key-1', userId: user.id, expiresOn, lastUsedAt: null } as unknown as ApiKeyRow;
  return { key, user, role, ability: abilityOf(role) };
}

function enabledCache() {
  const cache = new ApiKeyCache({ ttlMs: 30_000, maxEntries: 10 }, 'Asia/Bangkok');
  cache.enable();
  return cache;
}

describe('API key cache', () => {
  it("serves a key through its last day in the platform's zone, and not the day after", () => {
    const cache = enabledCache();
    cache.store('through-today', caller('2026-11-29'), cache.generation);
    cache.store('ended-yesterday', caller('2026-11-28'), cache.generation);
    cache.store('no-expiry', caller(null), cache.generation);
    expect(cache.get('through-today', NOW)).toBeDefined();
    expect(cache.get('ended-yesterday', NOW)).toBeUndefined();
    expect(cache.get('no-expiry', NOW)).toBeDefined();
  });

  it('drops a key when the key, its user or its role is named, and never for a session', () => {
    for (const change of [
      { kind: 'key', id: 'key-1' },
      { kind: 'user', id: 'user-1' },
      { kind: 'role', id: 'role-1' },
    ] as const) {
      const cache = enabledCache();
      cache.store('h', caller(), cache.generation);
      cache.invalidate({ kind: 'session', id: 'key-1' });
      cache.invalidate({ kind: change.kind, id: 'someone-else' });
      expect(cache.get('h', NOW), change.kind).toBeDefined();
      cache.invalidate(change);
      expect(cache.get('h', NOW), change.kind).toBeUndefined();
    }
  });

  it('keeps serving a key whose last use was written, with the new time, frozen for every request', () => {
    const cache = enabledCache();
    cache.store('h', caller(), cache.generation);
    cache.used('h', NOW);
    const served = cache.get('h', NOW)!;
    expect(served.key.lastUsedAt).toEqual(NOW);
    expect(Object.isFrozen(served) && Object.isFrozen(served.key)).toBe(true);
  });

  it('is turned on, off and told of changes together with the session cache by one listener', () => {
    const keys = new ApiKeyCache({ ttlMs: 30_000, maxEntries: 10 }, 'Asia/Bangkok');
    const sessions = new SessionCache({ ttlMs: 30_000, maxEntries: 10 });
    const group = new CacheGroup([sessions, keys]);
    group.enable();
    expect(keys.enabled && sessions.enabled).toBe(true);
    keys.store('h', caller(), keys.generation);
    group.invalidate({ kind: 'user', id: 'user-1' });
    expect(keys.get('h', NOW)).toBeUndefined();
    group.disable();
    expect(keys.enabled || sessions.enabled).toBe(false);
  });
});
