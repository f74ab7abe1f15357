import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthChanges, parseAuthChange } from './auth-changes.ts';
import { abilityOf, type RoleRow, type UserRow } from './principal.ts';
import type { SessionRow } from './session.repository.ts';
import { SessionCache } from './session-cache.ts';

const NOW = new Date('2026-11-28T12:00:00Z');

function lookup(id: string) {
  const role = { id: `role-${id}`, kind: 'advertiser', isAdministrator: true, permissions: {} } as RoleRow;
  const user = { id: `user-${id}`, status: 'active' } as UserRow;
  const session = {
    id: `session-${id}`,
    accessExpiresAt: new Date(NOW.getTime() + 3_600_000),
    lastUsedAt: NOW,
  } as SessionRow;
  return { session, user, role, ability: abilityOf(role) };
}

/** A database LISTEN the test drives: what it delivers, when its connection is lost, whether it refuses. */
function fakeDatabase() {
  const state = {
    refuse: false,
    listening: 0,
    deliver: (_payload: string) => {},
    lose: () => {},
    /** Whether notify() hands its payload back to the listener (a deaf connection does not). */
    echo: true,
    sent: [] as string[],
  };
  const listen = async (
    _channel: string,
    onNotify: (payload: string) => void,
    onLost?: (error: Error | undefined) => void,
  ) => {
    if (state.refuse) throw new Error('connection refused');
    state.listening++;
    state.deliver = onNotify;
    state.lose = () => onLost?.(new Error('terminated'));
    return async () => {
      state.listening--;
    };
  };
  const notify = async (payload: string) => {
    state.sent.push(payload);
    if (state.echo) state.deliver(payload);
  };
  return { state, listen, notify };
}

function started(database: ReturnType<typeof fakeDatabase>, fenceTimeoutMs = 2000) {
  const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 10 });
  const changes = new AuthChanges({
    cache,
    listen: database.listen,
    notify: database.notify,
    fenceTimeoutMs,
  });
  return { cache, changes };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('auth changes', () => {
  it('reads the payloads of the triggers, and anything else as everything', () => {
    expect(parseAuthChange('session:5b0d')).toEqual({ kind: 'session', id: '5b0d' });
    expect(parseAuthChange('user:5b0d')).toEqual({ kind: 'user', id: '5b0d' });
    expect(parseAuthChange('role:5b0d')).toEqual({ kind: 'role', id: '5b0d' });
    expect(parseAuthChange('key:5b0d')).toEqual({ kind: 'key', id: '5b0d' });
    for (const other of ['', 'user:', 'advertiser:5b0d', 'flush'])
      expect(parseAuthChange(other)).toEqual({ kind: 'all' });
  });

  it('turns the cache on once it listens, and drops what each notification names', async () => {
    const database = fakeDatabase();
    const { cache, changes } = started(database);
    expect(cache.enabled).toBe(false);
    await changes.start();
    expect(cache.enabled).toBe(true);
    cache.store('a', lookup('a'), cache.generation);
    cache.store('b', lookup('b'), cache.generation);
    database.state.deliver('user:user-a');
    expect(cache.get('a', NOW)).toBeUndefined();
    expect(cache.get('b', NOW)).toBeDefined();
    await changes.stop();
    expect(cache.enabled).toBe(false);
    expect(database.state.listening).toBe(0);
  });

  it('turns the cache off while the connection is lost, and on again (empty) once it listens again', async () => {
    vi.useFakeTimers();
    const database = fakeDatabase();
    const { cache, changes } = started(database);
    await changes.start();
    cache.store('a', lookup('a'), cache.generation);

    database.state.refuse = true;
    database.state.lose();
    expect(cache.enabled).toBe(false);
    expect(cache.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(cache.enabled).toBe(false);

    database.state.refuse = false;
    // The retries back off: 2 s after the failed one.
    await vi.advanceTimersByTimeAsync(2000);
    expect(cache.enabled).toBe(true);
    await changes.stop();
  });

  it('stays off while it cannot listen at start, and keeps trying', async () => {
    vi.useFakeTimers();
    const database = fakeDatabase();
    database.state.refuse = true;
    const { cache, changes } = started(database);
    await changes.start();
    expect(cache.enabled).toBe(false);
    database.state.refuse = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(cache.enabled).toBe(true);
    await changes.stop();
  });

  it('passes a fence once its own notification came back through the listener', async () => {
    const database = fakeDatabase();
    const { cache, changes } = started(database);
    await changes.start();
    await changes.fence();
    expect(database.state.sent).toEqual([expect.stringMatching(/^fence:[0-9a-f-]{36}:1$/)]);
    expect(cache.enabled).toBe(true);
    await changes.stop();
  });

  it('takes a listener whose fence never comes back for deaf: the cache goes off until it listens again', async () => {
    vi.useFakeTimers();
    const database = fakeDatabase();
    const { cache, changes } = started(database, 500);
    await changes.start();
    cache.store('a', lookup('a'), cache.generation);
    database.state.echo = false;
    const fence = changes.fence();
    await vi.advanceTimersByTimeAsync(500);
    await fence;
    expect(cache.enabled).toBe(false);
    expect(cache.size).toBe(0);
    expect(database.state.listening).toBe(0);

    database.state.echo = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(cache.enabled).toBe(true);
    expect(database.state.listening).toBe(1);
    await changes.stop();
  });

  it('answers a fence at once while the cache is off', async () => {
    const database = fakeDatabase();
    database.state.echo = false;
    const { changes } = started(database);
    await changes.fence();
    expect(database.state.listening).toBe(0);
  });
});
