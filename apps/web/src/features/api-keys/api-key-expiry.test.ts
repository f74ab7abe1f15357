import { describe, expect, it } from 'vitest';
import { expiresOnOf } from './api-key-expiry.ts';

describe("an API key's last day", () => {
  it('counts the spans in calendar days from the platform day, across months and leap years', () => {
    expect(expiresOnOf('days30', '', '2026-11-28')).toBe('2026-12-28');
    expect(expiresOnOf('days90', '', '2026-11-28')).toBe('2027-02-26');
    expect(expiresOnOf('year1', '', '2027-03-01')).toBe('2028-02-29');
  });

  it('is the picked day for a custom expiry (empty until picked) and none for no expiry', () => {
    expect(expiresOnOf('custom', '2027-01-15', '2026-11-28')).toBe('2027-01-15');
    expect(expiresOnOf('custom', '', '2026-11-28')).toBe('');
    expect(expiresOnOf('never', '2027-01-15', '2026-11-28')).toBeNull();
  });
});
