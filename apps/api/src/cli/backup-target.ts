// Shared by `npm run backup` and `npm run restore`: which database `npm start` uses, how it is named in their
// output, and the checks both make before touching it.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TableRowCount } from '../db/row-counts.ts';

export type BackupTarget = { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };

/** A refusal or a failed step, told to the operator as one message (exit 1) instead of a stack trace. */
export class CliError extends Error {}

/** The folder npm was invoked in (npm runs workspace scripts in the workspace, but says where it started). */
export function invocationDir(): string {
  return process.env.INIT_CWD ?? process.cwd();
}

export const REPOSITORY_ROOT = resolve(import.meta.dirname, '../../../..');

export function backupTarget(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }): BackupTarget {
  if (config.DATABASE_URL) return { kind: 'postgres', url: config.DATABASE_URL };
  // config.ts has already taken a relative DATA_DIR from where the command was typed.
  return { kind: 'pglite', dir: join(config.DATA_DIR, 'pglite') };
}

/** Where the database is, never with its password. */
export function describeTarget(target: BackupTarget): string {
  if (target.kind === 'pglite') return `PGlite database in ${target.dir}`;
  const url = new URL(target.url);
  const user = url.username ? ` as ${decodeURIComponent(url.username)}` : '';
  const database = decodeURIComponent(url.pathname.slice(1)) || '(default)';
  return `PostgreSQL database ${database} on ${url.hostname || 'localhost'}:${url.port || '5432'}${user}`;
}

/**
 * PGlite writes postmaster.pid into its folder when it opens it and removes it on close, so its presence means
 * another process holds the folder (two processes on one folder corrupt it), or the last one was killed.
 */
export function refuseHeldPgliteFolder(dir: string): void {
  if (!existsSync(join(dir, 'postmaster.pid'))) return;
  throw new CliError(
    `${dir} is open in another process (npm start, or another command): stop it first.\n` +
      'If nothing runs, the last server was killed before closing it: start it once (npm start) and stop it ' +
      'with Ctrl-C, which closes the folder cleanly, then try again.',
  );
}

export type BackupFormat = 'pglite' | 'postgres';

/** What a backup file holds, read from its first bytes: a gzip tarball (PGlite) or a pg_dump custom archive. */
export function backupFormatOf(file: string): BackupFormat | undefined {
  const head = readFileSync(file).subarray(0, 5);
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return undefined;
}

/** 20250131T235959Z: sorts by time, and is safe in a file name everywhere. */
export function fileTimestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]} (${bytes} bytes)`;
}

export function printRowCounts(counts: TableRowCount[]): void {
  const width = Math.max(0, ...counts.map((count) => count.table.length));
  console.info(`Rows in ${counts.length} tables:`);
  for (const { table, rows } of counts) console.info(`  ${table.padEnd(width)}  ${rows}`);
}
