import { describe, expect, it } from 'vitest';
import { BASE58_ALPHABET, isTronAddressShape } from './tron-address.ts';

describe('isTronAddressShape', () => {
  it('accepts well-formed TRON addresses', () => {
    expect(isTronAddressShape('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTronAddressShape('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb')).toBe(true);
  });

  it('rejects wrong length, wrong prefix, surrounding spaces and non-base58 characters', () => {
    expect(isTronAddressShape('')).toBe(false);
    expect(isTronAddressShape('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    expect(isTronAddressShape('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6tt')).toBe(false);
    expect(isTronAddressShape('AR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isTronAddressShape(' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isTronAddressShape('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t\n')).toBe(false);
    for (const bad of ['0', 'O', 'I', 'l', '-', 'é']) {
      expect(isTronAddressShape(`TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6${bad}`)).toBe(false);
    }
  });

  it('knows the 58-character alphabet', () => {
    expect(BASE58_ALPHABET).toHaveLength(58);
    expect(new Set(BASE58_ALPHABET).size).toBe(58);
    for (const char of BASE58_ALPHABET) expect(isTronAddressShape(`T${char.repeat(33)}`)).toBe(true);
  });
});
