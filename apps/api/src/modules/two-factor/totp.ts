import { createHash, randomInt } from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';
import { safeEqual } from '../../lib/tokens.ts';

/** RFC 6238 with the parameters every authenticator app uses: HMAC-SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after the current one are accepted (clock drift). */
export const TOTP_WINDOW = 1;
export const ISSUER = 'AdPortal';

/** A new secret: 20 random bytes (160 bits, as RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of a time step. */
export function totpCodeAt(secretBase32: string, step: number, digits = TOTP_DIGITS): string {
  return HOTP.generate({ secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits, counter: step });
}

/**
 * Checks a code against the steps around `at` and returns the step it belongs to, or null. A step at or
 * before `lastStep` (the last one accepted) is refused: a code works once, and older codes never.
 */
export function matchTotp(
  secretBase32: string,
  code: string,
  at: Date,
  lastStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpStep(at);
  let matched: number | null = null;
  // Every candidate is computed and compared in constant time, whichever matches.
  for (let delta = -TOTP_WINDOW; delta <= TOTP_WINDOW; delta += 1) {
    const step = current + delta;
    const equal = safeEqual(totpCodeAt(secretBase32, step), code);
    if (equal && (lastStep === null || step > lastStep) && matched === null) matched = step;
  }
  return matched;
}

export function otpauthUri(secretBase32: string, account: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  }).toString();
}

// Recovery codes: no 0/o, 1/l/i, so a code read off paper is not mistyped.
const RECOVERY_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

export function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) {
    code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    if (index === 3) code += '-';
  }
  return code;
}

/** The stored form of a recovery code: SHA-256 of its characters, case and separators ignored. */
export function recoveryCodeHash(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalized, 'utf8').digest('hex');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{4}-?[a-z0-9]{4}$/i.test(code.replace(/\s/g, ''));
}
