import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.ts';

describe('group commit', () => {
  it('writes items that arrive together in one flush and answers each its own result', async () => {
    const flushes: number[][] = [];
    const batches = new GroupCommit<number, number>(
      async (items) => {
        flushes.push(items);
        return items.map((item) => item * 2);
      },
      { maxBatch: 100, maxWaitMs: 5, concurrency: 1, onError: () => -1 },
    );
    const results = await Promise.all([1, 2, 3, 4].map((item) => batches.submit(item)));
    expect(results).toEqual([2, 4, 6, 8]);
    expect(flushes).toEqual([[1, 2, 3, 4]]);
  });

  it('gathers what arrives during a running flush into the next one, never more than maxBatch', async () => {
    const flushes: number[][] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const batches = new GroupCommit<number, number>(
      async (items) => {
        flushes.push(items);
        if (flushes.length === 1) await gate;
        return items;
      },
      { maxBatch: 3, maxWaitMs: 0, concurrency: 1, onError: () => -1 },
    );
    const first = batches.submit(0);
    const rest = [1, 2, 3, 4, 5].map((item) => batches.submit(item));
    release();
    await Promise.all([first, ...rest]);
    expect(flushes).toEqual([[0], [1, 2, 3], [4, 5]]);
  });

  it('answers every item of a failed flush with the error answer and goes on', async () => {
    let fail = true;
    const batches = new GroupCommit<number, string>(
      async (items) => {
        if (fail) {
          fail = false;
          throw new Error('database down');
        }
        return items.map(() => 'written');
      },
      { maxBatch: 10, maxWaitMs: 1, concurrency: 1, onError: () => 'not written' },
    );
    expect(await Promise.all([batches.submit(1), batches.submit(2)])).toEqual(['not written', 'not written']);
    expect(await batches.submit(3)).toBe('written');
  });

  it('drains: everything submitted is written before drain resolves', async () => {
    const written: number[] = [];
    const batches = new GroupCommit<number, void>(
      async (items) => {
        written.push(...items);
        return items.map(() => undefined);
      },
      { maxBatch: 2, maxWaitMs: 1000, concurrency: 1, onError: () => undefined },
    );
    for (const item of [1, 2, 3, 4, 5]) void batches.submit(item);
    await batches.drain();
    expect(written).toEqual([1, 2, 3, 4, 5]);
  });
});
