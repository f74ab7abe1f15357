import type {
  ChangePasswordBody,
  Profile,
  SessionInfo,
  ZUpdateAdvertiserBody,
  ZUpdateProfileBody,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AdvertisersService } from '../advertisers/advertisers.service.ts';
import type { CurrentCredentialGuard } from '../auth/current-credential.limits.ts';
import { actorOf, advertiserIdOf, type SessionPrincipal } from '../identity/principal.ts';
import type { SessionService } from '../identity/session.service.ts';
import type { TeamService } from '../team/team.service.ts';

export type ProfileInput = z.output<typeof ZUpdateProfileBody>;
export type AdvertiserInfoInput = z.output<typeof ZUpdateAdvertiserBody>;

/** The signed-in user's own profile, their advertiser's information, password and sessions. */
export class ProfileService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      advertisers: AdvertisersService;
      team: TeamService;
      sessions: SessionService;
      credentialChecks: CurrentCredentialGuard;
      now?: (() => Date) | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async get(principal: SessionPrincipal): Promise<Profile> {
    const { user, role } = principal;
    const advertiser = user.advertiserId
      ? await this.deps.advertisers.get(this.deps.db, user.advertiserId)
      : null;
    return {
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        preferred_language: user.preferredLanguage,
        role_name: role.name,
        two_factor_enabled: user.twoFactorEnabledAt !== null,
        created_at: user.createdAt.toISOString(),
        last_login_at: user.lastLoginAt?.toISOString() ?? null,
      },
      advertiser: advertiser
        ? {
            id: advertiser.id,
            company_name: advertiser.companyName,
            company_email: advertiser.companyEmail,
            company_phone: advertiser.companyPhone,
            affiliate_code: advertiser.affiliateCode,
          }
        : null,
      can_edit_advertiser: advertiser !== null && principal.ability.can('update', 'Setting'),
    };
  }

  async update(principal: SessionPrincipal, body: ProfileInput): Promise<Profile> {
    await this.deps.db.transaction(async (tx) => {
      const after = await this.deps.team.updateOwn(tx, principal.user.id, {
        name: body.name,
        phone: body.phone ?? null,
        preferredLanguage: body.preferred_language,
      });
      await audit.updated(tx, actorOf(principal), this.userScope(principal), principal.user, after);
      principal.user = after;
    });
    return this.get(principal);
  }

  async updateAdvertiser(principal: SessionPrincipal, body: AdvertiserInfoInput): Promise<Profile> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Setting');
    const advertiserId = advertiserIdOf(principal);
    await this.deps.db.transaction(async (tx) => {
      const before = await this.deps.advertisers.get(tx, advertiserId);
      const after = await this.deps.advertisers.updateCompany(tx, advertiserId, {
        companyName: body.company_name,
        companyEmail: body.company_email,
        companyPhone: body.company_phone ?? null,
      });
      await audit.updated(
        tx,
        actorOf(principal),
        { advertiserId, subject: 'Advertiser', subjectId: advertiserId },
        before,
        after,
      );
    });
    return this.get(principal);
  }

  /** Needs the current password (wrong guesses limited per session and user); ends every other session. */
  async changePassword(principal: SessionPrincipal, body: ChangePasswordBody): Promise<{ revoked: number }> {
    await this.deps.credentialChecks.assertAvailable(principal);
    if (!(await verifyPassword(principal.user.passwordHash, body.current_password))) {
      await this.deps.credentialChecks.failed(principal);
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'current_password', key: 'profile.validation.wrongPassword' }],
      });
    }
    const passwordHash = await hashPassword(body.password);
    return this.deps.db.transaction(async (tx) => {
      const after = await this.deps.team.updateOwn(tx, principal.user.id, {
        passwordHash,
        passwordChangedAt: this.now(),
      });
      await audit.updated(tx, actorOf(principal), this.userScope(principal), principal.user, after);
      const revoked = await this.deps.sessions.revokeOthers(principal.user.id, principal.session.id, tx);
      return { revoked };
    });
  }

  async listSessions(principal: SessionPrincipal): Promise<{ items: SessionInfo[] }> {
    const sessions = await this.deps.sessions.listLive(principal.user.id);
    return {
      items: sessions.map((session) => ({
        id: session.id,
        current: session.id === principal.session.id,
        ip: session.ip,
        user_agent: session.userAgent,
        created_at: session.createdAt.toISOString(),
        last_used_at: session.lastUsedAt.toISOString(),
        remembered: session.rememberTokenHash !== null,
        impersonated: session.impersonatorUserId !== null,
      })),
    };
  }

  /** Signs out one of the caller's own sessions (another user's session is a 404). */
  async revokeSession(principal: SessionPrincipal, sessionId: string): Promise<void> {
    if (sessionId === principal.session.id) throw new AppError('CONFLICT');
    if (!(await this.deps.sessions.revokeOwn(principal.user.id, sessionId))) throw new AppError('NOT_FOUND');
  }

  async revokeOtherSessions(principal: SessionPrincipal): Promise<{ revoked: number }> {
    return { revoked: await this.deps.sessions.revokeOthers(principal.user.id, principal.session.id) };
  }

  private userScope(principal: SessionPrincipal) {
    return { advertiserId: principal.user.advertiserId, subject: 'User', subjectId: principal.user.id };
  }
}
