// `npm run restore -- <file> [--force] [--keep-going]`: restores a file of `npm run backup` into the database
// `npm start` uses, its uploads into the storage STORAGE_DRIVER names (the local uploads folder, or the bucket:
// cli/backup-uploads.ts) and its app secret into DATA_DIR/app-secret, then proves
// the ledger (as `npm run ledger:verify`) and prints every table's row count; exits 1 when the ledger is broken.
// Stop the servers first. A backup without an app secret, restored where there is none either, is refused
// unless --keep-going (the server would make a new one and read nothing sealed with the old). Files of earlier
// versions (the database alone) are still read.
// PGlite: the data folder is recreated from the tarball; an existing folder needs --force and is then moved
// aside to <folder>.before-restore-<time>, never deleted.
// PostgreSQL: the backup replaces the contents of the DATABASE_URL database in one transaction; a database
// that already has tables needs --force, one with public tables the backup lacks is refused.
// Uploads: a storage that holds any needs --force; a local folder is then moved aside to
// <folder>.before-restore-<time>, a bucket keeps its other objects (the backup's are written over theirs).
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { parseEnv } from '../config.ts';
import { type Executor, openDatabase } from '../db/client.ts';
import { tableRowCounts } from '../db/row-counts.ts';
import {
  describeStorage,
  objectStorageFor,
  uploadsDirOf,
} from '../integrations/storage/storage-from-config.ts';
import { LedgerService } from '../modules/ledger/ledger.service.ts';
import {
  APP_SECRET_ENTRY,
  type BackupManifest,
  extractArchive,
  isArchive,
  MANIFEST,
  UPLOADS_PREFIX,
} from './backup-archive.ts';
import {
  type BackupFormat,
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
import { holdsUploads, restoreUploads } from './backup-uploads.ts';
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

type ParsedConfig = ReturnType<typeof parseEnv>;

/** What the archive held besides the database, extracted into `dir`. */
interface Extracted {
  database: string;
  format: BackupFormat;
  appSecret?: string | undefined;
  /** The extracted uploads folder, when the archive held any. */
  uploads?: string | undefined;
  manifest?: BackupManifest | undefined;
}

async function extract(file: string, dir: string): Promise<Extracted> {
  const names = new Set(await extractArchive(file, dir));
  if (!names.has(MANIFEST))
    throw new CliError(`${file} is not a file of \`npm run backup\` (no ${MANIFEST}).`);
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.adportal_backup !== 1 || !names.has(manifest.database_entry)) {
    throw new CliError(`${file} is not a file of \`npm run backup\` this version reads.`);
  }
  const uploads = join(dir, UPLOADS_PREFIX);
  return {
    database: join(dir, manifest.database_entry),
    format: manifest.database,
    appSecret: names.has(APP_SECRET_ENTRY)
      ? readFileSync(join(dir, APP_SECRET_ENTRY), 'utf8').trim()
      : undefined,
    uploads: existsSync(uploads) ? uploads : undefined,
    manifest,
  };
}

/**
 * The app secret decides whether the restored data can be read: sign-in cookies, click and view links and the
 * two-factor keys sealed in the database. Returns what to do with it, or refuses (unless `keepGoing`) when the
 * restored server would run with another secret than the one that made the backup.
 */
function secretPlan(config: ParsedConfig, archived: string | undefined, keepGoing: boolean): string[] {
  const notes: string[] = [];
  const refuse = (message: string) => {
    if (!keepGoing) throw new CliError(`${message}\nNothing changed.`);
    notes.push(`Restored anyway (--keep-going): ${message}`);
  };
  const secretFile = join(config.DATA_DIR, 'app-secret');
  if (archived !== undefined) {
    if (config.APP_SECRET && config.APP_SECRET !== archived) {
      refuse(
        'APP_SECRET is not the app secret the backup holds: the server would not read the two-factor keys in ' +
          "its database, nor its sessions and links. Unset APP_SECRET (the backup's is restored into " +
          `${secretFile}) or set it to that one, or add --keep-going to restore anyway.`,
      );
    }
    return notes;
  }
  if (config.APP_SECRET) {
    notes.push(
      'The backup holds no app secret: the server will use APP_SECRET, which must be the one that made it.',
    );
  } else if (existsSync(secretFile)) {
    notes.push(
      `The backup holds no app secret: the server will use ${secretFile}, which must be the one that made it.`,
    );
  } else {
    refuse(
      `The backup holds no app secret, and there is none here (no APP_SECRET, no ${secretFile}): the server ` +
        'would make a new one, and the two-factor keys in the database, its sessions and its links would be ' +
        'unreadable. Set APP_SECRET to the secret of the server that made the backup and run again, or add ' +
        '--keep-going to restore without it.',
    );
  }
  return notes;
}

