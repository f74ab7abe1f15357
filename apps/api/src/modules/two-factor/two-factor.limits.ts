import type { Redis } from 'ioredis';
import { Limiter, type LimitRule } from '../../lib/rate-limiter.ts';

export interface TwoFactorLimitRules {
  /** Wrong codes and unknown challenges from one address (sign-in, enable, disable). */
  failuresPerIp: LimitRule;
  /**
   * Wrong sign-in codes for one user; once used up the user is blocked for a while (backoff). Inside a session
   * (enable, disable) the per-session and per-user counts are auth/current-credential.limits.ts'.
   */
  failuresPerUser: LimitRule;
}

export const DEFAULT_TWO_FACTOR_LIMITS: TwoFactorLimitRules = {
  failuresPerIp: { points: 30, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  failuresPerUser: { points: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
};

export type TwoFactorLimiters = Record<keyof TwoFactorLimitRules, Limiter>;

export function createTwoFactorLimiters(rules: TwoFactorLimitRules, redis?: Redis): TwoFactorLimiters {
  return {
    failuresPerIp: new Limiter('2fa-ip', rules.failuresPerIp, redis),
    failuresPerUser: new Limiter('2fa-user', rules.failuresPerUser, redis),
  };
}
