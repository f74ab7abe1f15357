// The migrations from nothing, on each database, every run: the other suites start from copies of a migrated
// template (test/database-templates.ts, kept between runs while the migrations do not change), so this is the
// test that proves every migration applies to an empty database, and that the copies are what they make.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUrl } from '../../test/database-templates.ts';
import { databaseKinds, openTestDatabase } from '../../test/helper.ts';
import { type DatabaseHandle, openDatabase, queryRows } from './client.ts';

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

/** An empty database of the kind, and how to drop it. */
async function emptyDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') return { database: await openDatabase({}), drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `adportal_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  return {
    database: await openDatabase({ url: databaseUrl(adminUrl, name) }),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
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
