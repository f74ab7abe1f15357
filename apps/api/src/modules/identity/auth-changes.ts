import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../db/client.ts';
import type { AuthChange, ListenedCache } from './session-cache.ts';

/** The channel migration 0016's triggers notify on. */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

const FENCE = 'fence:';
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

export interface AuthChangesOptions {
  /** The session cache, or a CacheGroup of it and the API keys' (everything the notifications keep true). */
  cache: ListenedCache;
  /** The database's LISTEN; without it the cache never turns on (every lookup reads the database). */
  listen?: DatabaseHandle['listen'] | undefined;
  /** Sends `payload` on AUTH_CHANGED_CHANNEL through the ordinary pool (pg_notify, committed at once). */
  notify: (payload: string) => Promise<void>;
  /** The longest a fence waits for its own notification before the listener is taken for deaf. */
  fenceTimeoutMs?: number;
  log?: { warn(object: object, message: string): void };
}

/** What one `auth_changed` payload names; anything else (a payload of a later version) drops everything. */
export function parseAuthChange(payload: string): AuthChange {
  const colon = payload.indexOf(':');
  const kind = payload.slice(0, colon);
  const id = payload.slice(colon + 1);
  if (colon > 0 && id && (kind === 'session' || kind === 'user' || kind === 'role' || kind === 'key'))
    return { kind, id };
  return { kind: 'all' };
}

/**
 * Keeps the session cache true to the database: listens to `auth_changed` and drops what each notification names;
 * the cache is on only while that connection listens (from empty each time it comes back), off — every request to
 * the database — while it is down or reconnecting.
 *
 * `fence()` makes a change visible to this process's next request: PostgreSQL delivers notifications in the order
 * their transactions committed, so once a notification sent after the change arrives back, the change's own has been
 * applied. The app waits for it before answering a request that may have changed something (plugins/auth-changes.ts).
 */
export class AuthChanges {
  private readonly instance = randomUUID();
  private readonly fences = new Map<string, () => void>();
  private fenceCount = 0;
  private unlisten: (() => Promise<void>) | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = FIRST_RETRY_MS;
  private running = false;

  constructor(private readonly options: AuthChangesOptions) {}

  /** Listens (and turns the cache on) when the cache is configured; retries in the background when it cannot. */
  async start(): Promise<void> {
    if (!this.options.cache.configured || !this.options.listen || this.running) return;
    this.running = true;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.options.cache.disable();
    this.releaseFences();
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
  }

  /** Resolves once every change committed before the call has reached the cache (or the cache is off). */
  async fence(): Promise<void> {
    if (!this.options.cache.enabled) return;
    const id = `${this.instance}:${++this.fenceCount}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.fences.set(id, () => resolve(true));
      timer = setTimeout(() => resolve(false), this.options.fenceTimeoutMs ?? 2000);
    });
    try {
      await this.options.notify(`${FENCE}${id}`);
      if (!(await arrived)) this.distrust(new Error('the fence notification did not come back in time'));
    } catch (error) {
      this.distrust(error);
    } finally {
      clearTimeout(timer);
      this.fences.delete(id);
    }
  }

  private async connect(): Promise<void> {
    this.retryTimer = null;
    const { listen } = this.options;
    if (!this.running || !listen) return;
    try {
      let listening = false;
      let lost = false;
      const unlisten = await listen(
        AUTH_CHANGED_CHANNEL,
        (payload) => this.heard(payload),
        (error) => {
          lost = true;
          if (listening) this.distrust(error ?? new Error('the listening connection ended'));
        },
      );
      if (!this.running || lost) {
        await unlisten();
        this.retryLater();
        return;
      }
      listening = true;
      this.unlisten = unlisten;
      this.retryMs = FIRST_RETRY_MS;
      this.options.cache.enable();
    } catch (error) {
      this.options.log?.warn(
        { err: error },
        'session cache: cannot listen for auth changes; the cache stays off',
      );
      this.retryLater();
    }
  }

  private heard(payload: string): void {
    if (payload.startsWith(FENCE)) {
      this.fences.get(payload.slice(FENCE.length))?.();
      return;
    }
    this.options.cache.invalidate(parseAuthChange(payload));
  }

  /** Notifications may be missed: the cache goes off and empty, and the listener starts again. */
  private distrust(error: unknown): void {
    this.options.cache.disable();
    // Waiting requests may answer now: with the cache off, nothing stale can be served.
    this.releaseFences();
    if (!this.running || this.retryTimer) return;
    this.options.log?.warn({ err: error }, 'session cache: off until auth changes are heard again');
    const unlisten = this.unlisten;
    this.unlisten = null;
    void unlisten?.();
    this.retryLater();
  }

  private retryLater(): void {
    if (!this.running || this.retryTimer) return;
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }

  private releaseFences(): void {
    for (const release of this.fences.values()) release();
    this.fences.clear();
  }
}
