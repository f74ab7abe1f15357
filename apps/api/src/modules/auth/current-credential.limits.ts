import type { Redis } from 'ioredis';
import { Limiter, type LimitRule } from '../../lib/rate-limiter.ts';
import type { SessionPrincipal } from '../identity/principal.ts';

export interface CurrentCredentialLimitRules {
  /** Wrong current passwords and two-step codes given by one session. */
  failuresPerSession: LimitRule;
  /** The same for one user, whatever the session: a second session does not start over. */
  failuresPerUser: LimitRule;
}

/** 5 wrong answers per session and 10 per user in 15 minutes; past them the check waits out the window. */
export const DEFAULT_CURRENT_CREDENTIAL_LIMITS: CurrentCredentialLimitRules = {
  failuresPerSession: { points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  failuresPerUser: { points: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
};

/**
 * Limits the routes that check the current password or a two-step code inside a session (changing the password,
 * turning two-step on or off), so a stolen session cannot guess them. Only wrong answers count, and a right one
 * resets nothing: the window ends on its own, so a check the caller can make succeed (turning two-step on with
 * their own authenticator) cannot buy more guesses.
 */
export class CurrentCredentialGuard {
  private readonly perSession: Limiter;
  private readonly perUser: Limiter;
  constructor(rules: CurrentCredentialLimitRules = DEFAULT_CURRENT_CREDENTIAL_LIMITS, redis?: Redis) {
    this.perSession = new Limiter('credential-session', rules.failuresPerSession, redis);
    this.perUser = new Limiter('credential-user', rules.failuresPerUser, redis);
  }

  /** Throws RATE_LIMITED (with Retry-After) when the session or the user has no attempt left; counts nothing. */
  async assertAvailable(principal: Pick<SessionPrincipal, 'user' | 'session'>): Promise<void> {
    await this.perSession.assertAvailable(principal.session.id);
    await this.perUser.assertAvailable(principal.user.id);
  }

  /** Counts one wrong answer against the session and the user. */
  async failed(principal: Pick<SessionPrincipal, 'user' | 'session'>): Promise<void> {
    await this.perSession.consume(principal.session.id);
    await this.perUser.consume(principal.user.id);
  }
}
