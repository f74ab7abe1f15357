import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { RouteLimit, type ScopedLimitRule } from './route-limits.ts';

const RULES: ScopedLimitRule[] = [
  { per: 'user', points: 2, windowSeconds: 60 },
  { per: 'advertiser', points: 3, windowSeconds: 60 },
];

const caller = (advertiserId: string | null) => ({ userId: randomUUID(), advertiserId, ip: '203.0.113.5' });

describe('route limit in memory', () => {
  it('counts per user and per advertiser: a second user of a used-up advertiser is refused too', async () => {
    const limit = new RouteLimit('search', RULES);
    const advertiserId = randomUUID();
    const first = caller(advertiserId);
    await limit.consume(first);
    await limit.consume(first);
    await expect(limit.consume(first)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const second = caller(advertiserId);
    await limit.consume(second);
    await expect(limit.consume(second)).rejects.toBeInstanceOf(AppError);
    // An operator has no advertiser: only the user scope counts.
    const operator = caller(null);
    await limit.consume(operator);
    await limit.consume(operator);
    await expect(limit.consume(operator)).rejects.toBeInstanceOf(AppError);
  });
});

// Several API processes share one limit through Redis (CI provides it: TEST_REDIS_URL).
describe.runIf(process.env.TEST_REDIS_URL)('route limit shared through Redis', () => {
  const first = new Redis(process.env.TEST_REDIS_URL ?? '', { maxRetriesPerRequest: 1 });
  const second = new Redis(process.env.TEST_REDIS_URL ?? '', { maxRetriesPerRequest: 1 });
  afterAll(async () => {
    await first.quit();
    await second.quit();
  });

  it('counts the requests two processes answer against one limit', async () => {
    // A fresh user and advertiser: the keys are new even though the limit's name is the real one.
    const who = caller(`adv-${randomBytes(4).toString('hex')}`);
    const processA = new RouteLimit('export', RULES, first);
    const processB = new RouteLimit('export', RULES, second);
    await processA.consume(who);
    await processB.consume(who);
    await expect(processA.consume(who)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(processB.consume(who)).rejects.toBeInstanceOf(AppError);
  });
});
