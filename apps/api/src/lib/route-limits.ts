import type { Redis } from 'ioredis';
import { Limiter, type LimitRule } from './rate-limiter.ts';

/** Whose requests one counter counts: the signed-in user's, their advertiser's (every user of it), or an address's. */
export type LimitScope = 'user' | 'advertiser' | 'ip';

export interface ScopedLimitRule extends LimitRule {
  per: LimitScope;
}

const HOUR = 60 * 60;

/**
 * The limits of the routes whose requests cost something (a stored message, an export, a payment created at the
 * provider, a search over every table), set where no honest user meets them. A route names one in its
 * declaration (`limit:` of authenticatedRoutes); docs/ARCHITECTURE.md lists them.
 */
export const DEFAULT_ROUTE_LIMITS = {
  /** Starting a support conversation or replying in one. */
  message: [
    { per: 'user', points: 60, windowSeconds: HOUR },
    { per: 'advertiser', points: 200, windowSeconds: HOUR },
  ],
  /** The CSV/XLSX exports (ads, deposits, statement, day expense, clicks), counted together. */
  export: [
    { per: 'user', points: 60, windowSeconds: HOUR },
    { per: 'advertiser', points: 200, windowSeconds: HOUR },
  ],
  /** A new Telegram deep link (each replaces the last). */
  telegramLink: [{ per: 'user', points: 30, windowSeconds: HOUR }],
  /** The sandbox bot's Start (it writes the chat and sends a message). */
  telegramSandboxStart: [{ per: 'user', points: 30, windowSeconds: HOUR }],
  /** The layout's search bar (typed as the user types, debounced). */
  search: [{ per: 'user', points: 120, windowSeconds: 60 }],
  /** A deposit: a crypto one creates a payment at the provider. */
  depositCreate: [
    { per: 'user', points: 20, windowSeconds: HOUR },
    { per: 'advertiser', points: 50, windowSeconds: HOUR },
  ],
} satisfies Record<string, ScopedLimitRule[]>;

export type RouteLimitName = keyof typeof DEFAULT_ROUTE_LIMITS;
export type RouteLimitRules = Record<RouteLimitName, ScopedLimitRule[]>;

/** Who made a request, as far as a limit cares; a scope whose key is missing (an operator's advertiser) is skipped. */
export interface LimitedCaller {
  userId: string;
  advertiserId: string | null;
  ip: string;
}

/** One route limit: a counter per scope, all shared through Redis when the app has it. */
export class RouteLimit {
  private readonly counters: { per: LimitScope; limiter: Limiter }[];
  constructor(name: RouteLimitName, rules: ScopedLimitRule[], redis?: Redis) {
    this.counters = rules.map((rule) => ({
      per: rule.per,
      limiter: new Limiter(`route-${name}-${rule.per}`, rule, redis, 'requests'),
    }));
  }

  /** Counts one request in every scope, the narrowest first; throws RATE_LIMITED (with Retry-After) past one. */
  async consume(caller: LimitedCaller): Promise<void> {
    for (const { per, limiter } of this.counters) {
      const key = per === 'user' ? caller.userId : per === 'advertiser' ? caller.advertiserId : caller.ip;
      if (key) await limiter.consume(key);
    }
  }
}

export type RouteLimits = Record<RouteLimitName, RouteLimit>;

export function createRouteLimits(overrides: Partial<RouteLimitRules> = {}, redis?: Redis): RouteLimits {
  const rules: RouteLimitRules = { ...DEFAULT_ROUTE_LIMITS, ...overrides };
  return Object.fromEntries(
    Object.entries(rules).map(([name, scoped]) => [
      name,
      new RouteLimit(name as RouteLimitName, scoped, redis),
    ]),
  ) as RouteLimits;
}
