import { describe, expect, it } from 'vitest';
import { startOfPlatformDay, zoneOffsetMs } from './platform-time.ts';

describe('platform time', () => {
  it('starts a Bangkok day at 17:00 UTC the day before', () => {
    expect(startOfPlatformDay('2026-11-22', 'Asia/Bangkok').toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(startOfPlatformDay('2026-11-22', 'Asia/Bangkok', 1).toISOString()).toBe(
      '2026-11-22T17:00:00.000Z',
    );
  });

  it('follows daylight saving time where a zone has it', () => {
    expect(startOfPlatformDay('2026-07-01', 'Europe/Berlin').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfPlatformDay('2026-12-01', 'Europe/Berlin').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(startOfPlatformDay('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('reads a zone offset', () => {
    expect(zoneOffsetMs(new Date('2026-01-01T00:00:00Z'), 'Asia/Bangkok')).toBe(7 * 3_600_000);
    expect(zoneOffsetMs(new Date('2026-01-01T00:00:00Z'), 'UTC')).toBe(0);
  });
});
