// Migrated databases made once and copied for every suite, instead of every suite running initdb (PGlite) and
// the migrations itself. A copy is the database the migrations made: what a suite proves on it is what it
// proved on a database it migrated. The migrations still run from nothing here (once per set of migrations)
// and in the tests that open a database of their own (`main.test.ts`, backup and restore, restarts).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase } from '../src/db/client.ts';

/**
 * What a migrated database depends on: every file of the migrations folder and the PGlite build that wrote
 * it. A change to either names a new template, so a stale one is never used.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(`${entry.name}\0`).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  // The package's exports hide its package.json: read it beside the entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(entry), '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

let key: string | undefined;
const keyOnce = () => {
  key ??= templateKey();
  return key;
};

/**
 * The tarball of a migrated PGlite data folder (`dumpDataDir`), written once per set of migrations under the
 * system's temporary folder (renamed into place, so no reader sees half a file; two writers write the same).
 */
export async function pgliteTemplateFile(): Promise<string> {
  const dir = join(tmpdir(), 'adportal-test-templates');
  const file = join(dir, `pglite-${keyOnce()}.tar`);
  if (existsSync(file)) return file;
  const client = await PGlite.create();
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const tarball = await client.dumpDataDir('none');
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await client.close();
  }
  return file;
}

let pgliteTemplate: Promise<Blob> | undefined;
/** The migrated data folder, read once per test file. */
export function pgliteTemplateData(): Promise<Blob> {
  pgliteTemplate ??= pgliteTemplateFile().then((file) => new Blob([readFileSync(file)]));
  return pgliteTemplate;
}

/** One statement on the server at `adminUrl` (creating and dropping databases), on a connection of its own. */
export async function adminQuery(adminUrl: string, statement: string, values: unknown[] = []) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await admin.query(statement, values);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A migrated PostgreSQL database kept on the server as a template (one per set of migrations; nobody may
 * connect to it, so copying it never waits for a session to leave). Made under a temporary name and renamed
 * when complete, so a run that stops half-way leaves no half-migrated template behind under the real name.
 */
export async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `adportal_template_${keyOnce()}`;
  const found = await adminQuery(adminUrl, 'select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount) return name;
  const building = `adportal_template_wip_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${building}`);
  const handle = await openDatabase({ url: databaseUrl(adminUrl, building), poolMax: 2 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  try {
    await adminQuery(adminUrl, `alter database ${building} rename to ${name}`);
    await adminQuery(adminUrl, `alter database ${name} with is_template true allow_connections false`);
  } catch (error) {
    // Another run made it first: use theirs.
    await adminQuery(adminUrl, `drop database if exists ${building}`);
    const again = await adminQuery(adminUrl, 'select 1 from pg_database where datname = $1', [name]);
    if (!again.rowCount) throw error;
  }
  return name;
}

let postgresTemplateName: Promise<string> | undefined;
/** A new database copied from the migrated template; its name. */
export async function createMigratedPostgresDatabase(
  adminUrl: string,
  prefix = 'adportal_test',
): Promise<string> {
  postgresTemplateName ??= postgresTemplate(adminUrl);
  const template = await postgresTemplateName;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  return name;
}
