import { describe, expect, it } from 'vitest';
import { decodeClickCursor, encodeClickCursor } from './click-cursor.ts';

describe('click report cursor', () => {
  it('round-trips a position to the microsecond', () => {
    const id = '0b6f1a52-3c1e-4a8e-9d55-7a1f2b3c4d5e';
    const cursor = encodeClickCursor(1_795_000_000_123_456n, id);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeClickCursor(cursor)).toEqual({ atMicros: 1_795_000_000_123_456n, id });
  });

  it('refuses what it did not write', () => {
    expect(decodeClickCursor('abc')).toBeNull();
    expect(decodeClickCursor(Buffer.from('12.not-a-uuid').toString('base64url'))).toBeNull();
    expect(
      decodeClickCursor(
        Buffer.from(`${'9'.repeat(30)}.0b6f1a52-3c1e-4a8e-9d55-7a1f2b3c4d5e`).toString('base64url'),
      ),
    ).toBeNull();
  });
});
