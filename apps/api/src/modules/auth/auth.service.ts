import type { LoginResponse, SessionGrant } from '@adportal/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import { safeEqual } from '../../lib/tokens.ts';
import {
  type Authenticated,
  type Authenticator,
  buildPrincipal,
  type Impersonator,
  packedRulesOf,
  type SessionPrincipal,
  userDataOf,
} from '../identity/principal.ts';
import type { SessionService } from '../identity/session.service.ts';
import type { UserTokenService } from '../identity/user-token.service.ts';
import type { RoleRow, TeamService, UserRow } from '../team/team.service.ts';
import type { AuthLimiters } from './auth.limits.ts';
import { latestUnconfirmedRegistration } from './registration.repository.ts';

/** How long the second step of a two-factor sign-in may take. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60_000;

export interface ClientContext {
  ip: string;
  userAgent?: string | undefined;
  /** The address links in mail sent for this request point to (lib/request-origin.ts); PUBLIC_URL when unset. */
  origin?: string;
}

export class AuthService implements Authenticator {
  constructor(
    private readonly deps: {
      db: Database;
      sessions: SessionService;
      team: TeamService;
      limits: AuthLimiters;
      userTokens: UserTokenService;
    },
  ) {}

  /**
   * A wrong email and a wrong password get the same answer in the same time. The right password of a
   * registration whose link was not opened yet is told so (EMAIL_NOT_CONFIRMED): only the person who chose
   * that password learns that the email waits for confirmation.
   */
  async login(
    input: { email: string; password: string; rememberMe: boolean },
    client: ClientContext,
  ): Promise<LoginResponse> {
    await this.deps.limits.loginPerIp.consume(client.ip);
    await this.deps.limits.loginFailuresPerEmail.assertAvailable(input.email);
    const found = await this.deps.team.findByEmail(this.deps.db, input.email);
    const unconfirmed = found ? undefined : await latestUnconfirmedRegistration(this.deps.db, input.email);
    const passwordHash = found?.user.passwordHash ?? unconfirmed?.passwordHash;
    const valid = passwordHash
      ? await verifyPassword(passwordHash, input.password)
      : await burnPasswordCheck(input.password);
    if (!valid) {
      await this.deps.limits.loginFailuresPerEmail.consume(input.email);
      throw new AppError('INVALID_CREDENTIALS');
    }
    if (!found) throw new AppError('EMAIL_NOT_CONFIRMED');
    if (found.user.status !== 'active') throw new AppError('ACCOUNT_INACTIVE');
    await this.deps.limits.loginFailuresPerEmail.reset(input.email);
    if (found.user.twoFactorEnabledAt) {
      // The password was right, but the session opens only after the second step (POST /api/auth/two-factor).
      const { token } = await this.deps.userTokens.issue(
        this.deps.db,
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
    const issued = await this.deps.sessions.open(user.id, {
      remember: rememberMe,
      ip: client.ip,
      userAgent: client.userAgent,
      // An operator's visit is not the user's own sign-in, let alone the first.
      firstSignIn: !impersonatorUserId && user.lastLoginAt === null,
      ...(impersonatorUserId ? { impersonatorUserId } : {}),
    });
    if (!impersonatorUserId)
      await this.deps.team.markLoggedIn(this.deps.db, user.id, issued.session.createdAt);
    const principal = buildPrincipal(user, role, issued.session);
    return {
      access_token: issued.accessToken,
      access_token_expires_at: issued.accessExpiresAt.toISOString(),
      remember_token: issued.rememberToken,
      user_data: userDataOf(principal, await this.impersonatorOf(principal)),
      user_ability_rules: packedRulesOf(principal),
    };
  }

  /**
   * The spec's find-token check, for the caller's own token only: the path token must be the request's bearer
   * token, so a token found in a log or a screenshot tells its finder nothing. Rate limited per IP.
   */
  async checkOwnToken(
    pathToken: string,
    caller: { bearer: string | undefined; remember: string | undefined; ip: string },
  ) {
    await this.deps.limits.findTokenPerIp.consume(caller.ip);
    if (!caller.bearer || !safeEqual(caller.bearer, pathToken)) return null;
    return this.authenticate(pathToken, caller.remember);
  }

  /** Resolves tokens to the caller, or null when they lead to no live session of an active user. */
  async authenticate(
    accessToken: string | undefined,
    rememberToken: string | undefined,
  ): Promise<Authenticated | null> {
    const resolved = await this.deps.sessions.resolve(accessToken, rememberToken);
    if (resolved?.user.status !== 'active') return null;
    // A Principal of this request's own (services may replace its fields); the rows and ability may be cached ones.
    const { user, role, session, ability } = resolved;
    const principal: SessionPrincipal = { user, role, session, ability, apiKey: null };
    return resolved.renewed ? { principal, renewed: resolved.renewed } : { principal };
  }

  /** Who opened the caller's session on their behalf (the banner of an impersonated session), or null. */
  async impersonatorOf(principal: Pick<SessionPrincipal, 'session'>): Promise<Impersonator | null> {
    const operatorId = principal.session.impersonatorUserId;
    if (!operatorId) return null;
    const operator = await this.deps.team.findById(this.deps.db, operatorId);
    return operator ? { name: operator.user.name, email: operator.user.email } : null;
  }

  logout(principal: SessionPrincipal): Promise<void> {
    return this.deps.sessions.revoke(principal.session.id);
  }
}
