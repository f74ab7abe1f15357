import type { LoginResponse, SessionGrant } from '@adportal/contracts';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AdvertiserService } from '../advertisers/advertiser.service.ts';
import type { RoleRow, TeamService, UserRow } from '../team/team.service.ts';
import type { AuthLimiters } from './auth.limits.ts';
import { buildPrincipal, type Principal, packedRulesOf, userDataOf } from './principal.ts';
import type { SessionService } from './session.service.ts';
import type { UserTokenService } from './user-token.service.ts';

/** How long the second step of a two-factor sign-in may take. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60_000;

export interface ClientContext {
  ip: string;
  userAgent?: string | undefined;
}

export interface RegisterInput {
  advertiserName: string;
  fullName: string;
  email: string;
  password: string;
  language?: string;
}

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', { fields: [{ path: 'email', key: 'errors.EMAIL_TAKEN' }] });

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
    private readonly team: TeamService,
    private readonly advertisers: AdvertiserService,
    private readonly limits: AuthLimiters,
    private readonly userTokens: UserTokenService,
  ) {}

  /** Creates the advertiser, its administrator role and its first user, all or nothing. */
  async register(input: RegisterInput, client: ClientContext) {
    await this.limits.registerPerIp.consume(client.ip);
    await this.limits.registerPerEmail.consume(input.email);
    if (await this.team.emailRegistered(this.db, input.email)) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        const advertiser = await this.advertisers.create(tx, {
          companyName: input.advertiserName,
          companyEmail: input.email,
        });
        const role = await this.team.createAdvertiserAdministratorRole(tx, advertiser.id);
        const user = await this.team.createUser(tx, {
          advertiserId: advertiser.id,
          roleId: role.id,
          name: input.fullName,
          email: input.email,
          passwordHash,
          preferredLanguage: input.language ?? 'en',
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
      // Two registrations of one email racing: the unique index decides, the loser hears "taken".
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

  /** A wrong email and a wrong password get the same answer in the same time. */
  async login(
    input: { email: string; password: string; rememberMe: boolean },
    client: ClientContext,
  ): Promise<LoginResponse> {
    await this.limits.loginPerIp.consume(client.ip);
    await this.limits.loginFailuresPerEmail.assertAvailable(input.email);
    const found = await this.team.findByEmail(this.db, input.email);
    const valid = found
      ? await verifyPassword(found.user.passwordHash, input.password)
      : await burnPasswordCheck(input.password);
    if (!found || !valid) {
      await this.limits.loginFailuresPerEmail.consume(input.email);
      throw new AppError('INVALID_CREDENTIALS');
    }
    if (found.user.status !== 'active') throw new AppError('ACCOUNT_INACTIVE');
    await this.limits.loginFailuresPerEmail.reset(input.email);
    if (found.user.twoFactorEnabledAt) {
      // The password was right, but the session opens only after the second step (POST /api/auth/two-factor).
      const { token } = await this.userTokens.issue(
        this.db,
        found.user.id,
        'two_factor',
        TWO_FACTOR_CHALLENGE_TTL_MS,
        { rememberMe: input.rememberMe },
      );
      return { two_factor_required: true, challenge: token };
    }
    return this.openSession(found.user, found.role, input.rememberMe, client);
  }

  /** Opens a session for a user whose identity is established, and hands out its tokens. */
  async openSession(
    user: UserRow,
    role: RoleRow,
    rememberMe: boolean,
    client: ClientContext,
    /** The operator signing in on the user's behalf (login-by-token); the session is marked impersonated. */
    impersonatorUserId?: string,
  ): Promise<SessionGrant> {
    const issued = await this.sessions.open(user.id, {
      remember: rememberMe,
      ip: client.ip,
      userAgent: client.userAgent,
      ...(impersonatorUserId ? { impersonatorUserId } : {}),
    });
    // An operator's visit is not the user's own sign-in.
    if (!impersonatorUserId) await this.team.markLoggedIn(this.db, user.id, issued.session.createdAt);
    const principal = buildPrincipal(user, role, issued.session);
    return {
      access_token: issued.accessToken,
      access_token_expires_at: issued.accessExpiresAt.toISOString(),
      remember_token: issued.rememberToken,
      user_data: userDataOf(principal),
      user_ability_rules: packedRulesOf(principal),
    };
  }

  /** Resolves tokens to the caller, or null when they lead to no live session of an active user. */
  async authenticate(
    accessToken: string | undefined,
    rememberToken: string | undefined,
  ): Promise<{ principal: Principal; renewed?: { accessToken: string; accessExpiresAt: Date } } | null> {
    const resolved = await this.sessions.resolve(accessToken, rememberToken);
    if (resolved?.user.status !== 'active') return null;
    const principal = buildPrincipal(resolved.user, resolved.role, resolved.session);
    return resolved.renewed ? { principal, renewed: resolved.renewed } : { principal };
  }

  logout(principal: Principal): Promise<void> {
    return this.sessions.revoke(principal.session.id);
  }
}
