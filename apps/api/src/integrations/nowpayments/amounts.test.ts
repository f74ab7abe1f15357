import { describe, expect, it } from 'vitest';
import { decimalString, fromMicros, toMicros } from './amounts.ts';

describe('decimalString', () => {
  it('turns JSON numbers into exact plain decimals', () => {
    expect(decimalString(12.3)).toBe('12.3');
    expect(decimalString(100)).toBe('100');
    expect(decimalString(1e-7)).toBe('0.0000001');
    expect(decimalString(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(decimalString(JSON.parse('0.30000000000000004'))).toBe('0.30000000000000004');
    expect(decimalString(1.5e21)).toBe('1500000000000000000000');
    expect(decimalString(1.25e-10)).toBe('0.000000000125');
    expect(decimalString(0)).toBe('0');
    expect(decimalString(-0)).toBe('0');
    expect(decimalString(-2.5)).toBe('-2.5');
  });

  it('normalises numeric strings without changing their value', () => {
    expect(decimalString('5.000001')).toBe('5.000001');
    expect(decimalString('12.50')).toBe('12.5');
    expect(decimalString('007.0')).toBe('7');
    expect(decimalString('1E+2')).toBe('100');
    expect(decimalString('123.456e-2')).toBe('1.23456');
    expect(decimalString(' 3 ')).toBe('3');
  });

  it('refuses what is not a finite decimal', () => {
    for (const bad of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '',
      'abc',
      '1.',
      '.5',
      '1,5',
      '0x10',
      '1e99999',
    ]) {
      expect(() => decimalString(bad)).toThrow(RangeError);
    }
  });
});

describe('toMicros', () => {
  it('counts USDT micro-units exactly', () => {
    expect(toMicros(12.3)).toBe(12_300_000n);
    expect(toMicros(100)).toBe(100_000_000n);
    expect(toMicros('5.000001')).toBe(5_000_001n);
    expect(toMicros(0.30000000000000004)).toBe(300_000n);
    expect(toMicros(0.1 + 0.2)).toBe(300_000n);
  });

  it('rounds DOWN past 6 decimals', () => {
    expect(toMicros('12.3456789')).toBe(12_345_678n);
    expect(toMicros(1e-7)).toBe(0n);
    expect(toMicros('0.9999999')).toBe(999_999n);
  });

  it('refuses negative amounts', () => {
    expect(() => toMicros(-1)).toThrow(RangeError);
    expect(toMicros('-0')).toBe(0n);
  });

  it('round-trips through fromMicros', () => {
    expect(fromMicros(12_345_678n)).toBe('12.345678');
    expect(fromMicros(100_000_000n)).toBe('100');
    expect(fromMicros(1n)).toBe('0.000001');
    expect(fromMicros(-1_500_000n)).toBe('-1.5');
    expect(fromMicros(toMicros('5.000001'))).toBe('5.000001');
  });
});
