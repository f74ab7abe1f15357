import { describe, expect, it } from 'vitest';
import { platformDateOf, startOfPlatformDay } from '../../lib/platform-time.ts';
import { addDays, eachDay, periodRange, weekComparison, weekStartOf } from './report-period.ts';

describe('report periods in the platform time zone', () => {
  it('starts weeks on Monday, months on the 1st and years on 1 January', () => {
    expect(weekStartOf('2026-11-24')).toBe('2026-11-23'); // a Tuesday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekStartOf('2027-01-02')).toBe('2026-12-28'); // across a year
    expect(periodRange('week', '2026-11-24')).toEqual({
      period: 'week',
      from: '2026-11-23',
      to: '2026-11-24',
    });
    expect(periodRange('month', '2026-02-28')).toEqual({
      period: 'month',
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(periodRange('year', '2026-11-24')).toEqual({
      period: 'year',
      from: '2026-01-01',
      to: '2026-11-24',
    });
    expect(periodRange('today', '2026-11-24')).toEqual({
      period: 'today',
      from: '2026-11-24',
      to: '2026-11-24',
    });
    expect(periodRange('all', '2026-11-24')).toEqual({ period: 'all', from: null, to: '2026-11-24' });
  });

  it('compares this week so far with the whole of last week', () => {
    expect(weekComparison('2026-11-24')).toEqual({
      thisWeek: ['2026-11-23', '2026-11-24'],
      lastWeek: ['2026-11-16', '2026-11-22'],
    });
    expect(weekComparison('2026-03-02').lastWeek).toEqual(['2026-02-23', '2026-03-01']);
  });

  it('counts leap days and month ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(eachDay('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('puts an instant on the platform day of Bangkok (no daylight saving): the month turns at 17:00 UTC', () => {
    const zone = 'Asia/Bangkok';
    expect(platformDateOf(new Date('2026-11-30T16:59:59Z'), zone)).toBe('2026-11-30');
    const today = platformDateOf(new Date('2026-11-30T17:00:00Z'), zone);
    expect(today).toBe('2026-12-01');
    expect(periodRange('month', today).from).toBe('2026-12-01');
    expect(startOfPlatformDay('2026-12-01', zone).toISOString()).toBe('2026-11-30T17:00:00.000Z');
  });

  it('keeps the right day across daylight saving (New York): 23- and 25-hour days', () => {
    const zone = 'America/New_York';
    // Clocks went forward on Sunday 8 March 2026: that day lasts 23 hours.
    const march8 = startOfPlatformDay('2026-03-08', zone);
    const march9 = startOfPlatformDay('2026-03-09', zone);
    expect((march9.getTime() - march8.getTime()) / 3_600_000).toBe(23);
    // Back on Sunday 1 November 2026: 25 hours.
    const nov1 = startOfPlatformDay('2026-11-01', zone);
    expect((startOfPlatformDay('2026-11-02', zone).getTime() - nov1.getTime()) / 3_600_000).toBe(25);
    // Just before and after local midnight on the short day, the week is the one starting Monday 2 March.
    const today = platformDateOf(new Date(march9.getTime() - 1), zone);
    expect(today).toBe('2026-03-08');
    expect(periodRange('week', today)).toEqual({ period: 'week', from: '2026-03-02', to: '2026-03-08' });
    expect(periodRange('week', platformDateOf(march9, zone)).from).toBe('2026-03-09');
  });
});
