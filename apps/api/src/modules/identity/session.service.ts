import type { Database, Executor } from '../../db/client.ts';
import type { AppMetrics } from '../../lib/metrics.ts';
import { hashToken, looksLikeToken, newOpaqueToken } from '../../lib/tokens.ts';
import { abilityOf } from './principal.ts';
import {
  insertSession,
  listLiveUserSessions,
  prepareSessionLookups,
  replaceAccessToken,
  revokeSession,
  revokeUserSession,
  revokeUserSessions,
  revokeUserSessionsExcept,
  type SessionRow,
  touchSession,
} from './session.repository.ts';
import type { CachedSession, SessionCache } from './session-cache.ts';

export interface SessionPolicy {
  accessTtlMs: number;
  rememberTtlMs: number;
}

export interface IssuedTokens {
  session: SessionRow;
  accessToken: string;
  accessExpiresAt: Date;
  rememberToken: string | null;
}

export interface ResolvedSession extends CachedSession {
  /** Set when the access token had expired and the remember token renewed it. */
  renewed?: { accessToken: string; accessExpiresAt: Date };
}

const TOUCH_INTERVAL_MS = 5 * 60_000;

/**
 * Opaque-token sessions. The client holds the tokens; the database holds their SHA-256 only.
 */
export class SessionService {
  private readonly lookups: ReturnType<typeof prepareSessionLookups>;
  private readonly now: () => Date;
  private readonly counted: { cache?: { inc(): void }; database?: { inc(): void } };
  constructor(
    private readonly deps: {
      db: Database;
      policy: SessionPolicy;
      now?: (() => Date) | undefined;
      /** Recent live sessions by access token hash (ADR 27); every lookup goes to the database without it. */
      cache?: SessionCache | undefined;
      metrics?: Pick<AppMetrics, 'sessionLookups'> | undefined;
    },
  ) {
    this.lookups = prepareSessionLookups(deps.db);
    this.now = deps.now ?? (() => new Date());
    // The children bound once: the hot path counts without building a label set per request.
    this.counted = {
      cache: deps.metrics?.sessionLookups.labels('cache'),
      database: deps.metrics?.sessionLookups.labels('database'),
    };
  }

  async open(
    userId: string,
    options: {
      remember: boolean;
      ip?: string;
      userAgent?: string;
      impersonatorUserId?: string;
      firstSignIn?: boolean;
    },
  ): Promise<IssuedTokens> {
    const now = this.now();
    const accessToken = newOpaqueToken();
    const rememberToken = options.remember ? newOpaqueToken() : null;
    const accessExpiresAt = new Date(now.getTime() + this.deps.policy.accessTtlMs);
    const session = await insertSession(this.deps.db, {
      createdAt: now,
      lastUsedAt: now,
      userId,
      accessTokenHash: hashToken(accessToken),
      accessExpiresAt,
      rememberTokenHash: rememberToken ? hashToken(rememberToken) : null,
      rememberExpiresAt: rememberToken ? new Date(now.getTime() + this.deps.policy.rememberTtlMs) : null,
      impersonatorUserId: options.impersonatorUserId ?? null,
      firstSignIn: options.firstSignIn ?? false,
      ip: options.ip ?? null,
      userAgent: options.userAgent?.slice(0, 400) ?? null,
    });
    return { session, accessToken, accessExpiresAt, rememberToken };
  }

  /**
   * The live session of an access token; or, when that token is unknown or expired and a valid remember
   * token comes with it, the remembered session with a freshly issued access token.
   */
  async resolve(
    accessToken: string | undefined,
    rememberToken: string | undefined,
  ): Promise<ResolvedSession | null> {
    const now = this.now();
    if (accessToken && looksLikeToken(accessToken)) {
      const found = await this.live(hashToken(accessToken), now);
      if (found) return found;
    }
    // Renewal is rare (once per access token lifetime): never cached.
    if (rememberToken && looksLikeToken(rememberToken)) {
      const found = await this.lookups.byRememberHash(hashToken(rememberToken), now);
      if (found) {
        const renewedToken = newOpaqueToken();
        const accessExpiresAt = new Date(now.getTime() + this.deps.policy.accessTtlMs);
        await replaceAccessToken(
          this.deps.db,
          found.session.id,
          hashToken(renewedToken),
          accessExpiresAt,
          now,
        );
        // The session's previous access token stops here at once (the trigger tells the other processes).
        this.deps.cache?.invalidate({ kind: 'session', id: found.session.id });
        return {
          ...found,
          session: { ...found.session, accessExpiresAt },
          ability: abilityOf(found.role),
          renewed: { accessToken: renewedToken, accessExpiresAt },
        };
      }
    }
    return null;
  }

  /** The live session of an access token hash: from the cache when it has it, else the database (then cached). */
  private async live(hash: string, now: Date): Promise<CachedSession | undefined> {
    const { cache } = this.deps;
    const cached = cache?.get(hash, now);
    if (cached) {
      this.counted.cache?.inc();
      if (!this.touchDue(cached, now)) return cached;
      const touched = { ...cached, session: { ...cached.session, lastUsedAt: now } };
      // The cached copy first: the requests arriving during the write do not write it again.
      cache?.touched(hash, touched.session);
      await touchSession(this.deps.db, cached.session.id, now);
      return touched;
    }
    this.counted.database?.inc();
    const generation = cache?.generation ?? 0;
    const found = await this.lookups.byAccessHash(hash, now);
    if (!found) return undefined;
    let session = found.session;
    if (this.touchDue(found, now)) {
      await touchSession(this.deps.db, session.id, now);
      session = { ...session, lastUsedAt: now };
    }
    const value: CachedSession = { ...found, session, ability: abilityOf(found.role) };
    cache?.store(hash, value, generation);
    return value;
  }

  private touchDue(found: { session: SessionRow }, now: Date): boolean {
    return now.getTime() - found.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS;
  }

  revoke(sessionId: string): Promise<void> {
    return revokeSession(this.deps.db, sessionId, this.now());
  }

  /** Ends every session of a user; pass the transaction of the change that requires it. */
  revokeAllForUser(userId: string, db: Executor = this.deps.db): Promise<number> {
    return revokeUserSessions(db, userId, this.now());
  }

  listLive(userId: string): Promise<SessionRow[]> {
    return listLiveUserSessions(this.deps.db, userId, this.now());
  }

  /** Signs a user out of one of their own sessions; false when it is not theirs or already ended. */
  revokeOwn(userId: string, sessionId: string): Promise<boolean> {
    return revokeUserSession(this.deps.db, userId, sessionId, this.now());
  }

  /** Signs a user out everywhere but the session making the request. */
  revokeOthers(userId: string, keepSessionId: string, db: Executor = this.deps.db): Promise<number> {
    return revokeUserSessionsExcept(db, userId, keepSessionId, this.now());
  }
}
