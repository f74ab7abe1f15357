import { describe, expect, it } from 'vitest';
import { dailyPace, projectRunOut } from './run-out.ts';

const usdt = (value: number) => BigInt(Math.round(value * 1_000_000));

describe('projected run-out', () => {
  it('averages the last seven full days', () => {
    const days = [usdt(100), usdt(10), usdt(12), usdt(14), usdt(10), usdt(12), usdt(14), usdt(15)];
    // The oldest (100) is outside the seven days: (10+12+14+10+12+14+15) / 7 = 12.428571
    expect(dailyPace(days, usdt(50))).toBe(12_428_571n);
  });

  it('counts from the first day with spend when spending started within the week', () => {
    expect(dailyPace([0n, 0n, 0n, 0n, 0n, usdt(20), usdt(10)], 0n)).toBe(usdt(15));
  });

  it("uses today's spend so far when nothing was spent before, and none without it", () => {
    expect(dailyPace([0n, 0n], usdt(3))).toBe(usdt(3));
    expect(dailyPace([], 0n)).toBe(0n);
  });

  it('says how many days are left, rounded down to a tenth, and the day it runs out', () => {
    expect(projectRunOut(usdt(80), usdt(12.4), '2026-11-24')).toEqual({
      daysLeft: 6.4,
      runsOutOn: '2026-11-30',
    });
    expect(projectRunOut(usdt(12.4), usdt(12.4), '2026-11-24')).toEqual({
      daysLeft: 1,
      runsOutOn: '2026-11-25',
    });
    expect(projectRunOut(usdt(5), usdt(12.4), '2026-12-31')).toEqual({
      daysLeft: 0.4,
      runsOutOn: '2026-12-31',
    });
  });

  it('has no end without a pace, is already out with nothing left, and names no date ten years out', () => {
    expect(projectRunOut(usdt(80), 0n, '2026-11-24')).toEqual({ daysLeft: null, runsOutOn: null });
    expect(projectRunOut(0n, usdt(1), '2026-11-24')).toEqual({ daysLeft: 0, runsOutOn: '2026-11-24' });
    expect(projectRunOut(-5n, usdt(1), '2026-11-24')).toEqual({ daysLeft: 0, runsOutOn: '2026-11-24' });
    expect(projectRunOut(usdt(1_000_000_000), 1n, '2026-11-24').runsOutOn).toBeNull();
  });
});
