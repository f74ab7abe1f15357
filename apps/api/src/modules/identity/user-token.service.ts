import type { Database, Executor } from '../../db/client.ts';
import type { UserTokenPurpose } from '../../db/schema/index.ts';
import { hashToken, looksLikeToken, newOpaqueToken } from '../../lib/tokens.ts';
import {
  findLiveUserToken,
  incrementUserTokenAttempts,
  insertUserToken,
  type TokenPurposes,
  type UserTokenRow,
  useAllLiveUserTokens,
  useLiveUserToken,
} from './user-token.repository.ts';

export type { UserTokenRow } from './user-token.repository.ts';

/**
 * Single-use, expiring tokens handed to a user by email or link. Consuming is one atomic UPDATE, so two
 * requests racing with the same token cannot both succeed.
 */
export class UserTokenService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      now?: (() => Date) | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async issue(
    db: Executor,
    userId: string,
    purpose: UserTokenPurpose,
    ttlMs: number,
    extras: { rememberMe?: boolean; createdByUserId?: string | null } = {},
  ): Promise<{ token: string; row: UserTokenRow }> {
    const token = newOpaqueToken();
    const row = await insertUserToken(db, {
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(this.now().getTime() + ttlMs),
      rememberMe: extras.rememberMe ?? false,
      createdByUserId: extras.createdByUserId ?? null,
    });
    return { token, row };
  }

  /** The live (unused, unexpired) token without using it up, or undefined. */
  async peek(token: string, purpose: TokenPurposes): Promise<UserTokenRow | undefined> {
    if (!looksLikeToken(token)) return undefined;
    return findLiveUserToken(this.deps.db, hashToken(token), purpose, this.now());
  }

  /** Uses the token up and returns it, or undefined when it is unknown, used, expired or of another purpose. */
  async consume(db: Executor, token: string, purpose: TokenPurposes): Promise<UserTokenRow | undefined> {
    if (!looksLikeToken(token)) return undefined;
    return useLiveUserToken(db, hashToken(token), purpose, this.now());
  }

  /** Counts a wrong attempt against a live token; returns the attempts so far. */
  async countFailedAttempt(token: string, purpose: UserTokenPurpose): Promise<number> {
    if (!looksLikeToken(token)) return 0;
    return (await incrementUserTokenAttempts(this.deps.db, hashToken(token), purpose, this.now())) ?? 0;
  }

  /** Voids every live token of a purpose for a user (a newer link replaces older ones). */
  async revokeAll(db: Executor, userId: string, purpose: UserTokenPurpose): Promise<void> {
    await useAllLiveUserTokens(db, userId, purpose, this.now());
  }
}
