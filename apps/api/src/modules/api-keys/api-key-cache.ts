import type { AppAbility } from '@adportal/permissions';
import { platformDateOf } from '../../lib/platform-time.ts';
import type { RoleRow, UserRow } from '../identity/principal.ts';
import { type AuthChange, CredentialCache, type CredentialCacheOptions } from '../identity/session-cache.ts';
import type { ApiKeyRow } from './api-keys.repository.ts';

/** A request authenticated by an API key: the key, the user it acts as, and what it may do. */
export interface ApiKeyCaller {
  key: ApiKeyRow;
  user: UserRow;
  role: RoleRow;
  ability: AppAbility;
}

/**
 * The live API keys this process looked up lately, by the SHA-256 of the secret, with their ability built once
 * (ADR 31, as the session cache of ADR 27): a script's requests cost no database round trip for the key. The
 * `auth_changed` notifications drop an entry when its key (revoked: migration 0019), its user (deactivated, moved,
 * another role) or its role changes; a key whose last day has passed is refused on the next hit.
 */
export class ApiKeyCache extends CredentialCache<ApiKeyCaller> {
  constructor(
    options: CredentialCacheOptions,
    private readonly timeZone: string,
  ) {
    super(options);
  }

  protected expired(value: ApiKeyCaller, now: Date): boolean {
    return value.key.expiresOn !== null && value.key.expiresOn < platformDateOf(now, this.timeZone);
  }

  protected names(value: ApiKeyCaller, change: Exclude<AuthChange, { kind: 'all' }>): boolean {
    if (change.kind === 'key') return value.key.id === change.id;
    if (change.kind === 'user') return value.user.id === change.id;
    return change.kind === 'role' && value.role.id === change.id;
  }

  protected freeze(value: ApiKeyCaller): ApiKeyCaller {
    Object.freeze(value.key);
    Object.freeze(value.user);
    Object.freeze(value.role);
    return Object.freeze(value);
  }

  /** The key's last use was written: the entry keeps serving, with the new time (so it is not written again). */
  used(hash: string, at: Date): void {
    this.replace(hash, (value) => ({ ...value, key: { ...value.key, lastUsedAt: at } }));
  }
}
