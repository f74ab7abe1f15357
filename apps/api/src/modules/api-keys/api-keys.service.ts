import { API_KEYS_PER_USER, type ApiKey, type ApiKeyList, type ZApiKeyCreateBody } from '@adportal/contracts';
import { abilityFromRules, rulesForApiKey } from '@adportal/permissions';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { audit, recordChange, SYSTEM_ACTOR } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { isApiKeySecret, newApiKeySecret } from '../../lib/api-key-secret.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppMetrics } from '../../lib/metrics.ts';
import { platformDateOf } from '../../lib/platform-time.ts';
import type { Limiter, LimitState } from '../../lib/rate-limiter.ts';
import { hashToken } from '../../lib/tokens.ts';
import {
  type ApiKeyPrincipal,
  actorOf,
  advertiserIdOf,
  type Principal,
  type SessionPrincipal,
} from '../identity/principal.ts';
import type { ApiKeyCache, ApiKeyCaller } from './api-key-cache.ts';
import {
  type ApiKeyRow,
  apiKeyByHash,
  countLiveApiKeysOfUsers,
  countLiveUserApiKeys,
  insertApiKey,
  isAdvertiserUser,
  revokeAllUserApiKeys,
  revokeUserApiKey,
  touchApiKey,
  userApiKeys,
} from './api-keys.repository.ts';

export type ApiKeyCreateInput = z.output<typeof ZApiKeyCreateBody>;

/** Why a key was refused (none of it is told to the caller, who gets 401 alike). */
export type ApiKeyRefusal = 'malformed' | 'unknown' | 'revoked' | 'expired' | 'owner_inactive';

const LAST_USED_EVERY_MS = 60_000;

