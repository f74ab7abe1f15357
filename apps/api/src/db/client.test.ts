import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client.ts';

describe('the embedded database', () => {
  it('opens with 32 MB of shared buffers, not the 128 MB a start spends a second of CPU zeroing', async () => {
    const database = await openDatabase({});
    try {
      const [row] = await queryRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
      expect(row?.shared_buffers).toBe('32MB');
    } finally {
      await database.close();
    }
  });
});
