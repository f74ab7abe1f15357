// `npm run backup` and `npm run restore` run as an operator runs them (npm from the repository root, the
// database chosen by DATA_DIR or DATABASE_URL), on a database filled through the services.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { npmRun } from '../../test/commands.ts';
import { createMigratedPostgresDatabase, databaseUrl } from '../../test/database-templates.ts';
import { openTestDatabase, startTestApp, type TestClient } from '../../test/helper.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { tableRowCounts } from '../db/row-counts.ts';
import { LedgerService } from '../modules/ledger/ledger.service.ts';

/** Two advertisers with users, sessions and ledgers (deposit, adjustment, spend). */
async function fillWithRows(client: TestClient): Promise<string[]> {
  const { ledger } = client.app.services;
  const { db } = client.database;
  const ids: string[] = [];
  for (const amount of [50_000_000n, 7_000_000n]) {
    const account = await client.register();
    await client.login(account.email, account.password);
    const advertiserId = account.advertiser_id;
    await db.transaction((tx) =>
      ledger.post(tx, {
        advertiserId,
        type: 'deposit',
        amountMicros: amount,
        reference: `d-${advertiserId}`,
      }),
    );
    await db.transaction((tx) =>
      ledger.post(tx, {
        advertiserId,
        type: 'adjust',
        amountMicros: -1_250_000n,
        reference: `a-${advertiserId}`,
      }),
    );
    await db.transaction((tx) =>
      ledger.recordSpend(tx, { advertiserId, amountMicros: 750_000n, reference: `s-${advertiserId}` }),
    );
    ids.push(advertiserId);
  }
  return ids;
}

/** What must survive the round trip: every table's row count, the ledger proof and the balances. */
async function contents(database: DatabaseHandle, advertiserIds: string[]) {
  const ledger = new LedgerService({ timeZone: 'Asia/Bangkok' });
  const balances = [];
  for (const id of advertiserIds) balances.push(await ledger.balanceOf(database.db, id));
  return {
    tables: await tableRowCounts(database.db),
    ledger: await ledger.verify(database.db),
    balances,
  };
}

function expectFilled(state: Awaited<ReturnType<typeof contents>>) {
  const rows = Object.fromEntries(state.tables.map(({ table, rows }) => [table, rows]));
  expect(rows).toMatchObject({ advertisers: 2, users: 2, sessions: 2, statements: 4, spend_entries: 2 });
  expect(state.ledger).toMatchObject({ advertisers: 2, rows: 4, broken: [] });
}

describe('backup and restore [pglite]', () => {
  const work = mkdtempSync(join(tmpdir(), 'adportal-backup-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('round-trips a data folder, refusing a held or existing folder and moving an old one aside', async () => {
    const source = join(work, 'source');
    const file = join(work, 'adportal.tar.gz');
    const database = await openTestDatabase('pglite', join(source, 'pglite'));
    const client = await startTestApp('pglite', { database });
    let before: Awaited<ReturnType<typeof contents>>;
    let advertiserIds: string[];
    try {
      advertiserIds = await fillWithRows(client);
      before = await contents(database, advertiserIds);
      const held = await npmRun('backup', [file], { DATA_DIR: source });
      expect(held.code).toBe(1);
      expect(held.stderr).toContain('is open in another process');
    } finally {
      await client.close();
    }
    expectFilled(before);

    const backup = await npmRun('backup', [file], { DATA_DIR: source });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backed up the PGlite database in ${join(source, 'pglite')}`);
    expect(backup.stdout).toMatch(/^ {2}statements +4$/m);

    const target = join(work, 'target');
    mkdirSync(join(target, 'pglite'), { recursive: true }); // an earlier database in the way
    const refused = await npmRun('restore', [file], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('add --force');
    const restored = await npmRun('restore', [file, '--force'], { DATA_DIR: target });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('Ledger sound: 4 rows of 2 advertisers');
    expect(readdirSync(target).sort()).toEqual(['pglite', expect.stringMatching(/^pglite\.before-restore-/)]);

    const after = await openDatabase({ pgliteDir: join(target, 'pglite') });
    try {
      expect(await contents(after, advertiserIds)).toEqual(before);
    } finally {
      await after.close();
    }
  }, 600_000); // processes started, on a loaded machine: minutes
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('backup and restore [postgres]', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const created: string[] = [];
  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
  /** An empty database (a restore's target), or a copy of the migrated template. */
  async function createDatabase(migrated = false): Promise<string> {
    const name = migrated
      ? await createMigratedPostgresDatabase(adminUrl)
      : `adportal_test_${randomBytes(6).toString('hex')}`;
    if (!migrated) await admin(`create database ${name}`);
    created.push(name);
    return databaseUrl(adminUrl, name);
  }
  afterAll(async () => {
    for (const name of created) await admin(`drop database if exists ${name} with (force)`);
  });

  it('round-trips a database into a fresh one, refusing one with tables or in use, committing nothing of a cut file', async () => {
    const sourceUrl = await createDatabase(true);
    const database = await openDatabase({ url: sourceUrl });
    await database.migrate();
    const client = await startTestApp('postgres', { database });
    let before: Awaited<ReturnType<typeof contents>>;
    let advertiserIds: string[];
    try {
      advertiserIds = await fillWithRows(client);
      before = await contents(database, advertiserIds);
    } finally {
      await client.close();
    }
    expectFilled(before);

    const file = join(mkdtempSync(join(tmpdir(), 'adportal-backup-')), 'adportal.pgdump');
    try {
      const backup = await npmRun('backup', [file], { DATABASE_URL: sourceUrl });
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/Backed up the PostgreSQL database adportal_test_\w+ on /);
      expect(backup.stdout).not.toContain(new URL(adminUrl).password || '\0');

      const targetUrl = await createDatabase();
      const restored = await npmRun('restore', [file], { DATABASE_URL: targetUrl });
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toContain('Ledger sound: 4 rows of 2 advertisers');
      const refused = await npmRun('restore', [file], { DATABASE_URL: targetUrl });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('add --force');
      const user = new pg.Client({ connectionString: targetUrl });
      await user.connect();
      try {
        const inUse = await npmRun('restore', [file, '--force'], { DATABASE_URL: targetUrl });
        expect(inUse.code).toBe(1);
        expect(inUse.stderr).toContain('other connections use this database');
      } finally {
        await user.end();
      }
      // Cut inside the table data (the table of contents comes first): nothing of it may be committed.
      const cut = `${file}.cut`;
      writeFileSync(cut, readFileSync(file).subarray(0, statSync(file).size - 64));
      const broken = await npmRun('restore', [cut, '--force'], { DATABASE_URL: targetUrl });
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain('pg_restore failed');

      const after = await openDatabase({ url: targetUrl });
      try {
        expect(await contents(after, advertiserIds)).toEqual(before);
      } finally {
        await after.close();
      }
    } finally {
      rmSync(join(file, '..'), { recursive: true, force: true });
    }
  }, 600_000); // processes started, on a loaded machine: minutes
});