/** Moves `path` aside to <path>.before-restore-<time> when it holds anything; returns where, if it moved. */
function moveAside(path: string, stamp: string): string | undefined {
  if (!existsSync(path)) return undefined;
  if (statSync(path).isDirectory() && readdirSync(path).length === 0) {
    rmSync(path, { recursive: true });
    return undefined;
  }
  const aside = `${path}.before-restore-${stamp}`;
  renameSync(path, aside);
  return aside;
}

async function restore(file: string, force: boolean, keepGoing: boolean): Promise<boolean> {
  const config = parseEnv({ ...process.env, LOG_LEVEL: 'silent' });
  const target = backupTarget(config);
  if (!existsSync(file)) throw new CliError(`${file} does not exist.`);
  const storage = objectStorageFor(config);
  const secretFile = join(config.DATA_DIR, 'app-secret');
  const stamp = fileTimestamp();
  // A refusal leaves no trace: a DATA_DIR made here for the extraction goes again when it stayed empty.
  const madeDataDir = !existsSync(config.DATA_DIR);
  let work: string | undefined;
  try {
    let extracted: Extracted;
    if (isArchive(file)) {
      // Beside the data folder, readable by the owner only; removed whatever happens.
      mkdirSync(config.DATA_DIR, { recursive: true, mode: 0o700 });
      work = mkdtempSync(join(config.DATA_DIR, '.restore-'));
      extracted = await extract(file, work);
    } else {
      // A file of an earlier `npm run backup`: the database alone.
      const format = backupFormatOf(file);
      if (format === undefined) throw new CliError(`${file} is not a file of \`npm run backup\`.`);
      extracted = { database: file, format };
    }
    if (extracted.format !== target.kind) {
      throw new CliError(
        extracted.format === 'postgres'
          ? `${file} is a PostgreSQL backup: set DATABASE_URL to restore it into PostgreSQL.`
          : `${file} is a PGlite backup: unset DATABASE_URL to restore it into PGlite.`,
      );
    }
    // Every refusal before anything changes.
    const notes = secretPlan(config, extracted.appSecret, keepGoing);
    if (extracted.uploads && !force && (await holdsUploads(storage, describeStorage(config)))) {
      throw new CliError(
        config.STORAGE_DRIVER === 'local'
          ? `${uploadsDirOf(config)} already holds files: add --force to move it aside and restore.`
          : `The ${describeStorage(config)} already holds objects: add --force to write the backup's over ` +
              'them (its other objects stay).',
      );
    }
    let aside: string | undefined;
    if (target.kind === 'pglite') aside = await restorePglite(target.dir, extracted.database, force);
    else await restorePostgres(target.url, extracted.database, force);
    console.info(`Restored ${file}`);
    console.info(`  into the ${describeTarget(target)}`);
    if (aside) console.info(`  (the previous data folder is kept at ${aside})`);
    if (extracted.uploads) {
      const uploadsAside =
        config.STORAGE_DRIVER === 'local' ? moveAside(uploadsDirOf(config), stamp) : undefined;
      const files = await restoreUploads(extracted.uploads, storage, describeStorage(config));
      console.info(`Uploads: ${files} files into ${describeStorage(config)}`);
      if (uploadsAside) console.info(`  (the previous uploads are kept at ${uploadsAside})`);
    } else if (extracted.manifest) {
      console.info('Uploads: none in the backup.');
    } else {
      console.info(
        'Uploads: this file holds the database only (an earlier backup): copy the uploads yourself.',
      );
    }
    if (extracted.appSecret !== undefined) {
      let secretAside: string | undefined;
      if (existsSync(secretFile) && readFileSync(secretFile, 'utf8').trim() !== extracted.appSecret) {
        secretAside = `${secretFile}.before-restore-${stamp}`;
        renameSync(secretFile, secretAside);
      }
      writeFileSync(secretFile, extracted.appSecret, { mode: 0o600 });
      console.info(`App secret: restored into ${secretFile}`);
      if (secretAside) console.info(`  (the previous one is kept at ${secretAside})`);
    }
    for (const note of notes) console.warn(note);
    return report(config, target);
  } finally {
    if (work) rmSync(work, { recursive: true, force: true });
    if (madeDataDir && existsSync(config.DATA_DIR) && readdirSync(config.DATA_DIR).length === 0)
      rmSync(config.DATA_DIR, { recursive: true });
  }
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    force: { type: 'boolean', default: false },
    'keep-going': { type: 'boolean', default: false },
  },
});
if (!positionals[0]) {
  console.error('Usage: npm run restore -- <backup file> [--force] [--keep-going]');
  process.exit(2);
}
try {
  const file = resolve(invocationDir(), positionals[0]);
  if (!(await restore(file, values.force, values['keep-going']))) process.exitCode = 1;
} catch (error) {
  if (!(error instanceof CliError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
