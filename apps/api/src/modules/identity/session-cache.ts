import type { AppAbility } from '@adportal/permissions';
import type { SessionRow, SessionWithUser } from './session.repository.ts';

/** What a session lookup found, with the CASL ability of its role built once (ADR 27). */
export interface CachedSession extends SessionWithUser {
  ability: AppAbility;
}

/** What an `auth_changed` notification names (the triggers of migrations 0016 and 0019). */
export type AuthChange = { kind: 'session' | 'user' | 'role' | 'key'; id: string } | { kind: 'all' };
type NamedChange = Exclude<AuthChange, { kind: 'all' }>;

/** A cache that the `auth_changed` notifications keep true (modules/identity/auth-changes.ts drives it). */
export interface ListenedCache {
  readonly configured: boolean;
  readonly enabled: boolean;
  enable(): void;
  disable(): void;
  invalidate(change: AuthChange): void;
}

export interface CredentialCacheOptions {
  /** The longest an entry is trusted without a notification (the safety net); 0 turns the cache off. */
  ttlMs: number;
  /** The most entries kept: the least recently used goes first. */
  maxEntries: number;
  /** A monotonic clock in ms for the TTL (performance.now unless a test gives one). */
  clock?: () => number;
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

/**
 * Credentials this process looked up lately (sessions, API keys), by the SHA-256 of their secret (never the
 * secret), so a request of a known caller costs no database round trip. Serves nothing while `enabled` is false:
 * the notifications that invalidate it are not being heard (auth-changes.ts turns it on and off). Every hit is
 * checked against the credential's own expiry (`expired`); the TTL bounds what a missed notification can cost.
 */
export abstract class CredentialCache<V extends object> implements ListenedCache {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly clock: () => number;
  private active = false;
  /**
   * Moves on every invalidation: a lookup that began before one may have read the database before that change
   * committed, so what it found is not stored (`store` compares the generation it started at).
   */
  private generationCounter = 0;

  constructor(private readonly options: CredentialCacheOptions) {
    this.clock = options.clock ?? (() => performance.now());
  }

  /** Whether the credential ran out by itself (its expiry), checked on every hit. */
  protected abstract expired(value: V, now: Date): boolean;
  /** Whether a change names something the entry was built from. */
  protected abstract names(value: V, change: NamedChange): boolean;
  /** Makes an entry safe to share between requests (its rows frozen). */
  protected abstract freeze(value: V): V;

  /** Whether the cache is configured at all (a TTL above 0). */
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

  /** The live credential of this secret's hash, or undefined (unknown here, too old, or expired). */
  get(hash: string, now: Date): V | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (this.clock() - entry.storedAt >= this.options.ttlMs || this.expired(entry.value, now)) {
      this.entries.delete(hash);
      return undefined;
    }
    // Most recently used last: the map's first key is the one to evict.
    this.entries.delete(hash);
    this.entries.set(hash, entry);
    return entry.value;
  }

  /** Keeps a lookup's answer, unless an invalidation came since the lookup began (`generation` then). */
  store(hash: string, value: V, generation: number): void {
    if (!this.active || generation !== this.generationCounter) return;
    this.entries.delete(hash);
    this.entries.set(hash, { value: this.freeze(value), storedAt: this.clock() });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** A column no request depends on moved (a last use written): the entry, replaced, keeps its age. */
  protected replace(hash: string, update: (value: V) => V | undefined): void {
    const entry = this.entries.get(hash);
    if (!entry) return;
    const next = update(entry.value);
    if (next) entry.value = this.freeze(next);
  }

  /** Forgets every entry the change may have altered. */
  invalidate(change: AuthChange): void {
    this.generationCounter++;
    if (change.kind === 'all') {
      this.entries.clear();
      return;
    }
    // A change is rare next to a lookup: a scan of at most maxEntries instead of indexes kept on every store.
    for (const [hash, { value }] of this.entries) if (this.names(value, change)) this.entries.delete(hash);
  }

  flush(): void {
    this.invalidate({ kind: 'all' });
  }
}

/** Several caches kept by one listener: each hears every change. */
export class CacheGroup implements ListenedCache {
  constructor(private readonly caches: readonly ListenedCache[]) {}
  get configured(): boolean {
    return this.caches.some((cache) => cache.configured);
  }
  get enabled(): boolean {
    return this.caches.some((cache) => cache.enabled);
  }
  enable(): void {
    for (const cache of this.caches) cache.enable();
  }
  disable(): void {
    for (const cache of this.caches) cache.disable();
  }
  invalidate(change: AuthChange): void {
    for (const cache of this.caches) cache.invalidate(change);
  }
}

/**
 * The live sessions this process looked up lately, by the SHA-256 of their access token (ADR 27). Every hit is
 * checked against the access token's own expiry.
 */
export class SessionCache extends CredentialCache<CachedSession> {
  protected expired(value: CachedSession, now: Date): boolean {
    return value.session.accessExpiresAt.getTime() <= now.getTime();
  }

  protected names(value: CachedSession, change: NamedChange): boolean {
    if (change.kind === 'session') return value.session.id === change.id;
    if (change.kind === 'user') return value.user.id === change.id;
    return change.kind === 'role' && value.role.id === change.id;
  }

  protected freeze(value: CachedSession): CachedSession {
    return freeze(value);
  }

  /** The cached session's last use moved (touchSession wrote it): the same entry, the new time. */
  touched(hash: string, session: SessionRow): void {
    this.replace(hash, (value) =>
      value.session.id === session.id ? { ...value, session: Object.freeze(session) } : undefined,
    );
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
