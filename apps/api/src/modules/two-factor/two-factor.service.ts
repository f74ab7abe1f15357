import type {
  SessionGrant,
  TwoFactorRecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@adportal/contracts';
import type { Redis } from 'ioredis';
import { type Actor, audit } from '../../db/audit.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { AuthService, ClientContext } from '../auth/auth.service.ts';
import type { CurrentCredentialGuard } from '../auth/current-credential.limits.ts';
import { actorOf, type SessionPrincipal } from '../identity/principal.ts';
import type { UserTokenService } from '../identity/user-token.service.ts';
import type { TeamService, UserRow } from '../team/team.service.ts';
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
import {
  advanceLastStep,
  clearTwoFactor,
  countUnusedRecoveryCodes,
  deleteRecoveryCodes,
  insertRecoveryCodes,
  markTwoFactorEnabled,
  setPendingSecret,
  unusedRecoveryCodeExists,
  useRecoveryCode,
} from './two-factor.repository.ts';

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
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      secretBox: SecretBox;
      userTokens: UserTokenService;
      auth: AuthService;
      team: TeamService;
      /** Wrong codes and passwords given inside a session (enable, disable), per session and per user. */
      credentialChecks: CurrentCredentialGuard;
      redis?: Redis | undefined;
      now?: (() => Date) | undefined;
    },
  ) {
    this.limits = createTwoFactorLimiters(DEFAULT_TWO_FACTOR_LIMITS, deps.redis);
    this.now = deps.now ?? (() => new Date());
  }

  async status(principal: SessionPrincipal): Promise<TwoFactorStatus> {
    const user = await this.user(this.deps.db, principal.user.id);
    const enabled = user.twoFactorEnabledAt !== null;
    return {
      enabled,
      enabled_at: user.twoFactorEnabledAt?.toISOString() ?? null,
      recovery_codes_left: enabled ? await countUnusedRecoveryCodes(this.deps.db, user.id) : 0,
    };
  }

  /** A new pending secret (replacing any earlier pending one); two-factor is on only after `enable`. */
  async setup(principal: SessionPrincipal): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    await this.deps.db.transaction(async (tx) => {
      const before = await this.user(tx, principal.user.id);
      if (before.twoFactorEnabledAt) throw new AppError('CONFLICT');
      const after = await setPendingSecret(tx, before.id, this.deps.secretBox.seal(secret), this.now());
      if (!after) throw new AppError('CONFLICT');
      await audit.updated(tx, actorOf(principal), subjectOf(before), before, after);
    });
    const uri = otpauthUri(secret, principal.user.email);
    // qrcode loads with the first set-up rather than at every start of the server.
    const { default: QRCode } = await import('qrcode');
    const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
    return { secret, otpauth_uri: uri, qr_code: qrCode };
  }

  /** Verifies the first code against the pending secret, turns two-factor on and hands out recovery codes once. */
  async enable(
    principal: SessionPrincipal,
    code: string,
    client: ClientContext,
  ): Promise<TwoFactorRecoveryCodes> {
    await this.limits.failuresPerIp.assertAvailable(client.ip);
    await this.deps.credentialChecks.assertAvailable(principal);
    const codes = Array.from({ length: RECOVERY_CODES_PER_USER }, newRecoveryCode);
    const accepted = await this.deps.db.transaction(async (tx) => {
      const before = await this.user(tx, principal.user.id);
      if (before.twoFactorEnabledAt) throw new AppError('CONFLICT');
      if (!before.twoFactorSecret) throw fieldError('code', 'twoFactor.setupRequired');
      const step = matchTotp(this.deps.secretBox.open(before.twoFactorSecret), code, this.now(), null);
      if (step === null) return false;
      const after = await markTwoFactorEnabled(tx, before.id, step, this.now());
      if (!after) throw new AppError('CONFLICT');
      await deleteRecoveryCodes(tx, before.id);
      await insertRecoveryCodes(tx, before.id, codes.map(recoveryCodeHash));
      await audit.updated(tx, actorOf(principal), subjectOf(before), before, {
        ...after,
        recoveryCodesLeft: codes.length,
      });
      return true;
    });
    if (!accepted) {
      await this.failedInSession(client, principal);
      throw invalidCode();
    }
    return { recovery_codes: codes };
  }

  /** Turns two-factor off: needs the password and a current code (or a recovery code). */
  async disable(
    principal: SessionPrincipal,
    input: { password: string; code: string },
    client: ClientContext,
  ): Promise<void> {
    await this.limits.failuresPerIp.assertAvailable(client.ip);
    await this.deps.credentialChecks.assertAvailable(principal);
    const current = await this.user(this.deps.db, principal.user.id);
    if (!current.twoFactorEnabledAt || !current.twoFactorSecret) throw new AppError('CONFLICT');
    const passwordValid = await verifyPassword(current.passwordHash, input.password);
    const outcome = await this.deps.db.transaction(async (tx) => {
      const before = await this.user(tx, principal.user.id);
      if (!before.twoFactorEnabledAt) throw new AppError('CONFLICT');
      // The code is used up only when the password is right as well.
      const codeValid = passwordValid
        ? await this.useCode(tx, before, input.code, actorOf(principal))
        : await this.codeWouldMatch(tx, before, input.code);
      if (!passwordValid || !codeValid) return { passwordValid, codeValid };
      const after = await clearTwoFactor(tx, before.id, this.now());
      await deleteRecoveryCodes(tx, before.id);
      await audit.updated(tx, actorOf(principal), subjectOf(before), before, after);
      return { passwordValid, codeValid };
    });
    if (outcome.passwordValid && outcome.codeValid) return;
    await this.failedInSession(client, principal);
    const fields = [];
    if (!outcome.passwordValid) fields.push({ path: 'password', key: 'twoFactor.wrongPassword' });
    if (!outcome.codeValid) fields.push({ path: 'code', key: 'twoFactor.invalidCode' });
    throw new AppError('VALIDATION_FAILED', { fields });
  }

  /** The second step of a sign-in: a code for the challenge issued by login opens the session. */
  async completeSignIn(challenge: string, code: string, client: ClientContext): Promise<SessionGrant> {
    await this.limits.failuresPerIp.assertAvailable(client.ip);
    const token = await this.deps.userTokens.peek(challenge, 'two_factor');
    if (!token) {
      await this.failed(client);
      throw challengeExpired();
    }
    await this.limits.failuresPerUser.assertAvailable(token.userId);
    const found = await this.deps.team.findById(this.deps.db, token.userId);
    if (found?.user.status !== 'active' || !found.user.twoFactorEnabledAt) {
      await this.deps.userTokens.revokeAll(this.deps.db, token.userId, 'two_factor');
      throw challengeExpired();
    }
    const accepted = await this.deps.db.transaction(async (tx) => {
      const user = await this.user(tx, token.userId);
      if (!(await this.useCode(tx, user, code, selfActor(user)))) return false;
      // Used up together with the code: a challenge opens one session.
      if (!(await this.deps.userTokens.consume(tx, challenge, 'two_factor'))) throw challengeExpired();
      return true;
    });
    if (!accepted) {
      await this.failed(client, token.userId);
      const attempts = await this.deps.userTokens.countFailedAttempt(challenge, 'two_factor');
      if (attempts >= CHALLENGE_MAX_ATTEMPTS)
        await this.deps.userTokens.consume(this.deps.db, challenge, 'two_factor');
      throw invalidOtp();
    }
    // A right code resets no count: the user's own sign-in must not give back an attacker's guesses.
    return this.deps.auth.openSession(found.user, found.role, token.rememberMe, client);
  }

  /** Counts a wrong code or password given inside a session against the address, the session and the user. */
  private async failedInSession(client: ClientContext, principal: SessionPrincipal): Promise<void> {
    await this.limits.failuresPerIp.consume(client.ip);
    await this.deps.credentialChecks.failed(principal);
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
      this.deps.secretBox.open(user.twoFactorSecret),
      trimmed,
      this.now(),
      user.twoFactorLastStep,
    );
    if (step !== null) {
      // Conditional: two requests racing with one code cannot both move past the same step.
      return advanceLastStep(tx, user.id, step);
    }
    if (!looksLikeRecoveryCode(trimmed)) return false;
    const leftBefore = await countUnusedRecoveryCodes(tx, user.id);
    const usedId = await useRecoveryCode(tx, user.id, recoveryCodeHash(trimmed), this.now());
    if (!usedId) return false;
    await audit.updated(
      tx,
      actor,
      subjectOf(user),
      { recoveryCodesLeft: leftBefore },
      { recoveryCodesLeft: leftBefore - 1, recoveryCodeUsed: usedId },
    );
    return true;
  }

  /** Whether a code would be accepted, without using it up. */
  private async codeWouldMatch(tx: Executor, user: UserRow, code: string): Promise<boolean> {
    const trimmed = code.trim();
    if (!user.twoFactorSecret) return false;
    if (
      matchTotp(
        this.deps.secretBox.open(user.twoFactorSecret),
        trimmed,
        this.now(),
        user.twoFactorLastStep,
      ) !== null
    )
      return true;
    if (!looksLikeRecoveryCode(trimmed)) return false;
    return unusedRecoveryCodeExists(tx, user.id, recoveryCodeHash(trimmed));
  }

  private async user(db: Executor, userId: string): Promise<UserRow> {
    const row = await this.deps.team.findUser(db, userId);
    if (!row) throw new AppError('UNAUTHENTICATED');
    return row;
  }
}
