import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** What the server decided when it served an ad; the click link and the impression beacon carry it signed. */
export interface ServedDecision {
  impressionId: string;
  adId: string;
  targetId: string;
  /** The catalogue website the slot is on. */
  siteId: string;
  /** The second price (micro-USDT): per click, or per thousand impressions. */
  priceMicros: bigint;
  servedAt: Date;
}

export type TokenKind = 'click' | 'view';

const VERSION = 1;
const UUID_BYTES = 16;
const PAYLOAD_BYTES = 1 + UUID_BYTES * 4 + 8 + 8;
const MAC_BYTES = 16;
const TOKEN_BYTES = PAYLOAD_BYTES + MAC_BYTES;
/** base64url length of TOKEN_BYTES; anything else is refused before decoding. */
export const TOKEN_LENGTH = Math.ceil((TOKEN_BYTES * 4) / 3);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

function uuidToBytes(uuid: string, into: Buffer, offset: number) {
  into.write(uuid.replaceAll('-', ''), offset, UUID_BYTES, 'hex');
}

function bytesToUuid(from: Buffer, offset: number): string {
  const hex = from.toString('hex', offset, offset + UUID_BYTES);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Signed, compact tracking tokens (docs/delivery.md): version, impression id, ad, target, site, price and time
 * in 81 bytes, then an HMAC-SHA256 (first 128 bits) over the kind and those bytes, with a key derived from the
 * app secret for this purpose only. A click token cannot be used as a beacon and the reverse; changing any
 * byte breaks the MAC. Single use and expiry are enforced where the token is recorded.
 */
export class TrackingTokens {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', appSecret, 'adportal', 'delivery-tracking-token-v1', 32));
  }

  private mac(kind: TokenKind, payload: Buffer): Buffer {
    return createHmac('sha256', this.key).update(kind).update(payload).digest().subarray(0, MAC_BYTES);
  }

  sign(kind: TokenKind, decision: ServedDecision): string {
    const payload = Buffer.alloc(PAYLOAD_BYTES);
    payload.writeUInt8(VERSION, 0);
    uuidToBytes(decision.impressionId, payload, 1);
    uuidToBytes(decision.adId, payload, 1 + UUID_BYTES);
    uuidToBytes(decision.targetId, payload, 1 + UUID_BYTES * 2);
    uuidToBytes(decision.siteId, payload, 1 + UUID_BYTES * 3);
    payload.writeBigUInt64BE(decision.priceMicros, 1 + UUID_BYTES * 4);
    payload.writeBigUInt64BE(BigInt(decision.servedAt.getTime()), 1 + UUID_BYTES * 4 + 8);
    return Buffer.concat([payload, this.mac(kind, payload)]).toString('base64url');
  }

  /** The decision a token was signed over, or null when it is malformed, forged, altered or of another kind. */
  verify(kind: TokenKind, token: string): ServedDecision | null {
    if (token.length !== TOKEN_LENGTH || !TOKEN_PATTERN.test(token)) return null;
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length !== TOKEN_BYTES || bytes.readUInt8(0) !== VERSION) return null;
    const payload = bytes.subarray(0, PAYLOAD_BYTES);
    if (!timingSafeEqual(this.mac(kind, payload), bytes.subarray(PAYLOAD_BYTES))) return null;
    // Re-encoding must give back the very same text: no second spelling of one token (base64url padding bits).
    if (bytes.toString('base64url') !== token) return null;
    return {
      impressionId: bytesToUuid(payload, 1),
      adId: bytesToUuid(payload, 1 + UUID_BYTES),
      targetId: bytesToUuid(payload, 1 + UUID_BYTES * 2),
      siteId: bytesToUuid(payload, 1 + UUID_BYTES * 3),
      priceMicros: payload.readBigUInt64BE(1 + UUID_BYTES * 4),
      servedAt: new Date(Number(payload.readBigUInt64BE(1 + UUID_BYTES * 4 + 8))),
    };
  }
}
