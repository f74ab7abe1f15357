import type { AppAbility } from '@adportal/permissions';
import type { SessionRow, SessionWithUser } from './session.repository.ts';

/** What a session lookup found, with the CASL ability of its role built once (ADR 27). */
export interface CachedSession extends SessionWithUser {
  ability: AppAbility;
}

/** What an `auth_changed` notification names (the triggers of migration 0016). */
export type AuthChange = { kind: 'session' | 'user' | 'role'; id: string } | { kind: 'all' };

export interface SessionCacheOptions {
  /** The longest an entry is trusted without a notification (the safety net); 0 turns the cache off. */
  ttlMs: number;
  /** The most entries kept: the least recently used goes first. */
  maxEntries: number;
  /** A monotonic clock in ms for the TTL (performance.now unless a test gives one). */
  clock?: () => number;
}

interface Entry {
  value: CachedSession;
  storedAt: number;
}

/**
 * The live sessions this process looked up lately, by the SHA-256 of their access token (never the token), so a
 * request of a known session costs no database round trip. Serves nothing while `enabled` is false: the
 * notifications that invalidate it are not being heard (modules/identity/auth-changes.ts turns it on and off).
 * Every hit is checked against the access token's own expiry; the TTL bounds what a missed notification can cost.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly clock: () => number;
  private active = false;
  /**
   * Moves on every invalidation: a lookup that began before one may have read the database before that change
   * committed, so what it found is not stored (`store` compares the generation it started at).
   */
  private generationCounter = 0;

  constructor(private readonly options: SessionCacheOptions) {
    this.clock = options.clock ?? (() => performance.now());
  }

  /** Whether the cache is configured at all (SESSION_CACHE_TTL_MS > 0). */
  get configured(): boolean {
    return this.options.ttlMs > 0;
  }

  get enabled(): boolean {
    return this.active;
  }

  get size(): number {
    return this.entries.size;
  }

  get generation(): number {
    return this.generationCounter;
  }

  /** Starts trusting entries again (notifications are heard): from empty, since some may have been missed. */
  enable(): void {
    this.flush();
    this.active = this.configured;
  }

  /** Stops serving and storing until `enable` (the notifications are not heard). */
  disable(): void {
    this.active = false;
    this.flush();
  }

  /** The live session of this token hash, or undefined (unknown here, too old, or its access token expired). */
  get(hash: string, now: Date): CachedSession | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (
      this.clock() - entry.storedAt >= this.options.ttlMs ||
      entry.value.session.accessExpiresAt.getTime() <= now.getTime()
    ) {
      this.entries.delete(hash);
      return undefined;
    }
    // Most recently used last: the map's first key is the one to evict.
    this.entries.delete(hash);
    this.entries.set(hash, entry);
    return entry.value;
  }

  /** Keeps a lookup's answer, unless an invalidation came since the lookup began (`generation` then). */
  store(hash: string, value: CachedSession, generation: number): void {
    if (!this.active || generation !== this.generationCounter) return;
    this.entries.delete(hash);
    this.entries.set(hash, { value: freeze(value), storedAt: this.clock() });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** The cached session's last use moved (touchSession wrote it): the same entry, the new time. */
  touched(hash: string, session: SessionRow): void {
    const entry = this.entries.get(hash);
    if (entry && entry.value.session.id === session.id)
      entry.value = Object.freeze({ ...entry.value, session: Object.freeze(session) });
  }

  /** Forgets every entry the change may have altered. */
  invalidate(change: AuthChange): void {
    this.generationCounter++;
    if (change.kind === 'all') {
      this.entries.clear();
      return;
    }
    // A change is rare next to a lookup: a scan of at most maxEntries instead of indexes kept on every store.
    for (const [hash, { value }] of this.entries) {
      const id =
        change.kind === 'session' ? value.session.id : change.kind === 'user' ? value.user.id : value.role.id;
      if (id === change.id) this.entries.delete(hash);
    }
  }

  flush(): void {
    this.invalidate({ kind: 'all' });
  }
}

/**
 * One entry serves many requests at once: its rows are frozen so that no request can change what the next one
 * reads (each request gets a Principal object of its own, whose fields may be replaced).
 */
function freeze(value: CachedSession): CachedSession {
  Object.freeze(value.session);
  Object.freeze(value.user);
  Object.freeze(value.role);
  return Object.freeze(value);
}
