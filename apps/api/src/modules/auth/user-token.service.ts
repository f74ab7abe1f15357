import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { type UserTokenPurpose, userTokens } from '../../db/schema/index.ts';
import { hashToken, looksLikeToken, newOpaqueToken } from '../../lib/tokens.ts';

export type UserTokenRow = typeof userTokens.$inferSelect;

/**
 * Single-use, expiring tokens handed to a user by email or link. Consuming is one atomic UPDATE, so two
 * requests racing with the same token cannot both succeed.
 */
export class UserTokenService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async issue(
    db: Executor,
    userId: string,
    purpose: UserTokenPurpose,
    ttlMs: number,
    extras: { rememberMe?: boolean; createdByUserId?: string | null } = {},
  ): Promise<{ token: string; row: UserTokenRow }> {
    const token = newOpaqueToken();
    const [row] = await db
      .insert(userTokens)
      .values({
        userId,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(this.now().getTime() + ttlMs),
        rememberMe: extras.rememberMe ?? false,
        createdByUserId: extras.createdByUserId ?? null,
      })
      .returning();
    return { token, row: row! };
  }

  /** The live (unused, unexpired) token without using it up, or undefined. */
  async peek(
    token: string,
    purpose: UserTokenPurpose | readonly UserTokenPurpose[],
  ): Promise<UserTokenRow | undefined> {
    if (!looksLikeToken(token)) return undefined;
    const [row] = await this.db.select().from(userTokens).where(this.live(token, purpose)).limit(1);
    return row;
  }

  /** Uses the token up and returns it, or undefined when it is unknown, used, expired or of another purpose. */
  async consume(
    db: Executor,
    token: string,
    purpose: UserTokenPurpose | readonly UserTokenPurpose[],
  ): Promise<UserTokenRow | undefined> {
    if (!looksLikeToken(token)) return undefined;
    const [row] = await db
      .update(userTokens)
      .set({ usedAt: this.now() })
      .where(this.live(token, purpose))
      .returning();
    return row;
  }

  /** Counts a wrong attempt against a live token; returns the attempts so far. */
  async countFailedAttempt(token: string, purpose: UserTokenPurpose): Promise<number> {
    if (!looksLikeToken(token)) return 0;
    const [row] = await this.db
      .update(userTokens)
      .set({ attempts: sql`${userTokens.attempts} + 1` })
      .where(this.live(token, purpose))
      .returning({ attempts: userTokens.attempts });
    return row?.attempts ?? 0;
  }

  /** Voids every live token of a purpose for a user (a newer link replaces older ones). */
  async revokeAll(db: Executor, userId: string, purpose: UserTokenPurpose): Promise<void> {
    await db
      .update(userTokens)
      .set({ usedAt: this.now() })
      .where(
        and(
          eq(userTokens.userId, userId),
          eq(userTokens.purpose, purpose),
          isNull(userTokens.usedAt),
          gt(userTokens.expiresAt, this.now()),
        ),
      );
  }

  /** A purpose, or several a link may carry (a change-password link is an operator's request or an invitation). */
  private live(token: string, purpose: UserTokenPurpose | readonly UserTokenPurpose[]) {
    return and(
      eq(userTokens.tokenHash, hashToken(token)),
      typeof purpose === 'string'
        ? eq(userTokens.purpose, purpose)
        : inArray(userTokens.purpose, [...purpose]),
      isNull(userTokens.usedAt),
      gt(userTokens.expiresAt, this.now()),
    );
  }
}
