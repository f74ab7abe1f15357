import { HOTP, Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  looksLikeRecoveryCode,
  matchTotp,
  newRecoveryCode,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
  totpCodeAt,
  totpStep,
} from './totp.ts';

// RFC 6238 Appendix B, SHA-1: the seed is the ASCII string "12345678901234567890".
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)(
    'at %i s gives the RFC 8-digit code %s, and its last 6 digits in 6-digit mode',
    (seconds, expected) => {
      const at = new Date(seconds * 1000);
      expect(totpCodeAt(RFC_SECRET, totpStep(at), 8)).toBe(expected);
      expect(totpCodeAt(RFC_SECRET, totpStep(at))).toBe(expected.slice(-6));
      expect(matchTotp(RFC_SECRET, expected.slice(-6), at, null)).toBe(totpStep(at));
    },
  );

  it('agrees with an independent implementation (otpauth TOTP) for a fresh secret', () => {
    const secret = newTotpSecret();
    expect(Secret.fromBase32(secret).bytes.length).toBe(20);
    const at = new Date('2026-11-22T10:00:00Z');
    const reference = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
    expect(totpCodeAt(secret, totpStep(at))).toBe(reference);
  });

  it('accepts the steps just before and after, and refuses two steps away', () => {
    const secret = newTotpSecret();
    const at = new Date('2026-11-22T10:00:10Z');
    const step = totpStep(at);
    const codeOf = (counter: number) => HOTP.generate({ secret: Secret.fromBase32(secret), counter });
    expect(matchTotp(secret, codeOf(step - 1), at, null)).toBe(step - 1);
    expect(matchTotp(secret, codeOf(step + 1), at, null)).toBe(step + 1);
    expect(matchTotp(secret, codeOf(step - 2), at, null)).toBeNull();
    expect(matchTotp(secret, codeOf(step + 2), at, null)).toBeNull();
  });

  it('refuses a code reused in its step and an older code after a newer one was used', () => {
    const secret = newTotpSecret();
    const at = new Date('2026-11-22T10:00:10Z');
    const step = totpStep(at);
    const code = totpCodeAt(secret, step);
    expect(matchTotp(secret, code, at, null)).toBe(step);
    expect(matchTotp(secret, code, new Date(at.getTime() + 5000), step)).toBeNull();
    expect(matchTotp(secret, totpCodeAt(secret, step - 1), at, step)).toBeNull();
    expect(matchTotp(secret, totpCodeAt(secret, step + 1), at, step)).toBe(step + 1);
  });

  it('refuses malformed codes', () => {
    const secret = newTotpSecret();
    const at = new Date();
    const code = totpCodeAt(secret, totpStep(at));
    expect(matchTotp(secret, `${code}0`, at, null)).toBeNull();
    expect(matchTotp(secret, code.slice(1), at, null)).toBeNull();
    expect(matchTotp(secret, 'abcdef', at, null)).toBeNull();
  });

  it('builds an otpauth URI an authenticator app understands', () => {
    const secret = newTotpSecret();
    const uri = otpauthUri(secret, 'ada@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/AdPortal:ada%40example\.com\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=AdPortal');
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');
  });
});

describe('recovery codes', () => {
  it('are xxxx-xxxx from an unambiguous alphabet, distinct, and hashed ignoring case and separators', () => {
    const codes = Array.from({ length: 50 }, newRecoveryCode);
    for (const code of codes) {
      expect(code).toMatch(/^[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}$/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
    }
    expect(new Set(codes).size).toBe(50);
    const code = codes[0]!;
    expect(recoveryCodeHash(code.toUpperCase().replace('-', ' '))).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(code)).toMatch(/^[0-9a-f]{64}$/);
  });
});
