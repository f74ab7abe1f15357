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

/**
 * Version 2 (now): one HMAC over the payload signs both tokens of a decision — its first 128 bits are the click
 * token's tag, its last 128 bits the view token's — so a served ad costs one HMAC, not two, and a view token
 * used as a click still fails (it carries the other half). Version 1 (the MAC over the kind and the payload) is
 * still verified while its links live (CLICK_LINK_TTL_MINUTES after a deploy).
 */
const VERSION = 2;
const KIND_IN_MAC_VERSION = 1;
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
 * in 81 bytes, then 128 bits of an HMAC-SHA256 over those bytes — the first half for a click token, the second
 * for a view token — with a key derived from the app secret for this purpose only. A click token cannot be used
 * as a beacon and the reverse; changing any byte breaks the MAC. Single use and expiry are enforced where the
 * token is recorded.
 */
export class TrackingTokens {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', appSecret, 'adportal', 'delivery-tracking-token-v1', 32));
  }

  /** Version 1's tag: the kind inside the MAC. */
  private kindMac(kind: TokenKind, payload: Buffer): Buffer {
    return createHmac('sha256', this.key).update(kind).update(payload).digest().subarray(0, MAC_BYTES);
  }

  /** Version 2's tag of a kind: its half of the payload's one HMAC. */
  private static half(mac: Buffer, kind: TokenKind): Buffer {
    return kind === 'click' ? mac.subarray(0, MAC_BYTES) : mac.subarray(MAC_BYTES, MAC_BYTES * 2);
  }

  /** The click and the view token of one decision (one HMAC for both). */
  signPair(decision: ServedDecision): { click: string; view: string } {
    const payload = payloadOf(decision);
    const mac = createHmac('sha256', this.key).update(payload).digest();
    return {
      click: Buffer.concat([payload, TrackingTokens.half(mac, 'click')]).toString('base64url'),
      view: Buffer.concat([payload, TrackingTokens.half(mac, 'view')]).toString('base64url'),
    };
  }

  sign(kind: TokenKind, decision: ServedDecision): string {
    return this.signPair(decision)[kind];
  }

  /** The version 1 token (links served before version 2; tests of that path). */
  signVersion1(kind: TokenKind, decision: ServedDecision): string {
    const payload = payloadOf(decision, KIND_IN_MAC_VERSION);
    return Buffer.concat([payload, this.kindMac(kind, payload)]).toString('base64url');
  }

  /** The decision a token was signed over, or null when it is malformed, forged, altered or of another kind. */
  verify(kind: TokenKind, token: string): ServedDecision | null {
    if (token.length !== TOKEN_LENGTH || !TOKEN_PATTERN.test(token)) return null;
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length !== TOKEN_BYTES) return null;
    const version = bytes.readUInt8(0);
    const payload = bytes.subarray(0, PAYLOAD_BYTES);
    const expected =
      version === VERSION
        ? TrackingTokens.half(createHmac('sha256', this.key).update(payload).digest(), kind)
        : version === KIND_IN_MAC_VERSION
          ? this.kindMac(kind, payload)
          : null;
    if (!expected || !timingSafeEqual(expected, bytes.subarray(PAYLOAD_BYTES))) return null;
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

function payloadOf(decision: ServedDecision, version = VERSION): Buffer {
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt8(version, 0);
  uuidToBytes(decision.impressionId, payload, 1);
  uuidToBytes(decision.adId, payload, 1 + UUID_BYTES);
  uuidToBytes(decision.targetId, payload, 1 + UUID_BYTES * 2);
  uuidToBytes(decision.siteId, payload, 1 + UUID_BYTES * 3);
  payload.writeBigUInt64BE(decision.priceMicros, 1 + UUID_BYTES * 4);
  payload.writeBigUInt64BE(BigInt(decision.servedAt.getTime()), 1 + UUID_BYTES * 4 + 8);
  return payload;
}
