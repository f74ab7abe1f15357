import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helper.ts';
import { readiness } from '../modules/health/readiness.ts';
import { MIGRATIONS_FOLDER } from './client.ts';
import { migrationStatus } from './migration-status.ts';

/** A migrations folder whose journal ends with a migration newer than any the database has (a newer build). */
function newerBuild(): string {
  const folder = mkdtempSync(join(tmpdir(), 'adportal-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
  const last = journal.entries.at(-1);
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_next' });
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

it("says whether this build's migrations are applied: pending for a newer build or none at all, then stays applied", async () => {
  const database = await openTestDatabase('pglite');
  try {
    expect(await migrationStatus(database.db, newerBuild())()).toBe(false);
    const report = await readiness({
      ping: database.ping,
      migrated: migrationStatus(database.db, newerBuild()),
      deliveryIndexLoaded: () => false,
    });
    expect(report).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', migrations: 'pending', delivery_index: 'loading' },
      failed: ['migrations', 'delivery_index'],
    });
    const migrated = migrationStatus(database.db);
    expect(await migrated()).toBe(true);
    // Applied stays applied without a query; a database never migrated has no record at all.
    await database.db.execute(sql`drop schema drizzle cascade`);
    expect(await migrated()).toBe(true);
    expect(await migrationStatus(database.db)()).toBe(false);
  } finally {
    await database.close();
  }
});
