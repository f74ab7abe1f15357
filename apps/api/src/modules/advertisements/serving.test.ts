import { describe, expect, it } from 'vitest';
import { isWithinSchedule, platformClockOf } from './schedule.ts';
import { nextChargeMicros, notServingReasons, type ServingInput } from './serving.ts';

const week = (ranges: { start: string; end: string }[]) => Array.from({ length: 7 }, () => ranges);
// 2026-11-23 is a Monday; 03:30 UTC is 10:30 in Bangkok.
const mondayMorning = new Date('2026-11-23T03:30:00Z');
const live: ServingInput = {
  type: 'click',
  status: 'approved',
  display: 'online',
  schedule: { enabled: false, week: week([]) },
  budget: null,
  activeTargets: 1,
  balanceMicros: 5_000_000n,
  cheapestBidMicros: 500_000n,
};

describe('the weekly schedule', () => {
  it("reads the weekday and time in the platform's time zone", () => {
    expect(platformClockOf(mondayMorning, 'Asia/Bangkok')).toEqual({ weekday: 0, time: '10:30' });
    expect(platformClockOf(new Date('2026-11-22T18:00:00Z'), 'Asia/Bangkok')).toEqual({
      weekday: 0,
      time: '01:00',
    });
  });
  it('serves inside a range (start included, end excluded) and always when disabled', () => {
    const schedule = { enabled: true, week: [[{ start: '10:30', end: '11:00' }], [], [], [], [], [], []] };
    expect(isWithinSchedule(schedule, mondayMorning, 'Asia/Bangkok')).toBe(true);
    expect(isWithinSchedule(schedule, new Date('2026-11-23T04:00:00Z'), 'Asia/Bangkok')).toBe(false);
    expect(isWithinSchedule(schedule, new Date('2026-11-24T03:30:00Z'), 'Asia/Bangkok')).toBe(false);
    expect(
      isWithinSchedule({ ...schedule, enabled: false }, new Date('2026-11-24T03:30:00Z'), 'Asia/Bangkok'),
    ).toBe(true);
    const lateNight = { enabled: true, week: week([{ start: '23:00', end: '24:00' }]) };
    expect(isWithinSchedule(lateNight, new Date('2026-11-23T16:59:00Z'), 'Asia/Bangkok')).toBe(true);
  });
});

describe('whether an ad serves', () => {
  const reasons = (patch: Partial<ServingInput>, today = '2026-11-23') =>
    notServingReasons({ ...live, ...patch }, mondayMorning, today, 'Asia/Bangkok');
  it('serves when approved, online, in schedule, within budget, with a live bid and the balance for it', () => {
    expect(reasons({})).toEqual([]);
  });
  it('names every reason it does not', () => {
    expect(reasons({ status: 'pending' })).toEqual(['not_approved']);
    expect(reasons({ display: 'offline' })).toEqual(['offline']);
    expect(reasons({ schedule: { enabled: true, week: week([{ start: '12:00', end: '13:00' }]) } })).toEqual([
      'out_of_schedule',
    ]);
    const budget = {
      amountMicros: 1_000_000n,
      period: 'daily' as const,
      start: '2026-11-01',
      end: null,
      spentMicros: 0n,
    };
    expect(reasons({ budget: { ...budget, start: '2026-12-01' } })).toEqual(['budget_not_started']);
    expect(reasons({ budget: { ...budget, end: '2026-11-22' } })).toEqual(['budget_ended']);
    expect(reasons({ budget: { ...budget, spentMicros: 1_000_000n } })).toEqual(['budget_spent']);
    // One more click costs up to the cheapest max bid (0.5): the budget must still cover it, to the micro.
    expect(reasons({ budget: { ...budget, spentMicros: 500_000n } })).toEqual([]);
    expect(reasons({ budget: { ...budget, spentMicros: 500_001n } })).toEqual(['budget_spent']);
    expect(reasons({ activeTargets: 0, cheapestBidMicros: null })).toEqual(['no_active_targets']);
    expect(reasons({ balanceMicros: 400_000n })).toEqual(['balance_low']);
    expect(reasons({ balanceMicros: 500_000n })).toEqual([]);
    expect(reasons({ status: 'banned', display: 'offline', balanceMicros: 0n })).toEqual([
      'not_approved',
      'offline',
      'balance_low',
    ]);
  });
});

describe('one more charge of an impression ad', () => {
  const impressions = (patch: Partial<ServingInput>) =>
    notServingReasons({ ...live, type: 'impression', ...patch }, mondayMorning, '2026-11-23', 'Asia/Bangkok');
  it('is a thousandth of the CPM bid, rounded up', () => {
    expect(nextChargeMicros('impression', 500_000n)).toBe(500n);
    expect(nextChargeMicros('impression', 100_001n)).toBe(101n);
    expect(nextChargeMicros('click', 500_000n)).toBe(500_000n);
  });
  it('keeps an impression ad serving while the balance covers one impression', () => {
    expect(impressions({ balanceMicros: 500n })).toEqual([]);
    expect(impressions({ balanceMicros: 499n })).toEqual(['balance_low']);
    const budget = { amountMicros: 1_000_000n, period: 'lifetime' as const, start: '2026-11-01', end: null };
    expect(impressions({ budget: { ...budget, spentMicros: 999_500n } })).toEqual([]);
    expect(impressions({ budget: { ...budget, spentMicros: 999_501n } })).toEqual(['budget_spent']);
  });
});
