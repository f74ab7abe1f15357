import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dayInZone,
  formatCount,
  formatDate,
  formatDateTime,
  formatMomentRange,
  formatPlatformDay,
  formatPlatformDayRange,
  formatPlatformHourSpan,
  formatPointAt,
  formatRecent,
  formatShare,
  formatTime,
  fromZonedInput,
  isHourPoint,
  platformTimeZone,
  platformToday,
  toZonedInput,
  zoneLabel,
} from './format.ts';

/** 20:16 UTC on Nov 23: still the 23rd in New York and London, already 03:16 on the 24th in Bangkok. */
const NEAR_MIDNIGHT = '2026-11-23T20:16:00Z';
/** 16:59:59 UTC: one second before the platform's midnight (UTC+7). */
const LAST_SECOND = '2026-11-23T16:59:59Z';

/** The browser's zone of each run: one far from the platform's (UTC-5), one equal to it. */
const BROWSER_ZONES = ['America/New_York', 'Asia/Bangkok'] as const;

const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

describe('the platform zone', () => {
  it('is the API default when the page names none, and is said as people read it', () => {
    expect(platformTimeZone()).toBe('Asia/Bangkok');
    expect(zoneLabel('Asia/Bangkok', new Date(NEAR_MIDNIGHT))).toBe('UTC+7');
    expect(zoneLabel('Asia/Kolkata', new Date(NEAR_MIDNIGHT))).toBe('UTC+5:30');
    expect(zoneLabel('America/New_York', new Date(NEAR_MIDNIGHT))).toBe('UTC-5');
    expect(zoneLabel('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe('UTC-4');
    expect(zoneLabel('UTC', new Date(NEAR_MIDNIGHT))).toBe('UTC');
  });
});

for (const browserZone of BROWSER_ZONES) {
  describe(`in a browser on ${browserZone}`, () => {
    beforeAll(() => {
      // Node reads TZ again when it changes: the reader's own clock for everything not given a zone.
      process.env.TZ = browserZone;
    });

    it('puts a moment near midnight on the platform day, never the browser day', () => {
      expect(new Date(NEAR_MIDNIGHT).getTimezoneOffset()).toBe(
        browserZone === 'America/New_York' ? 300 : -420,
      );
      expect(dayInZone(NEAR_MIDNIGHT)).toBe('2026-11-24');
      expect(dayInZone(LAST_SECOND)).toBe('2026-11-23');
      expect(dayInZone('2026-11-23T17:00:00Z')).toBe('2026-11-24');
      expect(platformToday(new Date(NEAR_MIDNIGHT))).toBe('2026-11-24');
      expect(dayInZone(NEAR_MIDNIGHT, { timeZone: 'America/New_York' })).toBe('2026-11-23');
    });

    it('writes dates and times in English on the platform clock, naming the zone', () => {
      expect(formatDate(NEAR_MIDNIGHT, 'en')).toBe('Nov 24, 2026');
      expect(formatDateTime(NEAR_MIDNIGHT, 'en')).toBe('Nov 24, 2026, 3:16 AM UTC+7');
      expect(formatDateTime(LAST_SECOND, 'en', { seconds: true })).toBe('Nov 23, 2026, 11:59:59 PM UTC+7');
      expect(formatTime(NEAR_MIDNIGHT, 'en')).toBe('3:16 AM UTC+7');
      // The statement's time and its day agree: both the 24th.
      expect(formatPlatformDay(dayInZone(NEAR_MIDNIGHT), 'en', 'short')).toBe('Nov 24');
      expect(formatDateTime(NEAR_MIDNIGHT, 'en', { timeZone: 'America/New_York' })).toBe(
        'Nov 23, 2026, 3:16 PM UTC-5',
      );
    });

    it('writes Thai with Buddhist Era years everywhere, including platform days', () => {
      expect(formatDate(NEAR_MIDNIGHT, 'th')).toBe('24 พ.ย. 2569');
      expect(formatDateTime(NEAR_MIDNIGHT, 'th')).toBe('24 พ.ย. 2569 03:16 UTC+7');
      expect(formatDateTime(LAST_SECOND, 'th', { seconds: true })).toBe('23 พ.ย. 2569 23:59:59 UTC+7');
      expect(formatTime(NEAR_MIDNIGHT, 'th')).toBe('03:16 UTC+7');
      expect(formatPlatformDay('2026-11-24', 'th')).toBe('24 พ.ย. 2569');
      expect(formatPlatformDay('2026-11-24', 'th', 'full')).toBe('วันอังคารที่ 24 พฤศจิกายน พ.ศ. 2569');
    });

    it('writes Chinese on the platform clock', () => {
      expect(formatDate(NEAR_MIDNIGHT, 'zh')).toBe('2026年11月24日');
      expect(formatDateTime(NEAR_MIDNIGHT, 'zh')).toBe('2026年11月24日 03:16 UTC+7');
      expect(formatDateTime(LAST_SECOND, 'zh', { seconds: true })).toBe('2026年11月23日 23:59:59 UTC+7');
      expect(formatTime(NEAR_MIDNIGHT, 'zh')).toBe('03:16 UTC+7');
      expect(formatPlatformDay('2026-11-24', 'zh', 'short')).toBe('11月24日');
    });

    it('turns field values on the platform wall clock into moments and back', () => {
      expect(toZonedInput(NEAR_MIDNIGHT)).toBe('2026-11-24T03:16');
      expect(fromZonedInput('2026-11-24T03:16')).toBe('2026-11-23T20:16:00.000Z');
      expect(fromZonedInput('2026-11-24T00:00')).toBe('2026-11-23T17:00:00.000Z');
      expect(fromZonedInput('')).toBeNull();
      expect(fromZonedInput('24/11/2026')).toBeNull();
      expect(toZonedInput(null)).toBe('');
      // Across a DST change of another zone: 01:30 on the morning New York falls back is its first 01:30 (EDT).
      expect(fromZonedInput('2026-11-01T01:30', { timeZone: 'America/New_York' })).toBe(
        '2026-11-01T05:30:00.000Z',
      );
      expect(fromZonedInput('2026-07-01T12:00', { timeZone: 'America/New_York' })).toBe(
        '2026-07-01T16:00:00.000Z',
      );
    });

    it('writes recent moments briefly, by the platform day', () => {
      const now = new Date('2026-11-23T23:00:00Z'); // 06:00 on the 24th in Bangkok, 18:00 on the 23rd in New York
      expect(formatRecent(NEAR_MIDNIGHT, 'en', { now })).toBe('3:16 AM UTC+7');
      expect(formatRecent(LAST_SECOND, 'en', { now })).toBe('Nov 23');
      expect(formatRecent('2025-01-05T10:00:00Z', 'en', { now })).toBe('Jan 5, 2025');
      expect(formatRecent(NEAR_MIDNIGHT, 'th', { now })).toBe('03:16 UTC+7');
    });
  });
}

/** Intl puts thin spaces around a range's dash: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

describe('ranges, platform days and hours', () => {
  it('writes ranges with their shared parts once', () => {
    expect(plain(formatPlatformDayRange('2026-11-01', '2026-11-30', 'en'))).toBe('Nov 1 – 30, 2026');
    expect(formatPlatformDayRange('2026-11-30', '2026-11-01', 'en')).toBe('2026-11-30 – 2026-11-01');
    expect(plain(formatMomentRange('2026-11-01T00:00:00+07:00', '2026-11-30T23:59:00+07:00', 'en'))).toBe(
      'Nov 1 – 30, 2026',
    );
    expect(
      plain(
        formatMomentRange('2026-11-01T09:00:00+07:00', '2026-11-01T17:00:00+07:00', 'en', { withTime: true }),
      ),
    ).toBe('Nov 1, 2026, 9:00 AM – 5:00 PM UTC+7');
    expect(formatMomentRange('2026-11-01T00:00:00+07:00', '2026-11-30T00:00:00+07:00', 'th')).toContain(
      '2569',
    );
  });

  it('formats a platform day as the calendar day it names', () => {
    expect(formatPlatformDay('2025-03-05', 'en')).toBe('Mar 5, 2025');
    expect(formatPlatformDay('2025-03-05', 'en', 'short')).toBe('Mar 5');
    expect(formatPlatformDay('2025-03-05', 'en', 'weekday')).toBe('Wed, Mar 5, 2025');
    expect(formatPlatformDay('2025-12-31', 'en', 'full')).toBe('Wednesday, December 31, 2025');
    expect(formatPlatformDay('not a day', 'en')).toBe('not a day');
    expect(formatPlatformDay(null, 'en')).toBe('—');
  });

  it('tells hours from days and labels them', () => {
    expect(isHourPoint('2025-03-05T14')).toBe(true);
    expect(isHourPoint('2025-03-05')).toBe(false);
    expect(formatPointAt('2025-03-05T14', 'en-GB')).toBe('14:00');
    expect(formatPointAt('2025-03-05T09', 'en')).toBe('9:00 AM');
    expect(formatPointAt('2025-03-05T09', 'en', 'long')).toBe('Mar 5, 2025 9:00 AM');
    expect(formatPointAt('2025-03-05', 'en')).toBe('Mar 5');
    expect(formatPointAt('2025-03-05', 'th')).toBe('5 มี.ค.');
  });

  it('writes the hour a report row spans as the chart writes its start, in each language', () => {
    expect(plain(formatPlatformHourSpan('2025-03-05T14', 'en'))).toBe('2:00 PM – 3:00 PM');
    expect(formatPlatformHourSpan('2025-03-05T14', 'th')).toBe('14:00 – 15:00');
    expect(formatPlatformHourSpan('2025-03-05T09', 'zh')).toBe('9:00 – 10:00');
    expect(plain(formatPlatformHourSpan('2025-03-05T23', 'en'))).toBe('11:00 PM – 12:00 AM');
    expect(formatPlatformHourSpan('2025-03-05T23', 'th')).toBe('23:00 – 0:00');
    expect(formatPointAt('2025-03-05T14', 'th')).toBe(
      formatPlatformHourSpan('2025-03-05T14', 'th').split(' – ')[0],
    );
    expect(formatPlatformHourSpan('2025-03-05', 'en')).toBe('2025-03-05');
  });

  it('keeps empty and malformed values visible instead of inventing a date', () => {
    expect(formatDate(null, 'en')).toBe('—');
    expect(formatDateTime('', 'th')).toBe('—');
    expect(formatTime('yesterday', 'zh')).toBe('yesterday');
  });

  it('groups numbers the same way in the three languages', () => {
    for (const language of ['en', 'th', 'zh']) {
      expect(formatCount(1234567, language)).toBe('1,234,567');
      expect(formatShare(0.0345, language)).toBe('3.45%');
    }
  });
});
