import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './app-error.ts';

export interface LimitRule {
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
  /** How long a key stays blocked once it has used its points (0: until the window ends). */
  blockSeconds?: number;
}

/** What a counter says of a window: its size, what is left and when it starts again. */
export interface LimitState {
  limit: number;
  remaining: number;
  resetSeconds: number;
  windowSeconds: number;
}

/** A named counter, in Redis when the app has one (shared by every API process), in memory otherwise. */
export class Limiter {
  private readonly limiter: RateLimiterMemory | RateLimiterRedis;
  constructor(
    name: string,
    readonly rule: LimitRule,
    redis?: Redis,
    /** What the 429 says: attempts (sign-in, codes) unless the counter counts requests (exports, search…). */
    private readonly counts: 'attempts' | 'requests' = 'attempts',
  ) {
    const options = {
      keyPrefix: `rl:${name}`,
      points: rule.points,
      duration: rule.windowSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    };
    this.limiter = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis })
      : new RateLimiterMemory(options);
  }

  /** Counts one attempt; throws RATE_LIMITED (with Retry-After) when the key has none left. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext, this.counts);
      throw error;
    }
  }

  /**
   * Counts one request and says what is left of the window (the RateLimit-* headers of a script's answers);
   * throws RATE_LIMITED, with the same figures, when there was none left.
   */
  async take(key: string): Promise<LimitState> {
    try {
      return this.stateOf(await this.limiter.consume(key));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const refused = rateLimited(error.msBeforeNext, this.counts);
      refused.options.limitState = this.stateOf(error);
      throw refused;
    }
  }

  private stateOf(result: RateLimiterRes): LimitState {
    return {
      limit: this.rule.points,
      remaining: Math.max(0, result.remainingPoints),
      resetSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
      windowSeconds: this.rule.windowSeconds,
    };
  }

  /** Throws RATE_LIMITED when the key has already used every attempt, without counting one. */
  async assertAvailable(key: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.rule.points) throw rateLimited(state.msBeforeNext, this.counts);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

function rateLimited(msBeforeNext: number, counts: 'attempts' | 'requests'): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('RATE_LIMITED', {
    retryAfterSeconds: seconds,
    params: { seconds },
    ...(counts === 'requests' ? { messageKey: 'errors.RATE_LIMITED_REQUESTS' as const } : {}),
  });
}
