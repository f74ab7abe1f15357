// `npm run restore -- <file> [--force]`: restores a file of `npm run backup` into the database `npm start`
// uses, then proves the ledger (as `npm run ledger:verify`) and prints every table's row count; exits 1 when
// the ledger is broken. Stop the servers first.
// PGlite: the data folder is recreated from the tarball; an existing folder needs --force and is then moved
// aside to <folder>.before-restore-<time>, never deleted.
// PostgreSQL: the backup replaces the contents of the DATABASE_URL database in one transaction; a database
// that already has tables needs --force, one with public tables the backup lacks is refused.
import { createReadStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { parseEnv } from '../config.ts';
import { type Executor, openDatabase } from '../db/client.ts';
import { tableRowCounts } from '../db/row-counts.ts';
import { LedgerService } from '../modules/ledger/ledger.service.ts';
import {
  type BackupTarget,
  backupFormatOf,
  backupTarget,
  CliError,
  describeTarget,
  fileTimestamp,
  invocationDir,
  printRowCounts,
  refuseHeldPgliteFolder,
} from './backup-target.ts';
import {
  type ArchiveContents,
  archiveContents,
  checkToolVersion,
  connect,
  restoreArchive,
} from './pg-tools.ts';

/** Returns where the previous folder was moved. */
async function restorePglite(dir: string, file: string, force: boolean): Promise<string | undefined> {
  // A cut-off tarball is found before the folder is touched (PGlite's loader would fail half way).
  try {
    await pipeline(
      createReadStream(file),
      createGunzip(),
      new Writable({ write: (_chunk, _enc, next) => next() }),
    );
  } catch (error) {
    throw new CliError(
      `${file} is damaged (${error instanceof Error ? error.message : error}): nothing changed.`,
    );
  }
  let aside: string | undefined;
  if (existsSync(dir)) {
    if (!force) throw new CliError(`${dir} already exists: add --force to move it aside and restore.`);
    refuseHeldPgliteFolder(dir);
    aside = `${dir}.before-restore-${fileTimestamp()}`;
    renameSync(dir, aside);
  }
  mkdirSync(dirname(dir), { recursive: true });
  try {
    const client = await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(file)]) });
    await client.close();
  } catch (error) {
    // Only the half-written new folder goes; the previous one comes back where it was.
    rmSync(dir, { recursive: true, force: true });
    if (aside) renameSync(aside, dir);
    throw error;
  }
  return aside;
}

async function restorePostgres(url: string, file: string, force: boolean): Promise<void> {
  const client = await connect(url);
  let archive: ArchiveContents;
  try {
    await checkToolVersion(client, 'pg_restore');
    archive = archiveContents(file);
    const { rows } = await client.query<{ others: number }>(
      `select count(*)::int as others from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    if (rows[0]!.others > 0) {
      throw new CliError(`${rows[0]!.others} other connections use this database: stop the servers first.`);
    }
    const tables = await tableRowCounts(drizzlePg({ client }) as unknown as Executor);
    if (tables.length > 0 && !force) {
      throw new CliError(
        `The database has ${tables.length} tables: add --force to replace its contents with the backup.`,
      );
    }
    // The archive's schemas are replaced whole, but public only object by object: a newer table there would
    // stay, and the migration that made it fail at the next start.
    const extra = tables
      .map(({ table }) => table)
      .filter((table) => !table.includes('.') && !archive.tables.has(table));
    if (extra.length > 0) {
      throw new CliError(
        `The database has tables the backup does not hold (${extra.join(', ')}): restore into an empty ` +
          'database, or drop them first.',
      );
    }
  } finally {
    await client.end();
  }
  await restoreArchive(url, file, archive.schemas);
}

/** Opens the restored database as the server would (migrated), proves the ledger and counts the rows. */
async function report(config: ReturnType<typeof parseEnv>, target: BackupTarget): Promise<boolean> {
  const database = await openDatabase(
    target.kind === 'pglite' ? { pgliteDir: target.dir } : { url: target.url },
  );
  try {
    await database.migrate();
    const ledger = await new LedgerService({ timeZone: config.PLATFORM_TIMEZONE }).verify(database.db);
    printRowCounts(await tableRowCounts(database.db));
    if (ledger.broken.length === 0) {
      console.info(`Ledger sound: ${ledger.rows} rows of ${ledger.advertisers} advertisers checked.`);
      return true;
    }
    console.error(`Ledger BROKEN: ${ledger.broken.length} of ${ledger.rows} rows do not add up:`);
    for (const row of ledger.broken)
      console.error(`  advertiser ${row.advertiserId} seq ${row.seq}: ${row.problem}`);
    return false;
  } finally {
    await database.close();
  }
}

async function restore(file: string, force: boolean): Promise<boolean> {
  const config = parseEnv({ ...process.env, LOG_LEVEL: 'silent' });
  const target = backupTarget(config);
  if (!existsSync(file)) throw new CliError(`${file} does not exist.`);
  const format = backupFormatOf(file);
  if (format === undefined) throw new CliError(`${file} is not a file of \`npm run backup\`.`);
  if (format !== target.kind) {
    throw new CliError(
      format === 'postgres'
        ? `${file} is a PostgreSQL backup: set DATABASE_URL to restore it into PostgreSQL.`
        : `${file} is a PGlite backup: unset DATABASE_URL to restore it into PGlite.`,
    );
  }
  let aside: string | undefined;
  if (target.kind === 'pglite') aside = await restorePglite(target.dir, file, force);
  else await restorePostgres(target.url, file, force);
  console.info(`Restored ${file}`);
  console.info(`  into the ${describeTarget(target)}`);
  if (aside) console.info(`  (the previous data folder is kept at ${aside})`);
  return report(config, target);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
if (!positionals[0]) {
  console.error('Usage: npm run restore -- <backup file> [--force]');
  process.exit(2);
}
try {
  if (!(await restore(resolve(invocationDir(), positionals[0]), values.force))) process.exitCode = 1;
} catch (error) {
  if (!(error instanceof CliError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
