import type { Redis } from 'ioredis';
import { Limiter, type LimitRule } from '../../lib/rate-limiter.ts';

export interface RecoveryLimitRules {
  /** Reset emails asked for one address (known or not: the same count, so it reveals nothing). */
  forgotPerEmail: LimitRule;
  forgotPerIp: LimitRule;
  /** Opening and submitting reset or change-password links. */
  linkPerIp: LimitRule;
}

/**
 * 5 reset emails per address and 20 per IP in 15 minutes; whoever goes past it is blocked for longer than
 * the window (backoff), so hammering the form only lengthens the wait.
 */
export const DEFAULT_RECOVERY_LIMITS: RecoveryLimitRules = {
  forgotPerEmail: { points: 5, windowSeconds: 15 * 60, blockSeconds: 30 * 60 },
  forgotPerIp: { points: 20, windowSeconds: 15 * 60, blockSeconds: 30 * 60 },
  linkPerIp: { points: 30, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
};

export type RecoveryLimiters = Record<keyof RecoveryLimitRules, Limiter>;

export function createRecoveryLimiters(
  rules: RecoveryLimitRules = DEFAULT_RECOVERY_LIMITS,
  redis?: Redis,
): RecoveryLimiters {
  return {
    forgotPerEmail: new Limiter('forgot-email', rules.forgotPerEmail, redis),
    forgotPerIp: new Limiter('forgot-ip', rules.forgotPerIp, redis),
    linkPerIp: new Limiter('recovery-link-ip', rules.linkPerIp, redis),
  };
}
