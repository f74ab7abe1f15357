import { createHash } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGIT_OF = new Map([...ALPHABET].map((char, index) => [char, index]));
/** The version byte of every TRON mainnet address ('41' in hex, 'T' in base58). */
const TRON_PREFIX = 0x41;

function sha256(bytes: Uint8Array): Uint8Array {
  return createHash('sha256').update(bytes).digest();
}

function checksumOf(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).subarray(0, 4);
}

/** Encodes bytes in Bitcoin-alphabet base58; each leading zero byte becomes a leading '1'. */
export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  // Base-58 digits, least significant first.
  const digits: number[] = [];
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i]!;
    for (let j = 0; j < digits.length; j++) {
      carry += digits[j]! << 8;
      digits[j] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  );
}

/** Decodes Bitcoin-alphabet base58 to bytes (each leading '1' is a zero byte); null on any other character. */
export function base58Decode(text: string): Uint8Array | null {
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  // Bytes, least significant first.
  const bytes: number[] = [];
  for (let i = zeros; i < text.length; i++) {
    let carry = DIGIT_OF.get(text[i]!);
    if (carry === undefined) return null;
    for (let j = 0; j < bytes.length; j++) {
      carry += bytes[j]! * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  const out = new Uint8Array(zeros + bytes.length);
  out.set(bytes.reverse(), zeros);
  return out;
}

/** The 21 address bytes (0x41 + 20) of a base58check TRON address, or null when anything is off. */
function payloadOf(text: string): Uint8Array | null {
  if (typeof text !== 'string' || text.length !== 34 || text[0] !== 'T') return null;
  const bytes = base58Decode(text);
  if (bytes?.length !== 25 || bytes[0] !== TRON_PREFIX) return null;
  const payload = bytes.subarray(0, 21);
  const checksum = checksumOf(payload);
  for (let i = 0; i < 4; i++) if (bytes[21 + i] !== checksum[i]) return null;
  return payload;
}

/**
 * Whether `text` is a TRON mainnet address: 34 base58 characters starting with 'T' that decode to 25 bytes,
 * 0x41 + 20 address bytes + the first 4 bytes of SHA256(SHA256(those 21 bytes)).
 */
export function isValidTronAddress(text: string): boolean {
  return payloadOf(text) !== null;
}

/** The base58check text form ('T…') of a hex address ('41' + 40 hex digits, any case); throws when malformed. */
export function tronAddressFromHex(hex: string): string {
  if (!/^41[0-9a-fA-F]{40}$/.test(hex)) throw new Error(`not a TRON hex address: ${hex}`);
  const payload = Buffer.from(hex, 'hex');
  return base58Encode(Buffer.concat([payload, checksumOf(payload)]));
}

/** The lower-case hex form ('41…', 42 digits) of a base58check TRON address; throws when it is not valid. */
export function hexFromTronAddress(address: string): string {
  const payload = payloadOf(address);
  if (!payload) throw new Error(`not a valid TRON address: ${address}`);
  return Buffer.from(payload).toString('hex');
}
