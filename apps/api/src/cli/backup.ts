// `npm run backup [-- <file>]`: writes one backup file (default backups/adportal-<UTC time>.tar under the
// repository root, mode 600) of what `npm start` uses and prints what it holds: a tar archive
// (cli/backup-archive.ts) of the database, the generated app secret when there is one, and the uploaded files.
// PGlite: the data folder as PGlite's own gzip tarball; refused while a server holds the folder.
// PostgreSQL: pg_dump --format=custom, beside a running server.
// Uploads: every object of the storage STORAGE_DRIVER names (cli/backup-uploads.ts), the local disk's folder
// (UPLOADS_DIR, default DATA_DIR/uploads) or the S3-compatible bucket.
import {
  closeSync,
  existsSync,
  fchmodSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { parseEnv } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { type TableRowCount, tableRowCounts } from '../db/row-counts.ts';
import { describeStorage, objectStorageFor } from '../integrations/storage/storage-from-config.ts';
import { APP_SECRET_ENTRY, ArchiveWriter, type BackupManifest, MANIFEST } from './backup-archive.ts';
import {
  type BackupTarget,
  backupTarget,
  CliError,
  describeTarget,
  fileTimestamp,
  formatBytes,
  invocationDir,
  printRowCounts,
  REPOSITORY_ROOT,
  refuseHeldPgliteFolder,
} from './backup-target.ts';
import { archiveUploads } from './backup-uploads.ts';
import { checkToolVersion, connect, runTool } from './pg-tools.ts';

async function backupPglite(dir: string, file: string): Promise<TableRowCount[]> {
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new CliError(`There is no PGlite database in ${dir}.`);
  refuseHeldPgliteFolder(dir);
  const client = await PGlite.create(dir);
  try {
    const tarball = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    return await tableRowCounts(drizzlePglite({ client }) as unknown as Executor);
  } finally {
    await client.close();
  }
}

async function backupPostgres(url: string, file: string): Promise<TableRowCount[]> {
  const client = await connect(url);
  try {
    await checkToolVersion(client, 'pg_dump');
    // pg_dump reads the snapshot this transaction exports, so the counts printed are those of the file even
    // while a server keeps writing.
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    await runTool('pg_dump', url, ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${file}`]);
    const counts = await tableRowCounts(drizzlePg({ client }) as unknown as Executor);
    await client.query('commit');
    return counts;
  } finally {
    await client.end();
  }
}

type ParsedConfig = ReturnType<typeof parseEnv>;

async function backup(config: ParsedConfig, target: BackupTarget, file: string): Promise<void> {
  if (existsSync(file)) throw new CliError(`${file} already exists: name another file.`);
  // The archive holds password hashes and perhaps the app secret: only its owner reads it, and a folder made
  // for it is the owner's too (an existing one keeps its mode).
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const work = mkdtempSync(join(dirname(file), '.adportal-backup-'));
  // Written beside and renamed when complete, so a file with the final name is never a cut-off backup.
  const partial = `${file}.partial`;
  try {
    const databaseEntry = target.kind === 'pglite' ? 'database.tar.gz' : 'database.pgdump';
    const databaseFile = join(work, databaseEntry);
    // The database first: every image its rows name was stored before its row was written, so it is on disk
    // or in the bucket when the uploads are copied next (an image deleted in between is the only one that can be
    // missing).
    const counts =
      target.kind === 'pglite'
        ? await backupPglite(target.dir, databaseFile)
        : await backupPostgres(target.url, databaseFile);
    const secretFile = join(config.DATA_DIR, 'app-secret');
    const appSecret = config.APP_SECRET ? 'environment' : existsSync(secretFile) ? 'included' : 'none';
    const fd = openSync(partial, 'wx', 0o600);
    let uploads: BackupManifest['uploads'];
    try {
      fchmodSync(fd, 0o600); // whatever the umask
      const archive = new ArchiveWriter(fd);
      await archive.addFile(databaseEntry, databaseFile);
      if (appSecret === 'included') await archive.addFile(APP_SECRET_ENTRY, secretFile);
      uploads = await archiveUploads(objectStorageFor(config), describeStorage(config), archive, work);
      const manifest: BackupManifest = {
        adportal_backup: 1,
        created_at: new Date().toISOString(),
        database: target.kind,
        database_entry: databaseEntry,
        app_secret: appSecret,
        uploads,
      };
      await archive.addBuffer(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      await archive.finish();
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, file);
    console.info(`Backed up the ${describeTarget(target)}`);
    console.info(`  to ${file}, ${formatBytes(statSync(file).size)}, readable by its owner only (mode 600)`);
    console.info(
      `Uploads: ${uploads.files} files, ${formatBytes(uploads.bytes)} from ${describeStorage(config)}`,
    );
    console.info(
      appSecret === 'included'
        ? `App secret: ${secretFile} is in the archive.`
        : appSecret === 'environment'
          ? 'App secret: APP_SECRET is not in the archive: keep it with the backups, a restore needs it.'
          : 'App secret: none yet (no APP_SECRET, no generated one).',
    );
    printRowCounts(counts);
  } finally {
    rmSync(partial, { force: true });
    rmSync(work, { recursive: true, force: true });
  }
}

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const config = parseEnv({ ...process.env, LOG_LEVEL: 'silent' });
const target = backupTarget(config);
const file = positionals[0]
  ? resolve(invocationDir(), positionals[0])
  : join(REPOSITORY_ROOT, 'backups', `adportal-${fileTimestamp()}.tar`);
try {
  await backup(config, target, file);
} catch (error) {
  if (!(error instanceof CliError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