/** Personal API keys (docs/api.md): created by a team user for themselves, shown once, kept as a hash. */
export class ApiKeysService {
  private readonly now: () => Date;
  private readonly counted: { cache?: { inc(): void }; database?: { inc(): void } };
  constructor(
    private readonly deps: {
      db: Database;
      timeZone: string;
      /** Known keys without a database round trip, kept true by the auth_changed notifications. */
      cache?: ApiKeyCache | undefined;
      metrics?: Pick<AppMetrics, 'apiKeyLookups'> | undefined;
      /** Requests per key (API_KEY_REQUESTS_PER_MINUTE). */
      limiter: Limiter;
      now?: (() => Date) | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
    // The children bound once: the hot path counts without building a label set per request.
    this.counted = {
      cache: deps.metrics?.apiKeyLookups.labels('cache'),
      database: deps.metrics?.apiKeyLookups.labels('database'),
    };
  }

  private today(): string {
    return platformDateOf(this.now(), this.deps.timeZone);
  }

  private view(row: ApiKeyRow): ApiKey {
    return {
      id: row.id,
      name: row.name,
      hint: row.hint,
      scope: row.scope,
      areas: row.areas as ApiKey['areas'],
      created_at: row.createdAt.toISOString(),
      expires_on: row.expiresOn,
      expired: row.expiresOn !== null && row.expiresOn < this.today(),
      last_used_at: row.lastUsedAt?.toISOString() ?? null,
    };
  }

  async list(principal: Principal): Promise<ApiKeyList> {
    advertiserIdOf(principal);
    const rows = await userApiKeys(this.deps.db, principal.user.id);
    return { items: rows.map((row) => this.view(row)), limit: API_KEYS_PER_USER };
  }

  /**
   * A new key for the caller: every area must be one the caller's role reaches (a key never holds more than
   * its owner), the expiry a day to come, and the caller under the per-user limit. The secret is in this answer
   * only. An operator visiting as the user cannot create one: a key would outlive the visit.
   */
  async create(
    principal: SessionPrincipal,
    body: ApiKeyCreateInput,
  ): Promise<{ key: ApiKey; secret: string }> {
    const advertiserId = advertiserIdOf(principal);
    if (principal.session.impersonatorUserId !== null) throw new AppError('IMPERSONATION_FORBIDDEN');
    const unreachable = body.areas.filter((area) => !principal.ability.can('read', area));
    if (unreachable.length > 0) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'areas', key: 'apiKeys.validation.areaNotAllowed' }],
      });
    }
    const today = this.today();
    if (body.expires_on !== null && body.expires_on <= today) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'expires_on', key: 'apiKeys.validation.expiryInPast' }],
      });
    }
    const { secret, hash, hint } = newApiKeySecret();
    const row = await this.deps.db.transaction(async (tx) => {
      if ((await countLiveUserApiKeys(tx, principal.user.id, today)) >= API_KEYS_PER_USER) {
        throw new AppError('CONFLICT', {
          messageKey: 'errors.API_KEY_LIMIT',
          params: { limit: API_KEYS_PER_USER },
        });
      }
      const created = await insertApiKey(tx, {
        userId: principal.user.id,
        advertiserId,
        name: body.name,
        secretHash: hash,
        hint,
        scope: body.scope,
        areas: [...body.areas],
        expiresOn: body.expires_on,
        createdAt: this.now(),
      });
      await audit.created(tx, actorOf(principal), this.scopeOf(created), created);
      return created;
    });
    return { key: this.view(row), secret };
  }

  /** Revokes one of the caller's own keys; another's (or an unknown id) is a 404. */
  async revoke(principal: Principal, id: string): Promise<void> {
    advertiserIdOf(principal);
    await this.deps.db.transaction(async (tx) => {
      const before = await revokeUserApiKey(tx, principal.user.id, id, {
        userId: principal.user.id,
        at: this.now(),
      });
      if (!before) throw new AppError('NOT_FOUND');
      await audit.deleted(tx, actorOf(principal), this.scopeOf(before), before);
    });
  }

  /** How many live keys each of these users holds (the operators' list of users). */
  countLiveOfUsers(userIds: readonly string[]): Promise<Map<string, number>> {
    return countLiveApiKeysOfUsers(this.deps.db, userIds, this.today());
  }

  /** An operator revokes every key of an advertiser's user; how many. */
  async revokeAllOfUser(operator: Principal, userId: string): Promise<number> {
    ForbiddenError.from(operator.ability).throwUnlessCan('update', 'OpsAdvertiser');
    if (!(await isAdvertiserUser(this.deps.db, userId))) throw new AppError('NOT_FOUND');
    return this.deps.db.transaction(async (tx) => {
      const revoked = await revokeAllUserApiKeys(tx, userId, { userId: operator.user.id, at: this.now() });
      for (const before of revoked) await audit.deleted(tx, actorOf(operator), this.scopeOf(before), before);
      return revoked.length;
    });
  }

  /**
   * The caller a bearer API key stands for, or why it is refused: a malformed key costs no query; a revoked or
   * expired key, or one whose user is locked, is refused like an unknown one.
   */
  async authenticate(secret: string): Promise<ApiKeyCaller | { refused: ApiKeyRefusal }> {
    if (!isApiKeySecret(secret)) return { refused: 'malformed' };
    const hash = hashToken(secret);
    const now = this.now();
    const { cache } = this.deps;
    const cached = cache?.get(hash, now);
    if (cached) {
      this.counted.cache?.inc();
      if (!this.useDue(cached.key, now)) return cached;
      // The cached copy first: the requests arriving during the write do not write it again.
      cache?.used(hash, now);
      await touchApiKey(this.deps.db, cached.key.id, now, LAST_USED_EVERY_MS);
      return cached;
    }
    this.counted.database?.inc();
    const generation = cache?.generation ?? 0;
    const found = await apiKeyByHash(this.deps.db, hash);
    if (!found) return { refused: 'unknown' };
    const { user, role } = found;
    let { key } = found;
    if (key.revokedAt) return { refused: 'revoked' };
    if (key.expiresOn !== null && key.expiresOn < this.today()) return { refused: 'expired' };
    if (user.status !== 'active' || user.advertiserId !== key.advertiserId)
      return { refused: 'owner_inactive' };
    if (this.useDue(key, now)) {
      await touchApiKey(this.deps.db, key.id, now, LAST_USED_EVERY_MS);
      key = { ...key, lastUsedAt: now };
    }
    const ability = abilityFromRules(
      rulesForApiKey(
        { kind: role.kind, isAdministrator: role.isAdministrator, permissions: role.permissions },
        { scope: key.scope, areas: key.areas },
      ),
    );
    const caller = { key, user, role, ability };
    cache?.store(hash, caller, generation);
    return caller;
  }

  /** Whether the key's last use is worth writing (at most once a minute). */
  private useDue(key: ApiKeyRow, now: Date): boolean {
    return !key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USED_EVERY_MS;
  }

  /**
   * The principal of a request made with an API key, counted against the key's rate limit (its window in the
   * answer's RateLimit-* headers); 401 for any refused key alike. A revoked key that is still used is written to
   * the action log (once a minute per key and process): its owner learns that a script still holds it.
   */
  async principalOf(secret: string): Promise<{ principal: ApiKeyPrincipal; limit: LimitState }> {
    const caller = await this.authenticate(secret);
    if ('refused' in caller) {
      if (caller.refused === 'revoked') await this.noteRevokedUse(secret).catch(() => undefined);
      throw new AppError('UNAUTHENTICATED');
    }
    const limit = await this.deps.limiter.take(caller.key.id);
    const { key, user, role, ability } = caller;
    return {
      principal: { user, role, ability, session: null, apiKey: { id: key.id, name: key.name } },
      limit,
    };
  }

  private readonly revokedUseNoted = new Map<string, number>();

  private async noteRevokedUse(secret: string): Promise<void> {
    const found = await apiKeyByHash(this.deps.db, hashToken(secret));
    if (!found) return;
    const now = this.now().getTime();
    if (now - (this.revokedUseNoted.get(found.key.id) ?? 0) < LAST_USED_EVERY_MS) return;
    this.revokedUseNoted.set(found.key.id, now);
    if (this.revokedUseNoted.size > 10_000) this.revokedUseNoted.clear();
    await recordChange(this.deps.db, SYSTEM_ACTOR, 'refused', {
      ...this.scopeOf(found.key),
      after: { name: found.key.name, hint: found.key.hint, refused_at: new Date(now).toISOString() },
    });
  }

  private scopeOf(row: ApiKeyRow) {
    return { advertiserId: row.advertiserId, subject: 'ApiKey', subjectId: row.id };
  }
}
