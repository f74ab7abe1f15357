/**
 * The click report's keyset cursor: the last row's position (clicked_at in microseconds since the epoch, and
 * its id), base64url-encoded. Opaque to clients; anything that does not decode is refused, never queried.
 */
export function encodeClickCursor(atMicros: bigint, id: string): string {
  return Buffer.from(`${atMicros}.${id}`).toString('base64url');
}

const CURSOR = /^(\d{1,17})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function decodeClickCursor(cursor: string): { atMicros: bigint; id: string } | null {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? { atMicros: BigInt(match[1]!), id: match[2]! } : null;
}
