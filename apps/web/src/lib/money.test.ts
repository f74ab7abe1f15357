import { describe, expect, it } from 'vitest';
import { roughUsdt } from './money.ts';

describe('roughUsdt', () => {
  it('rounds averages and estimates to the cent, half up, without floats', () => {
    expect(roughUsdt('0.566666')).toBe('0.57');
    expect(roughUsdt('0.814285')).toBe('0.81');
    expect(roughUsdt('0.005')).toBe('0.01');
    expect(roughUsdt('0.30')).toBe('0.30');
    expect(roughUsdt('123456789.994999')).toBe('123456789.99');
    expect(roughUsdt('-1.005')).toBe('-1.01');
    expect(roughUsdt('not money')).toBe('not money');
  });
});
