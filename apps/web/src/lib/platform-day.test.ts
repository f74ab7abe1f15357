import { describe, expect, it } from 'vitest';
import { formatPlatformDay, formatPointAt, isHourPoint } from './platform-day.ts';

describe('platform days', () => {
  it('formats a day as the calendar day it names, in any zone', () => {
    expect(formatPlatformDay('2025-03-05', 'en')).toBe('Mar 5, 2025');
    expect(formatPlatformDay('2025-03-05', 'en', 'short')).toBe('Mar 5');
    expect(formatPlatformDay('2025-12-31', 'en', 'full')).toBe('Wednesday, December 31, 2025');
    expect(formatPlatformDay('not a day', 'en')).toBe('not a day');
  });

  it('tells hours from days and labels them', () => {
    expect(isHourPoint('2025-03-05T14')).toBe(true);
    expect(isHourPoint('2025-03-05')).toBe(false);
    expect(formatPointAt('2025-03-05T14', 'en-GB')).toBe('14:00');
    expect(formatPointAt('2025-03-05T09', 'en')).toBe('9:00 AM');
    expect(formatPointAt('2025-03-05T09', 'en', 'long')).toBe('Mar 5, 2025 9:00 AM');
    expect(formatPointAt('2025-03-05', 'en')).toBe('Mar 5');
  });
});
