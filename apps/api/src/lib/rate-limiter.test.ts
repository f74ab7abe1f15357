import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { Limiter } from './rate-limiter.ts';

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected RATE_LIMITED');
}

describe('rate limiter in memory', () => {
  it('refuses past the points with RATE_LIMITED and a Retry-After, per key', async () => {
    const limiter = new Limiter(`t-${randomBytes(4).toString('hex')}`, {
      points: 2,
      windowSeconds: 60,
      blockSeconds: 120,
    });
    await limiter.consume('a');
    await limiter.consume('a');
    const refused = await refusal(limiter.consume('a'));
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.options.retryAfterSeconds).toBeGreaterThan(60);
    await limiter.consume('b');
    await limiter.reset('a');
    await limiter.consume('a');
  });

  it('checks availability without spending a point', async () => {
    const limiter = new Limiter(`t-${randomBytes(4).toString('hex')}`, { points: 1, windowSeconds: 60 });
    await limiter.assertAvailable('x');
    await limiter.assertAvailable('x');
    await limiter.consume('x');
    await expect(limiter.assertAvailable('x')).rejects.toBeInstanceOf(AppError);
  });
});

// Shared counters are what lets several API processes enforce one limit; CI provides Redis (TEST_REDIS_URL).
describe.runIf(process.env.TEST_REDIS_URL)('rate limiter shared through Redis', () => {
  const first = new Redis(process.env.TEST_REDIS_URL ?? '', { maxRetriesPerRequest: 1 });
  const second = new Redis(process.env.TEST_REDIS_URL ?? '', { maxRetriesPerRequest: 1 });
  afterAll(async () => {
    await first.quit();
    await second.quit();
  });

  it('counts attempts made through two processes against one limit', async () => {
    const name = `shared-${randomBytes(4).toString('hex')}`;
    const processA = new Limiter(name, { points: 3, windowSeconds: 60 }, first);
    const processB = new Limiter(name, { points: 3, windowSeconds: 60 }, second);
    await processA.consume('203.0.113.7');
    await processB.consume('203.0.113.7');
    await processA.consume('203.0.113.7');
    const refused = await refusal(processB.consume('203.0.113.7'));
    expect(refused.code).toBe('RATE_LIMITED');
    await expect(processA.assertAvailable('203.0.113.7')).rejects.toBeInstanceOf(AppError);
    await processB.reset('203.0.113.7');
    await processA.assertAvailable('203.0.113.7');
  });
});
