import type { Redis } from 'ioredis';
import { Limiter, type LimitRule } from '../../lib/rate-limiter.ts';

export interface AuthLimitRules {
  loginPerIp: LimitRule;
  loginFailuresPerEmail: LimitRule;
  registerPerIp: LimitRule;
  registerPerEmail: LimitRule;
  /** Sending the confirmation email again, per client IP and per email (the account to be). */
  resendPerIp: LimitRule;
  resendPerEmail: LimitRule;
  /** Confirmation links refused (unknown, used or expired), per client IP. */
  confirmRefusalsPerIp: LimitRule;
  /** The find-token check of every page load, per client IP. */
  findTokenPerIp: LimitRule;
}

export function authLimitsFrom(config: {
  LOGIN_ATTEMPTS_PER_IP: number;
  LOGIN_FAILURES_PER_EMAIL: number;
  REGISTRATIONS_PER_IP: number;
}): AuthLimitRules {
  return {
    loginPerIp: { points: config.LOGIN_ATTEMPTS_PER_IP, windowSeconds: 15 * 60 },
    loginFailuresPerEmail: {
      points: config.LOGIN_FAILURES_PER_EMAIL,
      windowSeconds: 15 * 60,
      blockSeconds: 15 * 60,
    },
    registerPerIp: { points: config.REGISTRATIONS_PER_IP, windowSeconds: 60 * 60 },
    registerPerEmail: { points: 5, windowSeconds: 60 * 60 },
    resendPerIp: { points: 10, windowSeconds: 60 * 60 },
    resendPerEmail: { points: 3, windowSeconds: 60 * 60 },
    confirmRefusalsPerIp: { points: 20, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
    findTokenPerIp: { points: 300, windowSeconds: 60 },
  };
}

export type AuthLimiters = Record<keyof AuthLimitRules, Limiter>;

export function createAuthLimiters(rules: AuthLimitRules, redis?: Redis): AuthLimiters {
  return {
    confirmRefusalsPerIp: new Limiter('register-confirm-ip', rules.confirmRefusalsPerIp, redis),
    findTokenPerIp: new Limiter('find-token-ip', rules.findTokenPerIp, redis),
    loginPerIp: new Limiter('login-ip', rules.loginPerIp, redis),
    loginFailuresPerEmail: new Limiter('login-email', rules.loginFailuresPerEmail, redis),
    registerPerIp: new Limiter('register-ip', rules.registerPerIp, redis),
    registerPerEmail: new Limiter('register-email', rules.registerPerEmail, redis),
    resendPerIp: new Limiter('register-resend-ip', rules.resendPerIp, redis),
    resendPerEmail: new Limiter('register-resend-email', rules.resendPerEmail, redis),
  };
}
