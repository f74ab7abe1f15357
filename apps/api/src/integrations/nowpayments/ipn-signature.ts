import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * NOWPayments IPN signature: header `x-nowpayments-sig` = hex HMAC-SHA512 (key = the IPN secret) over the body
 * with object keys sorted alphabetically at every depth, serialised as compact JSON (JSON.stringify: no spaces,
 * `/` not escaped, non-ASCII kept as UTF-8).
 *
 * Verify the PARSED body, never the raw bytes: the provider signs its own sorted serialisation, not the bytes
 * it sent. Re-serialising means JSON numbers come out the way JavaScript prints them (JSON.stringify of the
 * parsed double): `12.50` → `12.5`, `1E-7` → `1e-7`, `5.0` → `5`. That is what NOWPayments' own Node sample does,
 * so signatures agree; it also means integers above 2^53 would lose digits (NOWPayments ids are ~10 digits,
 * far below that). Integer-like object keys ("0", "12") are put first in numeric order by every JS object,
 * exactly as in the provider's sample; IPN bodies have none.
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A copy of `value` with the keys of every plain object sorted (recursively); arrays keep their order. */
export function sortKeysDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => sortKeysDeep(item)) as T;
  if (!isPlainObject(value)) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeysDeep(value[key]);
  return sorted as T;
}

/** The exact string NOWPayments signs: compact JSON of `value` with keys sorted at every depth. */
export function canonicalJson(value: unknown): string {
  const json = JSON.stringify(sortKeysDeep(value));
  if (json === undefined) throw new TypeError('value has no JSON form');
  return json;
}

/** The `x-nowpayments-sig` value for `body`: hex HMAC-SHA512 of its canonical JSON keyed by the IPN secret. */
export function signIpn(body: unknown, secret: string): string {
  return createHmac('sha512', secret).update(canonicalJson(body), 'utf8').digest('hex');
}

/** True when `signature` is the hex HMAC-SHA512 of the parsed `body`; constant-time, false on anything malformed. */
export function verifyIpnSignature(body: unknown, signature: string | undefined, secret: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-fA-F]{128}$/.test(signature) || secret === '') return false;
  let expected: Buffer;
  try {
    expected = Buffer.from(signIpn(body, secret), 'hex');
  } catch {
    return false;
  }
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Parses a raw IPN body (string or bytes, UTF-8) and verifies its signature over the parsed, re-sorted form. */
export function verifyRawIpn(
  rawBody: string | Uint8Array,
  signature: string | undefined,
  secret: string,
): { valid: true; body: unknown } | { valid: false } {
  let body: unknown;
  try {
    body = JSON.parse(typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8'));
  } catch {
    return { valid: false };
  }
  return verifyIpnSignature(body, signature, secret) ? { valid: true, body } : { valid: false };
}
