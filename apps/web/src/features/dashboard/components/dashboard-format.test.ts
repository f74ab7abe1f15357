import { describe, expect, it } from 'vitest';
import { formatRange, isUnderAdvice, rangeSearch, weekChange } from './dashboard-format.ts';

describe('dashboard formatting', () => {
  it('links a period to its report days, all time left open', () => {
    expect(rangeSearch({ period: 'month', from: '2025-03-01', to: '2025-03-31' })).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(rangeSearch({ period: 'all', from: null, to: '2025-03-31' })).toEqual({});
    expect(rangeSearch(undefined)).toEqual({});
  });

  it('says the days a period covers', () => {
    const until = (to: string) => `until ${to}`;
    // Intl puts thin spaces around the dash.
    expect(formatRange({ period: 'month', from: '2025-03-01', to: '2025-03-31' }, 'en', until)).toMatch(
      /^Mar 1\s–\s31, 2025$/,
    );
    expect(formatRange({ period: 'today', from: '2025-03-05', to: '2025-03-05' }, 'en', until)).toBe(
      'Mar 5, 2025',
    );
    expect(formatRange({ period: 'all', from: null, to: '2025-03-05' }, 'en', until)).toBe(
      'until Mar 5, 2025',
    );
  });

  it('compares this week with last week in exact amounts', () => {
    expect(weekChange('125.5', '100')).toEqual({ direction: 'up', difference: '25.50', share: 0.255 });
    expect(weekChange('0', '40')).toEqual({ direction: 'down', difference: '40.00', share: 1 });
    expect(weekChange('10', '0')).toEqual({ direction: 'up', difference: '10.00', share: null });
    expect(weekChange('0.000000', '0')).toMatchObject({ direction: 'same', share: null });
  });

  it('finds bids under the advice price', () => {
    expect(isUnderAdvice('1.5', '2.000000')).toBe(true);
    expect(isUnderAdvice('2', '2.000000')).toBe(false);
    expect(isUnderAdvice('bad', '2')).toBe(false);
  });
});
