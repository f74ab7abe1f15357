import { LOGIN_BYPASS_TTL_MINUTES, type LoginBypassLink, type SessionGrant } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { Redis } from 'ioredis';
import { type Actor, audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { Limiter } from '../../lib/rate-limiter.ts';
import type { AuthService, ClientContext } from '../auth/auth.service.ts';
import { actorOf, type Principal } from '../identity/principal.ts';
import type { UserTokenService } from '../identity/user-token.service.ts';
import type { TeamService, UserRow } from '../team/team.service.ts';

/**
 * Login-by-token: a platform operator creates a one-time, short-lived link that signs in as an advertiser
 * user. The session it opens is marked impersonated (the operator is recorded on it), and both the link's
 * creation and its use are in the action log of the advertiser.
 */
export class LoginBypassService {
  private readonly usePerIp: Limiter;

  constructor(
    private readonly deps: {
      db: Database;
      team: TeamService;
      auth: AuthService;
      userTokens: UserTokenService;
      publicUrl: string;
      redis?: Redis | undefined;
      now?: (() => Date) | undefined;
    },
  ) {
    this.usePerIp = new Limiter(
      'login-bypass-ip',
      { points: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
      deps.redis,
    );
  }

  /** From /ops: needs update on OpsAdvertiser. */
  createFor(principal: Principal, email: string): Promise<LoginBypassLink> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsAdvertiser');
    return this.create(actorOf(principal), email);
  }

  /** Also used by the CLI (`npm run login-link`), which names the operator it acts as. */
  async create(operator: Actor, email: string): Promise<LoginBypassLink> {
    if (!operator.userId) throw new AppError('FORBIDDEN');
    const found = await this.deps.team.findByEmail(this.deps.db, email);
    // Only an active advertiser user can be entered this way; operators cannot impersonate each other.
    if (!found?.user.advertiserId || found.user.status !== 'active') throw new AppError('NOT_FOUND');
    const target = found.user;
    return this.deps.db.transaction(async (tx) => {
      const { token, row } = await this.deps.userTokens.issue(
        tx,
        target.id,
        'login_bypass',
        LOGIN_BYPASS_TTL_MINUTES * 60_000,
        { createdByUserId: operator.userId },
      );
      await audit.created(
        tx,
        operator,
        { advertiserId: target.advertiserId, subject: 'LoginBypass', subjectId: row.id },
        { userId: target.id, email: target.email, expiresAt: row.expiresAt },
      );
      return {
        url: `${this.deps.publicUrl}/login-bypass/${token}`,
        expires_at: row.expiresAt.toISOString(),
        user: { id: target.id, name: target.name, email: target.email },
      };
    });
  }

  /** Opens the impersonated session; an unknown, used or expired token is a 404. */
  async use(token: string, client: ClientContext): Promise<SessionGrant> {
    await this.usePerIp.consume(client.ip);
    const consumed = await this.deps.userTokens.consume(this.deps.db, token, 'login_bypass');
    if (!consumed?.createdByUserId) throw new AppError('NOT_FOUND');
    const target = await this.deps.team.findById(this.deps.db, consumed.userId);
    const operator = await this.deps.team.findById(this.deps.db, consumed.createdByUserId);
    if (!target || !operator || target.user.status !== 'active' || operator.user.status !== 'active') {
      throw new AppError('NOT_FOUND');
    }
    const grant = await this.deps.auth.openSession(target.user, target.role, false, client, operator.user.id);
    await audit.created(
      this.deps.db,
      this.operatorActor(operator.user),
      { advertiserId: target.user.advertiserId, subject: 'ImpersonatedSession', subjectId: target.user.id },
      { userId: target.user.id, email: target.user.email, operator: operator.user.email, ip: client.ip },
    );
    return grant;
  }

  private operatorActor(user: UserRow): Actor {
    return { userId: user.id, name: user.name, impersonatorUserId: null };
  }
}
