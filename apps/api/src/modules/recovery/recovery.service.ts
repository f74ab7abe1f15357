import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  maskEmail,
  RECOVERY_LINK_MINUTES,
  RECOVERY_RESEND_SECONDS,
  type RecoveryLinkInfo,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import { type Actor, audit } from '../../db/audit.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { UserTokenPurpose } from '../../db/schema/index.ts';
import type { MailErrorLog, Mailer } from '../../integrations/mailer/mailer.ts';
import type { MailKind } from '../../integrations/mailer/templates.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Limiter } from '../../lib/rate-limiter.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import { actorOf, type Principal } from '../identity/principal.ts';
import type { SessionService } from '../identity/session.service.ts';
import type { UserTokenService } from '../identity/user-token.service.ts';
import type { TeamService, UserRow } from '../team/team.service.ts';
import type { RecoveryLimiters } from './recovery.limits.ts';

/** The two link flows: a reset the user asked for, a change an operator asked for. */
export type RecoveryPurpose = 'password_reset' | 'password_change';

const LINK_TTL_MS = RECOVERY_LINK_MINUTES * 60_000;
const LINK_PATH: Record<RecoveryPurpose, string> = {
  password_reset: 'reset-password',
  password_change: 'change-password',
};
/** The tokens each link accepts: a change-password link is an operator's request or a team invitation. */
const TOKEN_PURPOSES: Record<RecoveryPurpose, readonly UserTokenPurpose[]> = {
  password_reset: ['password_reset'],
  password_change: ['password_change', 'invite'],
};
const MAIL_KIND: Record<RecoveryPurpose, MailKind> = {
  password_reset: 'passwordReset',
  password_change: 'passwordChange',
};

export interface RecoveryClient {
  ip: string;
}

/** Where a mail that could not be sent in the background is reported. */
export interface RecoveryDeps {
  db: Database;
  userTokens: UserTokenService;
  sessions: SessionService;
  team: TeamService;
  mailer: Mailer;
  publicUrl: string;
  limits: RecoveryLimiters;
  /** The sign-in failure counter per email: a successful reset clears it, so the new password works at once. */
  loginFailuresPerEmail?: Limiter | undefined;
  now?: (() => Date) | undefined;
  /**
   * The forgot-password answer never comes sooner than this, whether or not the email is known: the extra
   * writes and the mail for a real account cannot be told apart by timing.
   */
  forgotMinimumMs?: number | undefined;
}

const notFound = () => new AppError('NOT_FOUND');

function languageOf(user: UserRow): Language {
  return isLanguage(user.preferredLanguage) ? user.preferredLanguage : DEFAULT_LANGUAGE;
}

