// The migrations from nothing, on each database, every run: the other suites start from copies of a migrated
// template (test/database-templates.ts, kept between runs while the migrations do not change), so this is the
// test that proves every migration applies to an empty database, and that the copies are what they make.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUrl } from '../../test/database-templates.ts';
import { databaseKinds, openTestDatabase } from '../../test/helper.ts';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase, queryRows } from './client.ts';

/** Every table's columns, constraints and indexes, and the migrations recorded as applied. */
async function schemaOf(database: DatabaseHandle) {
  const columns = await queryRows<Record<string, string>>(
    database.db,
    sql`select table_schema, table_name, column_name, data_type, is_nullable, column_default
        from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2, 3`,
  );
  const constraints = await queryRows<Record<string, string>>(
    database.db,
    sql`select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition
        from pg_constraint where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
        order by 1, 2`,
  );
  const indexes = await queryRows<Record<string, string>>(
    database.db,
    sql`select schemaname, indexname, indexdef from pg_indexes
        where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const applied = await queryRows<Record<string, string>>(
    database.db,
    sql`select hash from drizzle.__drizzle_migrations order by id`,
  );
  return { columns, constraints, indexes, applied: applied.map((row) => row.hash) };
}

/** An empty PostgreSQL database on the server of TEST_DATABASE_URL: its URL, and how to drop it. */
async function emptyPostgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `adportal_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** An empty database of the kind, and how to drop it. */
async function emptyDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') return { database: await openDatabase({}), drop: async () => {} };
  const { url, drop } = await emptyPostgresDatabase();
  return { database: await openDatabase({ url }), drop };
}

for (const kind of databaseKinds()) {
  describe(`migrations [${kind}]`, () => {
    it('apply to an empty database, and the suites’ template copies hold exactly what they make', async () => {
      const { database: fresh, drop } = await emptyDatabase(kind);
      const copy = await openTestDatabase(kind);
      try {
        await fresh.migrate();
        const made = await schemaOf(fresh);
        expect(made.applied.length).toBeGreaterThan(0);
        expect(made.columns.some((column) => column.table_name === 'statements')).toBe(true);
        expect(await schemaOf(copy)).toEqual(made);
      } finally {
        await copy.close();
        await fresh.close();
        await drop();
      }
    });
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations of several processes at once [postgres]', () => {
  it('three starting on a new database: one migrates under the advisory lock, the others wait and find nothing to do', async () => {
    const { url, drop } = await emptyPostgresDatabase();
    // Three processes' pools: each migrates on a connection of its own, as three servers starting would.
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url, poolMax: 2 })));
    try {
      const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      const applied = await queryRows<{ hash: string; n: number }>(
        handles[0]!.db,
        sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
      );
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
      expect(applied.length).toBe(journal.entries.length);
      expect(applied.every((row) => row.n === 1)).toBe(true);
      // The lock is the session's: with the migrations done, no connection still holds it.
      const held = await queryRows<{ n: number }>(
        handles[0]!.db,
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and database =
            (select oid from pg_database where datname = current_database())`,
      );
      expect(held[0]!.n).toBe(0);
    } finally {
      for (const handle of handles) await handle.close();
      await drop();
    }
  });
});
