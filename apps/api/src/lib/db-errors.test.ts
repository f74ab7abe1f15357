import { describe, expect, it } from 'vitest';
import { isUniqueViolation, retryingConflicts } from './db-errors.ts';

/** An error as drizzle throws it: the driver's error, with its SQLSTATE, as the cause. */
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: { code } });

describe('database errors', () => {
  it('runs a transaction again after a deadlock or a serialization failure, and answers what the last run did', async () => {
    const failures = [wrapped('40P01'), wrapped('40001')];
    let runs = 0;
    const answer = await retryingConflicts(async () => {
      runs += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'written';
    });
    expect(answer).toBe('written');
    expect(runs).toBe(3);
  });

  it('gives up after the attempts, and never runs again after any other error', async () => {
    let runs = 0;
    await expect(
      retryingConflicts(async () => {
        runs += 1;
        throw wrapped('40P01');
      }, 2),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(2);
    runs = 0;
    await expect(
      retryingConflicts(async () => {
        runs += 1;
        throw wrapped('23505');
      }),
    ).rejects.toSatisfy(isUniqueViolation);
    expect(runs).toBe(1);
  });
});
