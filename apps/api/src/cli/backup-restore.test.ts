// `npm run backup` and `npm run restore` run as an operator runs them (npm from the repository root, the
// database chosen by DATA_DIR or DATABASE_URL), on a database filled through the services and ad images
// uploaded through the API into DATA_DIR/uploads: the archive is the owner's only, and a restore into a fresh
// folder brings back the database, every image (read through the app) and the app secret.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { imageOf, upload } from '../../test/ad-fixtures.ts';
import { npmRun } from '../../test/commands.ts';
import { createMigratedPostgresDatabase, databaseUrl } from '../../test/database-templates.ts';
import { openTestDatabase, startTestApp, type TestClient } from '../../test/helper.ts';
import { startS3Emulator } from '../../test/s3-emulator.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { tableRowCounts } from '../db/row-counts.ts';
import { S3Storage } from '../integrations/storage/s3-storage.ts';
import { resolveAppSecret } from '../lib/app-secret.ts';
import { LedgerService } from '../modules/ledger/ledger.service.ts';
import { extractArchive } from './backup-archive.ts';

/** An uploaded image: its address in the app and its bytes as the app served them. */
interface Image {
  url: string;
  bytes: Buffer;
}

/** Two advertisers with users, sessions, an uploaded ad image each and ledgers (deposit, adjustment, spend). */
async function fillWithRows(client: TestClient): Promise<{ advertiserIds: string[]; images: Image[] }> {
  const { ledger } = client.app.services;
  const { db } = client.database;
  const ids: string[] = [];
  const images: Image[] = [];
  for (const [index, amount] of [50_000_000n, 7_000_000n].entries()) {
    const account = await client.register();
    const session = await client.login(account.email, account.password);
    const uploaded = await upload(client, session.access_token, await imageOf(300 + index, 250));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json() as { url: string };
    images.push({ url, bytes: (await client.get(url)).rawPayload });
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
  return { advertiserIds: ids, images };
}

/** Each image read through an app on the restored database and storage (`env`): the same bytes. */
async function expectImagesServed(database: DatabaseHandle, env: Record<string, string>, images: Image[]) {
  const client = await startTestApp(database.kind, { database, env });
  try {
    for (const image of images) {
      const served = await client.get(image.url);
      expect(served.statusCode, image.url).toBe(200);
      expect(served.rawPayload.equals(image.bytes)).toBe(true);
    }
  } finally {
    await client.close();
  }
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

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
  expect(rows).toMatchObject({
    advertisers: 2,
    users: 2,
    sessions: 2,
    statements: 4,
    spend_entries: 2,
    ad_images: 2,
  });
  expect(state.ledger).toMatchObject({ advertisers: 2, rows: 4, broken: [] });
}

describe('backup and restore [pglite]', () => {
  const work = mkdtempSync(join(tmpdir(), 'adportal-backup-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('round-trips a data folder with its uploads and app secret, refusing a held or existing folder and moving an old one aside', async () => {
    const source = join(work, 'source');
    const uploadsDir = join(source, 'uploads');
    const secret = resolveAppSecret(undefined, source, false); // as npm start makes it
    const file = join(work, 'backups', 'adportal.tar'); // a folder the backup makes
    const database = await openTestDatabase('pglite', join(source, 'pglite'));
    const client = await startTestApp('pglite', { database, env: { UPLOADS_DIR: uploadsDir } });
    let before: Awaited<ReturnType<typeof contents>>;
    let filled: Awaited<ReturnType<typeof fillWithRows>>;
    try {
      filled = await fillWithRows(client);
      before = await contents(database, filled.advertiserIds);
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
    expect(backup.stdout).toMatch(/^Uploads: 2 files, /m);
    expect(backup.stdout).toContain('App secret: ');
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(join(work, 'backups'))).toBe(0o700);
    expect(readdirSync(join(work, 'backups'))).toEqual(['adportal.tar']);
    // A plain tar archive: the system's tar lists it, every entry readable by its owner only.
    const listing = execFileSync('tar', ['-tvf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listing.map((line) => line.split(/\s+/).at(-1)).sort()).toEqual(
      expect.arrayContaining(['app-secret', 'backup.json', 'database.tar.gz']),
    );
    expect(listing.filter((line) => line.includes(' uploads/'))).toHaveLength(2);
    for (const line of listing) expect(line).toMatch(/^-rw------- /);

    // A fresh folder: the database, every image and the secret come back.
    const fresh = join(work, 'fresh');
    const otherSecret = await npmRun('restore', [file], {
      DATA_DIR: fresh,
      APP_SECRET: 'not-the-secret-of-the-backup-0123456789',
    });
    expect(otherSecret.code).toBe(1);
    expect(otherSecret.stderr).toContain('APP_SECRET is not the app secret the backup holds');
    expect(existsSync(fresh)).toBe(false);
    const restoredFresh = await npmRun('restore', [file], { DATA_DIR: fresh });
    expect(restoredFresh.code, restoredFresh.stderr).toBe(0);
    expect(restoredFresh.stdout).toContain('Ledger sound: 4 rows of 2 advertisers');
    expect(readdirSync(fresh).sort()).toEqual(['app-secret', 'pglite', 'uploads']);
    expect(readFileSync(join(fresh, 'app-secret'), 'utf8')).toBe(secret);
    expect(modeOf(join(fresh, 'app-secret'))).toBe(0o600);
    const freshDatabase = await openDatabase({ pgliteDir: join(fresh, 'pglite') });
    expect(await contents(freshDatabase, filled.advertiserIds)).toEqual(before);
    await expectImagesServed(freshDatabase, { UPLOADS_DIR: join(fresh, 'uploads') }, filled.images); // closes it

    const target = join(work, 'target');
    mkdirSync(join(target, 'pglite'), { recursive: true }); // an earlier database in the way
    const refused = await npmRun('restore', [file], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('add --force');
    const restored = await npmRun('restore', [file, '--force'], { DATA_DIR: target });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('Ledger sound: 4 rows of 2 advertisers');
    expect(readdirSync(target).sort()).toEqual([
      'app-secret',
      'pglite',
      expect.stringMatching(/^pglite\.before-restore-/),
      'uploads',
    ]);

    const after = await openDatabase({ pgliteDir: join(target, 'pglite') });
    try {
      expect(await contents(after, filled.advertiserIds)).toEqual(before);
    } finally {
      await after.close();
    }
  }, 600_000); // processes started, on a loaded machine: minutes

  it('refuses a backup without an app secret where there is none either, unless told to go on', async () => {
    const source = join(work, 'no-secret');
    await (await openTestDatabase('pglite', join(source, 'pglite'))).close();
    const file = join(work, 'no-secret.tar');
    const appSecret = 'the-secret-of-the-environment-0123456789';
    const backup = await npmRun('backup', [file], { DATA_DIR: source, APP_SECRET: appSecret });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('App secret: APP_SECRET is not in the archive');

    const target = join(work, 'no-secret-target');
    const refused = await npmRun('restore', [file], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The backup holds no app secret, and there is none here');
    expect(refused.stderr).toContain('--keep-going');
    expect(existsSync(target)).toBe(false); // nothing made, not even the folder

    const withSecret = await npmRun('restore', [file], { DATA_DIR: target, APP_SECRET: appSecret });
    expect(withSecret.code, withSecret.stderr).toBe(0);
    expect(withSecret.stderr).toContain('the server will use APP_SECRET');

    const anyway = await npmRun('restore', [file, '--force', '--keep-going'], { DATA_DIR: target });
    expect(anyway.code, anyway.stderr).toBe(0);
    expect(anyway.stderr).toContain('Restored anyway (--keep-going): The backup holds no app secret');
  }, 600_000);
});

describe('backup and restore [pglite, S3-compatible storage]', () => {
  it('round-trips the uploads of a bucket through the storage interface, into another bucket', async () => {
    const emulator = await startS3Emulator();
    const work = mkdtempSync(join(tmpdir(), 'adportal-backup-s3-'));
    try {
      const sourceBucket = await emulator.newBucket();
      const source = join(work, 'source');
      resolveAppSecret(undefined, source, false);
      const database = await openTestDatabase('pglite', join(source, 'pglite'));
      const client = await startTestApp('pglite', { database, env: emulator.envOf(sourceBucket) });
      let filled: Awaited<ReturnType<typeof fillWithRows>>;
      try {
        filled = await fillWithRows(client);
      } finally {
        await client.close();
      }

      const file = join(work, 'adportal.tar');
      const backup = await npmRun('backup', [file], { DATA_DIR: source, ...emulator.envOf(sourceBucket) });
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(
        new RegExp(
          `^Uploads: 2 files, .+ from S3 bucket ${sourceBucket.bucket} at ${emulator.endpoint}$`,
          'm',
        ),
      );
      expect(`${backup.stdout}${backup.stderr}`).not.toContain(sourceBucket.secretAccessKey);
      const entries = await extractArchive(file, join(work, 'extracted'));
      expect(entries.filter((name) => name.startsWith('uploads/ad-images/'))).toHaveLength(2);

      // A fresh data folder and an empty bucket: the images come back into the bucket, none onto the disk.
      const targetBucket = await emulator.newBucket();
      const fresh = join(work, 'fresh');
      const restored = await npmRun('restore', [file], { DATA_DIR: fresh, ...emulator.envOf(targetBucket) });
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toContain(`Uploads: 2 files into S3 bucket ${targetBucket.bucket} at `);
      expect(restored.stdout).toContain('Ledger sound: 4 rows of 2 advertisers');
      expect(readdirSync(fresh).sort()).toEqual(['app-secret', 'pglite']);
      const keys: string[] = [];
      for await (const key of new S3Storage(targetBucket).list('')) keys.push(key);
      expect(keys).toHaveLength(2);
      for (const key of keys)
        expect(await emulator.contentTypeOf(targetBucket.bucket, key)).toBe('image/png');
      const freshDatabase = await openDatabase({ pgliteDir: join(fresh, 'pglite') });
      await expectImagesServed(freshDatabase, emulator.envOf(targetBucket), filled.images); // closes it

      // A bucket that holds objects already is written into only when told to.
      const other = join(work, 'other');
      const refused = await npmRun('restore', [file], { DATA_DIR: other, ...emulator.envOf(targetBucket) });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `S3 bucket ${targetBucket.bucket} at ${emulator.endpoint} already holds`,
      );
      expect(refused.stderr).toContain('add --force');
      expect(existsSync(other)).toBe(false);
    } finally {
      await emulator.close();
      rmSync(work, { recursive: true, force: true });
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
    const work = mkdtempSync(join(tmpdir(), 'adportal-backup-'));
    // Each side's DATA_DIR (uploads, app secret) is the test's, never the repository's ./data.
    const sourceDir = join(work, 'source');
    const targetDir = join(work, 'target');
    const secret = resolveAppSecret(undefined, sourceDir, false);
    const client = await startTestApp('postgres', {
      database,
      env: { UPLOADS_DIR: join(sourceDir, 'uploads') },
    });
    let before: Awaited<ReturnType<typeof contents>>;
    let filled: Awaited<ReturnType<typeof fillWithRows>>;
    try {
      filled = await fillWithRows(client);
      before = await contents(database, filled.advertiserIds);
    } finally {
      await client.close();
    }
    expectFilled(before);

    const file = join(work, 'adportal.tar');
    try {
      const backup = await npmRun('backup', [file], { DATABASE_URL: sourceUrl, DATA_DIR: sourceDir });
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/Backed up the PostgreSQL database adportal_test_\w+ on /);
      expect(backup.stdout).toMatch(/^Uploads: 2 files, /m);
      expect(backup.stdout).not.toContain(new URL(adminUrl).password || '\0');
      expect(modeOf(file)).toBe(0o600);

      const targetUrl = await createDatabase();
      const target = { DATABASE_URL: targetUrl, DATA_DIR: targetDir };
      const restored = await npmRun('restore', [file], target);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toContain('Ledger sound: 4 rows of 2 advertisers');
      expect(readFileSync(join(targetDir, 'app-secret'), 'utf8')).toBe(secret);
      const restoredDatabase = await openDatabase({ url: targetUrl });
      await expectImagesServed(restoredDatabase, { UPLOADS_DIR: join(targetDir, 'uploads') }, filled.images);
      const refused = await npmRun('restore', [file], target);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('add --force');
      const user = new pg.Client({ connectionString: targetUrl });
      await user.connect();
      try {
        const inUse = await npmRun('restore', [file, '--force'], target);
        expect(inUse.code).toBe(1);
        expect(inUse.stderr).toContain('other connections use this database');
      } finally {
        await user.end();
      }
      // A cut archive is found before anything is touched.
      const cut = `${file}.cut`;
      writeFileSync(cut, readFileSync(file).subarray(0, statSync(file).size - 700));
      const damaged = await npmRun('restore', [cut, '--force'], target);
      expect(damaged.code).toBe(1);
      expect(damaged.stderr).toContain('is damaged');
      // A pg_dump file cut inside the table data (an earlier backup's format; the table of contents comes
      // first): nothing of it may be committed.
      const extracted = join(work, 'extracted');
      await extractArchive(file, extracted);
      const dump = join(extracted, 'database.pgdump');
      const cutDump = `${dump}.cut`;
      writeFileSync(cutDump, readFileSync(dump).subarray(0, statSync(dump).size - 64));
      const broken = await npmRun('restore', [cutDump, '--force'], target);
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain('pg_restore failed');

      const after = await openDatabase({ url: targetUrl });
      try {
        expect(await contents(after, filled.advertiserIds)).toEqual(before);
      } finally {
        await after.close();
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 600_000); // processes started, on a loaded machine: minutes
});
