import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Executor, MIGRATIONS_FOLDER, queryRows } from './client.ts';

/**
 * Whether every migration of this build is applied to the database (readiness, `/api/health/ready`): drizzle's
 * migrator records each applied migration with its folder time, and applies those newer than the last one
 * recorded — so the database is current when its last record is at least this build's last migration. Once
 * true it stays true (migrations are never taken back), so a readiness probe costs no query after that.
 */
export function migrationStatus(db: Executor, folder = MIGRATIONS_FOLDER): () => Promise<boolean> {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const latest = Math.max(0, ...journal.entries.map((entry) => entry.when));
  let applied = false;
  return async () => {
    if (applied) return true;
    const [table] = await queryRows<{ name: string | null }>(
      db,
      sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
    );
    if (!table?.name) return false;
    const rows = await queryRows<{ created_at: string | number | null }>(
      db,
      sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
    );
    applied = Number(rows[0]?.created_at ?? 0) >= latest;
    return applied;
  };
}
