import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX, isApiKeySecret, newApiKeySecret } from './api-key-secret.ts';
import { hashToken, looksLikeToken, newOpaqueToken } from './tokens.ts';

describe('API key secrets', () => {
  it('are adp_, 43 base62 characters of 256 random bits and a 6-character checksum', () => {
    const keys = Array.from({ length: 200 }, () => newApiKeySecret());
    for (const { secret, hash, hint } of keys) {
      expect(secret).toMatch(/^adp_[0-9A-Za-z]{49}$/);
      expect(isApiKeySecret(secret)).toBe(true);
      expect(hash).toBe(hashToken(secret));
      expect(secret.startsWith(hint)).toBe(true);
      expect(hint).toHaveLength(API_KEY_PREFIX.length + 6);
    }
    expect(new Set(keys.map((key) => key.secret)).size).toBe(keys.length);
  });

  it('refuses a key with any one character changed, cut short or lengthened, without asking the database', () => {
    const { secret } = newApiKeySecret();
    for (let index = API_KEY_PREFIX.length; index < secret.length; index += 1) {
      const changed = secret[index] === 'a' ? 'b' : 'a';
      expect(isApiKeySecret(secret.slice(0, index) + changed + secret.slice(index + 1))).toBe(false);
    }
    expect(isApiKeySecret(secret.slice(0, -1))).toBe(false);
    expect(isApiKeySecret(`${secret}0`)).toBe(false);
    expect(isApiKeySecret(secret.replace('adp_', 'adx_'))).toBe(false);
  });

  it('never mistakes a session token for a key, nor a key for a session token', () => {
    const session = newOpaqueToken();
    expect(isApiKeySecret(session)).toBe(false);
    expect(looksLikeToken(newApiKeySecret().secret)).toBe(false);
  });
});