function selfActor(user: UserRow): Actor {
  return { userId: user.id, name: user.name, impersonatorUserId: null };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Password recovery (forgot → emailed single-use link → new password) and the operator-requested password
 * change, which works the same way with its own link.
 */
export class RecoveryService {
  private readonly now: () => Date;
  constructor(private readonly deps: RecoveryDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Always the same answer. For an active account: older reset links are voided, a new one is issued and
   * emailed (in the background) in the user's language.
   */
  async forgotPassword(
    email: string,
    client: RecoveryClient,
    log: MailErrorLog,
  ): Promise<{ ok: true; resend_after_seconds: number }> {
    const started = performance.now();
    await this.deps.limits.forgotPerIp.consume(client.ip);
    await this.deps.limits.forgotPerEmail.consume(email);
    const found = await this.deps.team.findByEmail(this.deps.db, email);
    if (found && found.user.status === 'active') {
      const user = found.user;
      const token = await this.deps.db.transaction(async (tx) => {
        await this.deps.userTokens.revokeAll(tx, user.id, 'password_reset');
        return (await this.deps.userTokens.issue(tx, user.id, 'password_reset', LINK_TTL_MS)).token;
      });
      // Not awaited: a slow or failing mail server must neither delay nor change the answer.
      this.sendLink(user, 'password_reset', token).catch((error: unknown) =>
        log.error({ err: error, kind: 'passwordReset' }, 'the password reset email could not be sent'),
      );
    } else {
      // The same token work as for a real account.
      hashToken(newOpaqueToken());
    }
    const remaining = (this.deps.forgotMinimumMs ?? 250) - (performance.now() - started);
    if (remaining > 0) await sleep(remaining);
    return { ok: true, resend_after_seconds: RECOVERY_RESEND_SECONDS };
  }

  /** A live link's masked email; 404 when the link is unknown, used or expired. */
  async linkInfo(token: string, purpose: RecoveryPurpose, client: RecoveryClient): Promise<RecoveryLinkInfo> {
    await this.deps.limits.linkPerIp.consume(client.ip);
    const { user, row } = await this.liveLink(token, purpose);
    return {
      valid: true,
      email_hint: maskEmail(user.email),
      reason: row.purpose as RecoveryLinkInfo['reason'],
    };
  }

  /**
   * Uses the link up and sets the new password, in one transaction: the token is consumed atomically (a
   * second use, even racing, gets 404), every session of the user ends, older links are voided, and the
   * action log records the change.
   */
  async setPassword(
    token: string,
    purpose: RecoveryPurpose,
    password: string,
    client: RecoveryClient,
  ): Promise<{ ok: true; email: string }> {
    await this.deps.limits.linkPerIp.consume(client.ip);
    // Checked before hashing, so an unknown link costs no argon2 work.
    const { user: current, row } = await this.liveLink(token, purpose);
    if (row.purpose === 'password_change' && (await verifyPassword(current.passwordHash, password))) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'password', key: 'recovery.errors.samePassword' }],
      });
    }
    const passwordHash = await hashPassword(password);
    const user = await this.deps.db.transaction(async (tx) => {
      const used = await this.deps.userTokens.consume(tx, token, TOKEN_PURPOSES[purpose]);
      if (!used) throw notFound();
      const before = await this.deps.team.lockUser(tx, used.userId);
      if (before?.status !== 'active') throw notFound();
      const after = await this.deps.team.setPassword(tx, before.id, passwordHash, this.now());
      await this.deps.userTokens.revokeAll(tx, before.id, 'password_reset');
      await this.deps.userTokens.revokeAll(tx, before.id, 'password_change');
      await this.deps.userTokens.revokeAll(tx, before.id, 'invite');
      await this.deps.sessions.revokeAllForUser(before.id, tx);
      await audit.updated(
        tx,
        selfActor(before),
        { subject: 'User', subjectId: before.id, advertiserId: before.advertiserId },
        before,
        after,
      );
      return after;
    });
    await this.deps.loginFailuresPerEmail?.reset(user.email);
    return { ok: true, email: user.email };
  }

  /**
   * A platform operator asks an advertiser user to choose a new password: a change-password link (30
   * minutes) is emailed; the request is in the action log with the operator as actor.
   */
  async requestPasswordChange(
    principal: Principal,
    userId: string,
  ): Promise<{ ok: true; expires_at: string }> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsAdvertiser');
    const user = await this.deps.team.findUser(this.deps.db, userId);
    // Operators ask advertiser users only; another operator is not theirs to ask.
    if (!user?.advertiserId) throw notFound();
    if (user.status !== 'active') throw new AppError('CONFLICT');
    const issued = await this.deps.db.transaction(async (tx) => {
      await this.deps.userTokens.revokeAll(tx, user.id, 'password_change');
      const result = await this.deps.userTokens.issue(tx, user.id, 'password_change', LINK_TTL_MS, {
        createdByUserId: principal.user.id,
      });
      await audit.created(
        tx,
        actorOf(principal),
        { subject: 'PasswordChangeRequest', subjectId: result.row.id, advertiserId: user.advertiserId },
        {
          userId: user.id,
          email: user.email,
          purpose: result.row.purpose,
          expiresAt: result.row.expiresAt,
          createdAt: result.row.createdAt,
        },
      );
      return result;
    });
    try {
      await this.sendLink(user, 'password_change', issued.token);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    return { ok: true, expires_at: issued.row.expiresAt.toISOString() };
  }

  private async liveLink(token: string, purpose: RecoveryPurpose, db: Executor = this.deps.db) {
    const row = await this.deps.userTokens.peek(token, TOKEN_PURPOSES[purpose]);
    if (!row) throw notFound();
    const user = await this.deps.team.findUser(db, row.userId);
    if (user?.status !== 'active') throw notFound();
    return { user, row };
  }

  private sendLink(user: UserRow, purpose: RecoveryPurpose, token: string): Promise<void> {
    return this.deps.mailer.send({
      to: user.email,
      kind: MAIL_KIND[purpose],
      language: languageOf(user),
      params: {
        name: user.name,
        link: `${this.deps.publicUrl}/${LINK_PATH[purpose]}/${token}`,
        minutes: String(RECOVERY_LINK_MINUTES),
      },
    });
  }
}
