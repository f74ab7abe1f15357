import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { hashToken } from './tokens.ts';

/** Every key starts so: scanners (GitHub secret scanning, gitleaks) find leaked keys by it and the checksum. */
export const API_KEY_PREFIX = 'adp_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 32 random bytes in base62: 43 characters. */
const BODY_LENGTH = 43;
/** CRC32 of prefix and body in base62: 6 characters. */
const CHECKSUM_LENGTH = 6;
const SHAPE = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${BODY_LENGTH + CHECKSUM_LENGTH}}$`);
/** How much of a key its list shows (prefix and the body's first characters): enough to tell keys apart. */
const HINT_LENGTH = API_KEY_PREFIX.length + 6;

function base62(value: bigint, length: number): string {
  let text = '';
  let rest = value;
  while (rest > 0n) {
    text = ALPHABET[Number(rest % 62n)]! + text;
    rest /= 62n;
  }
  return text.padStart(length, '0');
}

function checksumOf(prefixAndBody: string): string {
  return base62(BigInt(crc32(prefixAndBody)), CHECKSUM_LENGTH);
}

export interface NewApiKeySecret {
  /** Shown once to its owner, never stored. */
  secret: string;
  /** What the database keeps (SHA-256, hex). */
  hash: string;
  /** The first characters, stored and listed so a person can tell which key is which. */
  hint: string;
}

/** `adp_` + 256 random bits (base62) + a CRC32 checksum (base62): 53 characters. */
export function newApiKeySecret(): NewApiKeySecret {
  const body = base62(BigInt(`0x${randomBytes(32).toString('hex')}`), BODY_LENGTH);
  const secret = `${API_KEY_PREFIX}${body}${checksumOf(API_KEY_PREFIX + body)}`;
  return { secret, hash: hashToken(secret), hint: secret.slice(0, HINT_LENGTH) };
}

/**
 * Whether a bearer value is shaped like an API key with a valid checksum: a mistyped or truncated key is refused
 * without a database lookup, and the session tokens (base64url, 43 characters) never look like one.
 */
export function isApiKeySecret(value: string): boolean {
  if (!SHAPE.test(value)) return false;
  const checked = value.length - CHECKSUM_LENGTH;
  return checksumOf(value.slice(0, checked)) === value.slice(checked);
}
