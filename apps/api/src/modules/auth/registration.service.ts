import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  REGISTRATION_LINK_HOURS,
  type RegisterAccepted,
} from '@adportal/contracts';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import type { MailErrorLog, Mailer } from '../../integrations/mailer/mailer.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, looksLikeToken, newOpaqueToken } from '../../lib/tokens.ts';
import type { AdvertisersService } from '../advertisers/advertisers.service.ts';
import type { TeamService } from '../team/team.service.ts';
import type { AuthLimiters } from './auth.limits.ts';
import type { ClientContext } from './auth.service.ts';
import {
  findPendingRegistrationByHash,
  insertPendingRegistration,
  latestUnconfirmedRegistration,
  usePendingRegistration,
} from './registration.repository.ts';

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
  advertisers: AdvertisersService;
  limits: AuthLimiters;
  mailer: Mailer;
  publicUrl: string;
  now?: (() => Date) | undefined;
  /**
   * The answer never comes sooner than this (REGISTRATION_MINIMUM_MS unless given), so a taken email and a new
   * one cannot be told apart by timing.
   */
  minimumMs?: number | undefined;
}

export const REGISTRATION_MINIMUM_MS = 200;

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
          params: { name: owner.name, link: `${client.origin ?? this.deps.publicUrl}/forgot-password` },
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
        createdAt: this.now(),
        expiresAt: new Date(this.now().getTime() + LINK_TTL_MS),
      });
      if (options.mail !== false) {
        this.mail(log, {
          to: input.email,
          kind: 'registrationConfirm',
          language,
          params: {
            name: input.fullName,
            link: `${client.origin ?? this.deps.publicUrl}/register/confirm/${confirmationToken}`,
            hours: String(REGISTRATION_LINK_HOURS),
          },
        });
      }
    }
    const remaining = (this.deps.minimumMs ?? REGISTRATION_MINIMUM_MS) - (performance.now() - started);
    if (remaining > 0) await sleep(remaining);
    return {
      email: input.email,
      link_valid_hours: REGISTRATION_LINK_HOURS,
      ...(confirmationToken ? { confirmationToken } : {}),
    };
  }

  /**
   * "Send the email again" from the confirmation screen (or from a sign-in refused as not confirmed yet):
   * the same answer, in comparable time, whatever the email. A registration not confirmed yet gets a fresh
   * 24-hour link (the earlier links keep working until they expire); an email that already has an account
   * gets the same notice as registering it again; an unknown email gets nothing. Rate limited per IP and
   * per email.
   */
  async resend(email: string, client: ClientContext, log: MailErrorLog): Promise<RegisterAccepted> {
    const started = performance.now();
    const { db, limits } = this.deps;
    await limits.resendPerIp.consume(client.ip);
    await limits.resendPerEmail.consume(email);
    const existing = await this.deps.team.findByEmail(db, email);
    if (existing) {
      const owner = existing.user;
      this.mail(log, {
        to: owner.email,
        kind: 'registrationExisting',
        language: languageOf(owner.preferredLanguage),
        params: { name: owner.name, link: `${client.origin ?? this.deps.publicUrl}/forgot-password` },
      });
    } else {
      const pending = await latestUnconfirmedRegistration(db, email);
      if (pending) {
        const token = newOpaqueToken();
        await insertPendingRegistration(db, {
          tokenHash: hashToken(token),
          email: pending.email,
          advertiserName: pending.advertiserName,
          fullName: pending.fullName,
          passwordHash: pending.passwordHash,
          language: pending.language,
          createdAt: this.now(),
          expiresAt: new Date(this.now().getTime() + LINK_TTL_MS),
        });
        this.mail(log, {
          to: pending.email,
          kind: 'registrationConfirm',
          language: languageOf(pending.language),
          params: {
            name: pending.fullName,
            link: `${client.origin ?? this.deps.publicUrl}/register/confirm/${token}`,
            hours: String(REGISTRATION_LINK_HOURS),
          },
        });
      }
    }
    const remaining = (this.deps.minimumMs ?? REGISTRATION_MINIMUM_MS) - (performance.now() - started);
    if (remaining > 0) await sleep(remaining);
    return { email, link_valid_hours: REGISTRATION_LINK_HOURS };
  }

  /**
   * Opens the emailed link: creates the advertiser, its administrator role and its first user, all or nothing.
   * 404 for an unknown link; 410 REGISTRATION_LINK_USED for a used one (the account exists: sign in) and
   * REGISTRATION_LINK_EXPIRED for an expired one; 409 when the email got an account in the meantime. Only
   * the holder of the emailed link learns its state, which the email already told them.
   */
  /**
   * Confirms a registration. Refused links (unknown, used, expired) count per address: a success is already
   * bounded by the registrations an address may make, a guess or a replayed link is not.
   */
  async confirm(token: string, client: Pick<ClientContext, 'ip'>) {
    const refusals = this.deps.limits.confirmRefusalsPerIp;
    await refusals.assertAvailable(client.ip);
    try {
      return await this.confirmToken(token);
    } catch (error) {
      if (error instanceof AppError) await refusals.consume(client.ip);
      throw error;
    }
  }

  private async confirmToken(token: string) {
    if (!looksLikeToken(token)) throw new AppError('NOT_FOUND');
    const tokenHash = hashToken(token);
    try {
      const created = await this.deps.db.transaction(async (tx) => {
        const now = this.now();
        const pending = await usePendingRegistration(tx, tokenHash, now);
        if (!pending) return null;
        const { team, advertisers } = this.deps;
        const advertiser = await advertisers.create(tx, {
          companyName: pending.advertiserName,
          companyEmail: pending.email,
          createdAt: now,
        });
        const role = await team.createAdvertiserAdministratorRole(tx, advertiser.id, now);
        const user = await team.createUser(tx, {
          createdAt: now,
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
      if (!created) throw await this.whyNotConfirmable(tokenHash);
      return created;
    } catch (error) {
      // The email got an account after this link was sent (another confirmation won the race).
      if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
      throw error;
    }
  }

  private async whyNotConfirmable(tokenHash: string): Promise<AppError> {
    const row = await findPendingRegistrationByHash(this.deps.db, tokenHash);
    if (!row) return new AppError('NOT_FOUND');
    if (row.usedAt) return new AppError('REGISTRATION_LINK_USED');
    if (row.expiresAt <= this.now()) return new AppError('REGISTRATION_LINK_EXPIRED');
    return new AppError('NOT_FOUND');
  }

  private mail(log: MailErrorLog, request: Parameters<Mailer['send']>[0]) {
    this.deps.mailer
      .send(request)
      .catch((error: unknown) =>
        log.error({ err: error, kind: request.kind }, 'the registration email could not be sent'),
      );
  }
}
