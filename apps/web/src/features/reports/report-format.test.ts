import { describe, expect, it } from 'vitest';
import { isIsoDay, shiftDay } from './report-format.ts';

describe('report days', () => {
  it('takes only real calendar days from routes and addresses', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-1-01')).toBe(false);
    expect(isIsoDay('')).toBe(false);
    expect(isIsoDay(null)).toBe(false);
  });
  it('steps days across months and years in calendar arithmetic', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    // A daylight-saving change in the browser's zone never shifts a platform day.
    expect(shiftDay('2026-03-29', 1)).toBe('2026-03-30');
  });
});
