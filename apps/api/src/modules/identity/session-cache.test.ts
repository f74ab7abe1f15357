import { describe, expect, it } from 'vitest';
import { abilityOf, type RoleRow, type UserRow } from './principal.ts';
import type { SessionRow } from './session.repository.ts';
import { type CachedSession, SessionCache } from './session-cache.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
let serial = 0;

/** A cached lookup of a live session whose access token expires an hour after NOW. */
function lookup(ids: { user?: string; role?: string } = {}): CachedSession {
  serial++;
  const role = {
    id: ids.role ?? `role-${serial}`,
    advertiserId: 'advertiser',
    kind: 'advertiser',
    name: 'Admin',
    isAdministrator: true,
    permissions: {},
    createdAt: NOW,
    updatedAt: NOW,
  } as RoleRow;
  const user = { id: ids.user ?? `user-${serial}`, roleId: role.id, status: 'active' } as UserRow;
  const session = {
    id: `session-${serial}`,
    userId: user.id,
    accessExpiresAt: new Date(NOW.getTime() + 3_600_000),
    lastUsedAt: NOW,
    revokedAt: null,
  } as SessionRow;
  return { session, user, role, ability: abilityOf(role) };
}

/** An enabled cache on a clock the test moves. */
function cacheOf(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { ms: 0 };
  const cache = new SessionCache({
    ttlMs: options.ttlMs ?? 30_000,
    maxEntries: options.maxEntries ?? 100,
    clock: () => clock.ms,
  });
  cache.enable();
  return { cache, clock };
}

describe('session cache', () => {
  it('serves what it stored by token hash, and nothing while off or when configured with no TTL', () => {
    const { cache } = cacheOf();
    const found = lookup();
    cache.store('hash-a', found, cache.generation);
    expect(cache.get('hash-a', NOW)).toBe(found);
    expect(cache.get('hash-b', NOW)).toBeUndefined();

    cache.disable();
    expect(cache.get('hash-a', NOW)).toBeUndefined();
    cache.store('hash-a', found, cache.generation);
    expect(cache.size).toBe(0);

    const off = new SessionCache({ ttlMs: 0, maxEntries: 100 });
    off.enable();
    expect(off.configured).toBe(false);
    expect(off.enabled).toBe(false);
  });

  it('forgets an entry once its TTL has passed', () => {
    const { cache, clock } = cacheOf({ ttlMs: 30_000 });
    cache.store('hash', lookup(), cache.generation);
    clock.ms = 29_999;
    expect(cache.get('hash', NOW)).toBeDefined();
    clock.ms = 30_000;
    expect(cache.get('hash', NOW)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('checks the access token expiry against now on every hit', () => {
    const { cache } = cacheOf();
    const found = lookup();
    cache.store('hash', found, cache.generation);
    expect(cache.get('hash', new Date(found.session.accessExpiresAt.getTime() - 1))).toBeDefined();
    expect(cache.get('hash', found.session.accessExpiresAt)).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const { cache } = cacheOf({ maxEntries: 2 });
    cache.store('a', lookup(), cache.generation);
    cache.store('b', lookup(), cache.generation);
    cache.get('a', NOW);
    cache.store('c', lookup(), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('b', NOW)).toBeUndefined();
    expect(cache.get('a', NOW)).toBeDefined();
    expect(cache.get('c', NOW)).toBeDefined();
  });

  it('forgets exactly the entries of the session, user or role a change names', () => {
    const { cache } = cacheOf();
    const first = lookup({ user: 'ann', role: 'editors' });
    const second = lookup({ user: 'ann', role: 'editors' });
    const third = lookup({ user: 'bob', role: 'editors' });
    const fourth = lookup({ user: 'cid', role: 'readers' });
    for (const [hash, found] of [
      ['1', first],
      ['2', second],
      ['3', third],
      ['4', fourth],
    ] as const)
      cache.store(hash, found, cache.generation);

    cache.invalidate({ kind: 'session', id: first.session.id });
    expect(cache.get('1', NOW)).toBeUndefined();
    expect(cache.get('2', NOW)).toBe(second);

    cache.invalidate({ kind: 'user', id: 'ann' });
    expect(cache.get('2', NOW)).toBeUndefined();
    expect(cache.get('3', NOW)).toBe(third);

    cache.invalidate({ kind: 'role', id: 'editors' });
    expect(cache.get('3', NOW)).toBeUndefined();
    expect(cache.get('4', NOW)).toBe(fourth);

    cache.invalidate({ kind: 'all' });
    expect(cache.size).toBe(0);
  });

  it('does not store what a lookup found when a change was heard while it ran', () => {
    const { cache } = cacheOf();
    const began = cache.generation;
    cache.invalidate({ kind: 'user', id: 'someone-else' });
    cache.store('hash', lookup(), began);
    expect(cache.get('hash', NOW)).toBeUndefined();
    cache.store('hash', lookup(), cache.generation);
    expect(cache.get('hash', NOW)).toBeDefined();
  });

  it('starts empty whenever it is turned on again', () => {
    const { cache } = cacheOf();
    cache.store('hash', lookup(), cache.generation);
    cache.enable();
    expect(cache.size).toBe(0);
  });

  it('keeps a touched session with its new last use, and its rows frozen for every request that reads them', () => {
    const { cache } = cacheOf();
    const found = lookup();
    cache.store('hash', found, cache.generation);
    const later = new Date(NOW.getTime() + 600_000);
    cache.touched('hash', { ...found.session, lastUsedAt: later });
    const hit = cache.get('hash', later)!;
    expect(hit.session.lastUsedAt).toEqual(later);
    expect(hit.user).toBe(found.user);
    expect(Object.isFrozen(hit.session) && Object.isFrozen(hit.user) && Object.isFrozen(hit.role)).toBe(true);
    expect(() => {
      (hit.user as { status: string }).status = 'inactive';
    }).toThrow(TypeError);
  });
});
