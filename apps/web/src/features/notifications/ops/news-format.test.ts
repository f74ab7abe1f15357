import { describe, expect, it } from 'vitest';
import { formatSentMoment } from './news-format.ts';

describe('when a dispatch was sent', () => {
  it('is its time alone on the platform day it was queued, and in full on a later one', () => {
    // 02:30 UTC is 09:30 in Bangkok (the platform's zone); 17:05 UTC is already the next platform day.
    const queued = '2026-11-24T02:30:00Z';
    expect(formatSentMoment('2026-11-24T02:31:00Z', queued, 'en')).toBe('9:31 AM UTC+7');
    expect(formatSentMoment('2026-11-24T17:05:00Z', queued, 'en')).toBe('Nov 25, 2026, 12:05 AM UTC+7');
    expect(formatSentMoment('2026-11-24T02:31:00Z', queued, 'th')).toBe('09:31 UTC+7');
  });
});
