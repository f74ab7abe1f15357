import type {
  SessionGrant,
  TwoFactorRecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@adportal/contracts';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import QRCode from 'qrcode';
import { type Actor, audit } from '../../db/audit.ts';
import type { Database, Executor } from '../../db/client.ts';
import { recoveryCodes, roles, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { AuthService, ClientContext } from '../auth/auth.service.ts';
import { actorOf, type Principal } from '../auth/principal.ts';
import type { UserTokenService } from '../auth/user-token.service.ts';
import type { UserRow } from '../team/team.service.ts';
import {
  looksLikeRecoveryCode,
  matchTotp,
  newRecoveryCode,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
} from './totp.ts';
import {
  createTwoFactorLimiters,
  DEFAULT_TWO_FACTOR_LIMITS,
  type TwoFactorLimiters,
} from './two-factor.limits.ts';

export const RECOVERY_CODES_PER_USER = 10;
/** Wrong codes a sign-in challenge survives; the next wrong one voids it. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

const fieldError = (path: string, key: string) =>
  new AppError('VALIDATION_FAILED', { fields: [{ path, key }] });
const invalidCode = () => fieldError('code', 'twoFactor.invalidCode');
const invalidOtp = () => fieldError('code', 'twoFactor.invalidOtp');
const challengeExpired = () => fieldError('challenge', 'twoFactor.challengeExpired');

const subjectOf = (user: UserRow) => ({
  subject: 'User',
  subjectId: user.id,
  advertiserId: user.advertiserId,
});
const selfActor = (user: UserRow): Actor => ({ userId: user.id, name: user.name, impersonatorUserId: null });

/**
 * Two-factor authentication with an authenticator app (RFC 6238 TOTP) and single-use recovery codes.
 * The secret is sealed at rest; a code is accepted once (its step is remembered); every change is logged.
 */
export class TwoFactorService {
  private readonly limits: TwoFactorLimiters;
  constructor(
    private readonly db: Database,
    private readonly secretBox: SecretBox,
    private readonly userTokens: UserTokenService,
    private readonly auth: AuthService,
    redis?: Redis,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.limits = createTwoFactorLimiters(DEFAULT_TWO_FACTOR_LIMITS, redis);
  }

  async status(principal: Principal): Promise<TwoFactorStatus> {
    const user = await this.user(this.db, principal.user.id);
    const enabled = user.twoFactorEnabledAt !== null;
    return {
      enabled,
      enabled_at: user.twoFactorEnabledAt?.toISOString() ?? null,
      recovery_codes_left: enabled ? await this.recoveryCodesLeft(this.db, user.id) : 0,
    };
  }

  /** A new pending secret (replacing any earlier pending one); two-factor is on only after `enable`. */
  async setup(principal: Principal): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    await this.db.transaction(async (tx) => {
      const before = await this.user(tx, principal.user.id);
      if (before.twoFactorEnabledAt) throw new AppError('CONFLICT');
      const [after] = await tx
        .update(users)
        .set({
          twoFactorSecret: this.secretBox.seal(secret),
          twoFactorEnabledAt: null,
          twoFactorLastStep: null,
          updatedAt: this.now(),
        })
        .where(and(eq(users.id, before.id), isNull(users.twoFactorEnabledAt)))
        .returning();
      if (!after) throw new AppError('CONFLICT');
      await audit.updated(tx, actorOf(principal), subjectOf(before), before, after);
    });
    const uri = otpauthUri(secret, principal.user.email);
    const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
    return { secret, otpauth_uri: uri, qr_code: qrCode };
  }

  /** Verifies the first code against the pending secret, turns two-factor on and hands out recovery codes once. */
  async enable(principal: Principal, code: string, client: ClientContext): Promise<TwoFactorRecoveryCodes> {
    await this.limits.failuresPerIp.assertAvailable(client.ip);
    await this.limits.failuresPerUser.assertAvailable(principal.user.id);
    const codes = Array.from({ length: RECOVERY_CODES_PER_USER }, newRecoveryCode);
    const accepted = await this.db.transaction(async (tx) => {
      const before = await this.user(tx, principal.user.id);
      if (before.twoFactorEnabledAt) throw new AppError('CONFLICT');
      if (!before.twoFactorSecret) throw fieldError('code', 'twoFactor.setupRequired');
      const step = matchTotp(this.secretBox.open(before.twoFactorSecret), code, this.now(), null);
      if (step === null) return false;
      const [after] = await tx
        .update(users)
        .set({ twoFactorEnabledAt: this.now(), twoFactorLastStep: step, updatedAt: this.now() })
        .where(and(eq(users.id, before.id), isNull(users.twoFactorEnabledAt)))
        .returning();
      if (!after) throw new AppError('CONFLICT');
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, before.id));
      await tx
        .insert(recoveryCodes)
        .values(codes.map((value) => ({ userId: before.id, codeHash: recoveryCodeHash(value) })));
      await audit.updated(tx, actorOf(principal), subjectOf(before), before, {
        ...after,
        recoveryCodesLeft: codes.length,
      });
      return true;
    });
    if (!accepted) {
      await this.failed(client, principal.user.id);
      throw invalidCode();
    }
    await this.limits.failuresPerUser.reset(principal.user.id);
    return { recovery_codes: codes };
  }

  /** Turns two-factor off: needs the password and a current code (or a recovery code). */
  async disable(
    principal: Principal,
    input: { password: string; code: string },
    client: ClientContext,
  ): Promise<void> {
    await this.limits.failuresPerIp.assertAvailable(client.ip);
    await this.limits.failuresPerUser.assertAvailable(principal.user.id);
    const current = await this.user(this.db, principal.user.id);
    if (!current.twoFactorEnabledAt || !current.twoFactorSecret) throw new AppError('CONFLICT');
    const passwordValid = await verifyPassword(current.passwordHash, input.password);
    const outcome = await this.db.transaction(async (tx) => {
      const before = await this.user(tx, principal.user.id);
      if (!before.twoFactorEnabledAt) throw new AppError('CONFLICT');
      // The code is used up only when the password is right as well.
      const codeValid = passwordValid
        ? await this.useCode(tx, before, input.code, actorOf(principal))
        : await this.codeWouldMatch(tx, before, input.code);
      if (!passwordValid || !codeValid) return { passwordValid, codeValid };
      const [after] = await tx
        .update(users)
        .set({
          twoFactorSecret: null,
          twoFactorEnabledAt: null,
          twoFactorLastStep: null,
          updatedAt: this.now(),
        })
        .where(eq(users.id, before.id))
        .returning();
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, before.id));
      await audit.updated(tx, actorOf(principal), subjectOf(before), before, after!);
      return { passwordValid, codeValid };
    });
    if (outcome.passwordValid && outcome.codeValid) {
      await this.limits.failuresPerUser.reset(principal.user.id);
      return;
    }
    await this.failed(client, principal.user.id);
    const fields = [];
    if (!outcome.passwordValid) fields.push({ path: 'password', key: 'twoFactor.wrongPassword' });
    if (!outcome.codeValid) fields.push({ path: 'code', key: 'twoFactor.invalidCode' });
    throw new AppError('VALIDATION_FAILED', { fields });
  }

  /** The second step of a sign-in: a code for the challenge issued by login opens the session. */
  async completeSignIn(challenge: string, code: string, client: ClientContext): Promise<SessionGrant> {
    await this.limits.failuresPerIp.assertAvailable(client.ip);
    const token = await this.userTokens.peek(challenge, 'two_factor');
    if (!token) {
      await this.failed(client);
      throw challengeExpired();
    }
    await this.limits.failuresPerUser.assertAvailable(token.userId);
    const found = await this.userWithRole(token.userId);
    if (found?.user.status !== 'active' || !found.user.twoFactorEnabledAt) {
      await this.userTokens.revokeAll(this.db, token.userId, 'two_factor');
      throw challengeExpired();
    }
    const accepted = await this.db.transaction(async (tx) => {
      const user = await this.user(tx, token.userId);
      if (!(await this.useCode(tx, user, code, selfActor(user)))) return false;
      // Used up together with the code: a challenge opens one session.
      if (!(await this.userTokens.consume(tx, challenge, 'two_factor'))) throw challengeExpired();
      return true;
    });
    if (!accepted) {
      await this.failed(client, token.userId);
      const attempts = await this.userTokens.countFailedAttempt(challenge, 'two_factor');
      if (attempts >= CHALLENGE_MAX_ATTEMPTS) await this.userTokens.consume(this.db, challenge, 'two_factor');
      throw invalidOtp();
    }
    await this.limits.failuresPerUser.reset(token.userId);
    return this.auth.openSession(found.user, found.role, token.rememberMe, client);
  }

  /** Counts a wrong code (or an unknown challenge) against the address and the user; both back off. */
  private async failed(client: ClientContext, userId?: string): Promise<void> {
    await this.limits.failuresPerIp.consume(client.ip);
    if (userId) await this.limits.failuresPerUser.consume(userId);
  }

  /**
   * Checks a TOTP code (then remembers its step) or a recovery code (then marks it used, in the log).
   * Returns whether it was accepted; the caller's transaction makes it all or nothing.
   */
  private async useCode(tx: Executor, user: UserRow, code: string, actor: Actor): Promise<boolean> {
    const trimmed = code.trim();
    if (!user.twoFactorSecret) return false;
    const step = matchTotp(
      this.secretBox.open(user.twoFactorSecret),
      trimmed,
      this.now(),
      user.twoFactorLastStep,
    );
    if (step !== null) {
      // Conditional: two requests racing with one code cannot both move past the same step.
      const [moved] = await tx
        .update(users)
        .set({ twoFactorLastStep: step })
        .where(
          and(eq(users.id, user.id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))),
        )
        .returning({ id: users.id });
      return moved !== undefined;
    }
    if (!looksLikeRecoveryCode(trimmed)) return false;
    const leftBefore = await this.recoveryCodesLeft(tx, user.id);
    const [used] = await tx
      .update(recoveryCodes)
      .set({ usedAt: this.now() })
      .where(
        and(
          eq(recoveryCodes.userId, user.id),
          eq(recoveryCodes.codeHash, recoveryCodeHash(trimmed)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    if (!used) return false;
    await audit.updated(
      tx,
      actor,
      subjectOf(user),
      { recoveryCodesLeft: leftBefore },
      { recoveryCodesLeft: leftBefore - 1, recoveryCodeUsed: used.id },
    );
    return true;
  }

  /** Whether a code would be accepted, without using it up. */
  private async codeWouldMatch(tx: Executor, user: UserRow, code: string): Promise<boolean> {
    const trimmed = code.trim();
    if (!user.twoFactorSecret) return false;
    if (
      matchTotp(this.secretBox.open(user.twoFactorSecret), trimmed, this.now(), user.twoFactorLastStep) !==
      null
    )
      return true;
    if (!looksLikeRecoveryCode(trimmed)) return false;
    const [row] = await tx
      .select({ id: recoveryCodes.id })
      .from(recoveryCodes)
      .where(
        and(
          eq(recoveryCodes.userId, user.id),
          eq(recoveryCodes.codeHash, recoveryCodeHash(trimmed)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  private async recoveryCodesLeft(db: Executor, userId: string): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return row?.value ?? 0;
  }

  private async user(db: Executor, userId: string): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw new AppError('UNAUTHENTICATED');
    return row;
  }

  private async userWithRole(userId: string) {
    const [row] = await this.db
      .select({ user: users, role: roles })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }
}
