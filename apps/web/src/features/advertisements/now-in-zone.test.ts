import { describe, expect, it } from 'vitest';
import { nowInZone } from './ad-format.ts';

describe("the schedule's now", () => {
  it("is the weekday and minute on the schedule's clock, not the browser's", () => {
    // Sunday 20:16 UTC is Monday 03:16 in Bangkok.
    const at = new Date('2026-11-22T20:16:00Z');
    expect(nowInZone('Asia/Bangkok', at)).toEqual({ day: 0, minutes: 196, time: '03:16' });
    expect(nowInZone('UTC', at)).toEqual({ day: 6, minutes: 1216, time: '20:16' });
  });
});
