import { describe, expect, it } from 'vitest';
import { hashToken, looksLikeToken, newOpaqueToken, safeEqual } from './tokens.ts';

describe('opaque tokens', () => {
  it('carries 256 bits of randomness and never repeats', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newOpaqueToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(looksLikeToken(token)).toBe(true);
    }
  });

  it('is stored as a SHA-256 that differs from the token', () => {
    const token = newOpaqueToken();
    const digest = hashToken(token);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain(token);
    expect(hashToken(token)).toBe(digest);
  });

  it('rejects values that are not tokens before touching the database', () => {
    expect(looksLikeToken('short')).toBe(false);
    expect(looksLikeToken(`${'a'.repeat(42)}=`)).toBe(false);
  });

  it('compares in constant time and tells equal from different', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
