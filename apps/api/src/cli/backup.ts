// `npm run backup [-- <file>]`: writes one backup file of the database `npm start` uses (default
// backups/adportal-<UTC time>.tar.gz or .pgdump under the repository root) and prints what it holds.
// PGlite: the data folder as PGlite's own gzip tarball; refused while a server holds the folder.
// PostgreSQL: pg_dump --format=custom, beside a running server.
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { parseEnv } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { type TableRowCount, tableRowCounts } from '../db/row-counts.ts';
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

async function backup(target: BackupTarget, file: string): Promise<void> {
  if (existsSync(file)) throw new CliError(`${file} already exists: name another file.`);
  mkdirSync(dirname(file), { recursive: true });
  // Written beside and renamed when complete, so a file with the final name is never a cut-off backup.
  const partial = `${file}.partial`;
  try {
    const counts =
      target.kind === 'pglite'
        ? await backupPglite(target.dir, partial)
        : await backupPostgres(target.url, partial);
    renameSync(partial, file);
    console.info(`Backed up the ${describeTarget(target)}`);
    console.info(`  to ${file}, ${formatBytes(statSync(file).size)}`);
    printRowCounts(counts);
  } finally {
    rmSync(partial, { force: true });
  }
}

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const config = parseEnv({ ...process.env, LOG_LEVEL: 'silent' });
const target = backupTarget(config);
const extension = target.kind === 'pglite' ? 'tar.gz' : 'pgdump';
const file = positionals[0]
  ? resolve(invocationDir(), positionals[0])
  : join(REPOSITORY_ROOT, 'backups', `adportal-${fileTimestamp()}.${extension}`);
try {
  await backup(target, file);
} catch (error) {
  if (!(error instanceof CliError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
