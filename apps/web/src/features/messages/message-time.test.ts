import { describe, expect, it } from 'vitest';
import { formatActivity } from './message-time.ts';

describe('formatActivity', () => {
  const now = new Date(2026, 10, 24, 15, 0);
  it('shows the time today, the day this year and the full date before', () => {
    expect(formatActivity(new Date(2026, 10, 24, 9, 5).toISOString(), 'en', now)).toMatch(/9:05/);
    expect(formatActivity(new Date(2026, 2, 3, 9, 5).toISOString(), 'en', now)).toBe('Mar 3');
    expect(formatActivity(new Date(2025, 2, 3, 9, 5).toISOString(), 'en', now)).toBe('Mar 3, 2025');
  });
});
