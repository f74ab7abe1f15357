import type { Redis } from 'ioredis';
import { Limiter, type LimitRule } from '../../lib/rate-limiter.ts';

export interface AuthLimitRules {
  loginPerIp: LimitRule;
  loginFailuresPerEmail: LimitRule;
  registerPerIp: LimitRule;
  registerPerEmail: LimitRule;
}

export const DEFAULT_AUTH_LIMITS: AuthLimitRules = {
  loginPerIp: { points: 30, windowSeconds: 15 * 60 },
  loginFailuresPerEmail: { points: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  registerPerIp: { points: 10, windowSeconds: 60 * 60 },
  registerPerEmail: { points: 5, windowSeconds: 60 * 60 },
};

export type AuthLimiters = Record<keyof AuthLimitRules, Limiter>;

export function createAuthLimiters(rules: AuthLimitRules, redis?: Redis): AuthLimiters {
  return {
    loginPerIp: new Limiter('login-ip', rules.loginPerIp, redis),
    loginFailuresPerEmail: new Limiter('login-email', rules.loginFailuresPerEmail, redis),
    registerPerIp: new Limiter('register-ip', rules.registerPerIp, redis),
    registerPerEmail: new Limiter('register-email', rules.registerPerEmail, redis),
  };
}
