import { describe, expect, it } from 'vitest';
import { formatCount, formatShare } from './numbers.ts';

describe('numbers', () => {
  it('groups counts in the language given', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(0, 'th')).toBe('0');
  });
  it('shows shares as percentages with at most two decimals', () => {
    expect(formatShare(0.0345, 'en')).toBe('3.45%');
    expect(formatShare(0.5, 'en')).toBe('50%');
    expect(formatShare(0.004, 'en')).toBe('0.4%');
    expect(formatShare(0.123456, 'zh')).toBe('12.35%');
  });
});
