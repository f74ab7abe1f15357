import { describe, expect, it } from 'vitest';
import { bidText, tenthAbove } from './bid-text.ts';

describe('bid text', () => {
  it('drops trailing zeros of a wire price', () => {
    expect(bidText('0.50')).toBe('0.5');
    expect(bidText('2.000000')).toBe('2');
    expect(bidText('3')).toBe('3');
  });

  it('is one tenth above a price rounded to tenths, exactly', () => {
    expect(tenthAbove('0.5')).toBe('0.6');
    expect(tenthAbove('0.54')).toBe('0.6');
    expect(tenthAbove('0.55')).toBe('0.7');
    expect(tenthAbove('2.9')).toBe('3');
    // Floats drift here: 1.1 * 10 is 11.000000000000002; micro-USDT does not.
    expect(tenthAbove('1.1')).toBe('1.2');
    expect(tenthAbove('123456789012.3')).toBe('123456789012.4');
  });
});
