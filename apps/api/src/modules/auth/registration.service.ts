import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  REGISTRATION_LINK_HOURS,
  type RegisterAccepted,
} from '@adportal/contracts';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mailer/mailer.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, looksLikeToken, newOpaqueToken } from '../../lib/tokens.ts';
import type { AdvertiserService } from '../advertisers/advertiser.service.ts';
import type { MailErrorLog } from '../recovery/recovery.service.ts';
import type { TeamService } from '../team/team.service.ts';
import type { AuthLimiters } from './auth.limits.ts';
import type { ClientContext } from './auth.service.ts';
import { insertPendingRegistration, usePendingRegistration } from './registration.repository.ts';

export interface RegisterInput {
  advertiserName: string;
  fullName: string;
  email: string;
  password: string;
  language?: string;
}

export interface RegistrationDeps {
  db: Database;
  team: TeamService;
  advertisers: AdvertiserService;
  limits: AuthLimiters;
  mailer: Mailer;
  publicUrl: string;
  now?: (() => Date) | undefined;
  /** The answer never comes sooner than this, so a taken email and a new one cannot be told apart by timing. */
  minimumMs?: number;
}

const LINK_TTL_MS = REGISTRATION_LINK_HOURS * 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const languageOf = (value: string | undefined): Language =>
  value && isLanguage(value) ? value : DEFAULT_LANGUAGE;

/**
 * Sign-up in two steps: the form is kept as a pending registration and a confirmation link is emailed; the
 * advertiser, its administrator role and its first user are created when the link is opened. Registering an
 * email that already has an account gives the same answer, and the mail tells that account's owner instead.
 */
export class RegistrationService {
  private readonly now: () => Date;
  constructor(private readonly deps: RegistrationDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Always `{ email, link_valid_hours }`. The mail goes out in the background (a slow mail server must not
   * change the answer). `mail: false` is for the demo seed, which confirms at once with the returned token.
   */
  async register(
    input: RegisterInput,
    client: ClientContext,
    log: MailErrorLog,
    options: { mail?: boolean } = {},
  ): Promise<RegisterAccepted & { confirmationToken?: string }> {
    const started = performance.now();
    const { db, limits } = this.deps;
    await limits.registerPerIp.consume(client.ip);
    await limits.registerPerEmail.consume(input.email);
    const passwordHash = await hashPassword(input.password);
    const existing = await this.deps.team.findByEmail(db, input.email);
    const language = languageOf(input.language);
    let confirmationToken: string | undefined;
    if (existing) {
      const owner = existing.user;
      if (options.mail !== false) {
        this.mail(log, {
          to: owner.email,
          kind: 'registrationExisting',
          language: languageOf(owner.preferredLanguage),
          params: { name: owner.name, link: `${this.deps.publicUrl}/forgot-password` },
        });
      }
    } else {
      confirmationToken = newOpaqueToken();
      await insertPendingRegistration(db, {
        tokenHash: hashToken(confirmationToken),
        email: input.email,
        advertiserName: input.advertiserName,
        fullName: input.fullName,
        passwordHash,
        language,
        expiresAt: new Date(this.now().getTime() + LINK_TTL_MS),
      });
      if (options.mail !== false) {
        this.mail(log, {
          to: input.email,
          kind: 'registrationConfirm',
          language,
          params: {
            name: input.fullName,
            link: `${this.deps.publicUrl}/register/confirm/${confirmationToken}`,
            hours: String(REGISTRATION_LINK_HOURS),
          },
        });
      }
    }
    const remaining = (this.deps.minimumMs ?? 200) - (performance.now() - started);
    if (remaining > 0) await sleep(remaining);
    return {
      email: input.email,
      link_valid_hours: REGISTRATION_LINK_HOURS,
      ...(confirmationToken ? { confirmationToken } : {}),
    };
  }

  /**
   * Opens the emailed link: creates the advertiser, its administrator role and its first user, all or nothing.
   * 404 for an unknown, used or expired link; 409 when the email got an account in the meantime.
   */
  async confirm(token: string) {
    if (!looksLikeToken(token)) throw new AppError('NOT_FOUND');
    try {
      return await this.deps.db.transaction(async (tx) => {
        const pending = await usePendingRegistration(tx, hashToken(token), this.now());
        if (!pending) throw new AppError('NOT_FOUND');
        const { team, advertisers } = this.deps;
        const advertiser = await advertisers.create(tx, {
          companyName: pending.advertiserName,
          companyEmail: pending.email,
        });
        const role = await team.createAdvertiserAdministratorRole(tx, advertiser.id);
        const user = await team.createUser(tx, {
          advertiserId: advertiser.id,
          roleId: role.id,
          name: pending.fullName,
          email: pending.email,
          passwordHash: pending.passwordHash,
          preferredLanguage: pending.language,
        });
        // Self-registration: the new user is the actor of their own account's creation.
        const actor = { userId: user.id, name: user.name, impersonatorUserId: null };
        const scope = { advertiserId: advertiser.id };
        await audit.created(
          tx,
          actor,
          { ...scope, subject: 'Advertiser', subjectId: advertiser.id },
          advertiser,
        );
        await audit.created(tx, actor, { ...scope, subject: 'Role', subjectId: role.id }, role);
        await audit.created(tx, actor, { ...scope, subject: 'User', subjectId: user.id }, user);
        return { user, advertiser };
      });
    } catch (error) {
      // The email got an account after this link was sent (another confirmation won the race).
      if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
      throw error;
    }
  }

  private mail(log: MailErrorLog, request: Parameters<Mailer['send']>[0]) {
    this.deps.mailer
      .send(request)
      .catch((error: unknown) =>
        log.error({ err: error, kind: request.kind }, 'the registration email could not be sent'),
      );
  }
}
