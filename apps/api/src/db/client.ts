import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ConstructorOptions, fromPglite } from 'pg-boss';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The same drizzle API whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** How pg-boss reaches the same database: its own small pool, or the one PGlite connection. */
  jobQueue: ConstructorOptions;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY of `channel` (PostgreSQL: on a connection of its own; PGlite:
   * its one connection, which hands a query's notifications over before the query's promise resolves) until the
   * returned function is called. `onLost` is called once if that connection fails or ends by itself (PostgreSQL
   * only): nothing more arrives on it, and whoever relies on the notifications listens again.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost?: (error: Error | undefined) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The node-postgres pool, for its figures on /metrics (PGlite: none, one in-process connection). */
  pool?: pg.Pool | undefined;
}

export const MIGRATIONS_FOLDER = resolve(import.meta.dirname, 'migrations');

export interface OpenDatabaseOptions {
  /** PostgreSQL server URL; when absent PGlite is used. */
  url?: string | undefined;
  /** Folder of the PGlite data; in memory when absent. */
  pgliteDir?: string | undefined;
  /** PGlite: start from this data folder (a `dumpDataDir` tarball) instead of an empty one — tests' copies. */
  pgliteData?: Blob | undefined;
  poolMax?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolMax ?? 10);
  return openPglite(options.pgliteDir, options.pgliteData);
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client can fail (server restart, connection killed): without a listener node-postgres would
  // crash the process. The pool drops that client and the next query opens a fresh one.
  pool.on('error', (error) => console.warn(`PostgreSQL idle connection error: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    pool,
    jobQueue: { connectionString: url, max: 2 },
    migrate: () => migrateUnderLock(pool),
    ping: () => ping(db),
    listen: async (channel, onNotify, onLost) => {
      const client = new pg.Client({ connectionString: url, keepAlive: true });
      let ended = false;
      const lost = (error?: Error) => {
        if (ended) return;
        ended = true;
        onLost?.(error);
      };
      // A dropped listening connection is not fatal: whoever listens polls, or stops trusting what it heard.
      client.on('error', (error) => {
        console.warn(`PostgreSQL listener error: ${error.message}`);
        lost(error);
      });
      client.on('end', () => lost());
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        ended = true;
        await client.end().catch(() => {});
        throw error;
      }
      return async () => {
        ended = true;
        await client.end().catch(() => {});
      };
    },
    close: () => pool.end(),
  };
}

/**
 * The key of the PostgreSQL advisory lock every AdPortal process takes to migrate (any fixed bigint; advisory
 * locks are per database, so databases on one server do not wait for each other).
 */
export const MIGRATION_LOCK_KEY = 4_152_003_281_907_221n;

/**
 * Several processes starting on one database (WORKERS, several machines) would each run the migrations, and the
 * second's `create table` collide with the first's. Each takes the advisory lock on one connection and migrates
 * there: the first applies the migrations, the others wait for it and then find nothing left to apply. The lock
 * is the session's, so a process killed while migrating frees it with its connection (and its migration
 * transaction is rolled back). PGlite needs none: one process holds its folder.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failed = true;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    failed = false;
  } finally {
    // After a failure the connection is closed rather than reused: closing it frees the lock whatever happened.
    client.release(failed);
  }
}

/**
 * PGlite's start parameters: its own, and 32 MB of shared buffers instead of the data folder's 128 MB. Opening
 * PGlite zeroes its shared buffers inside the WASM memory: 128 MB cost about 0.8 s of CPU more at every start
 * (docs/operations.md, "Restart time"), and a page not in them is one read of the operating system's cache away.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(dir: string | undefined, data: Blob | undefined): Promise<DatabaseHandle> {
  if (dir) mkdirSync(dirname(resolve(dir)), { recursive: true });
  const options = { startParams: PGLITE_START_PARAMS, ...(data ? { loadDataDir: data } : {}) };
  const client = dir ? await PGlite.create(resolve(dir), options) : await PGlite.create(options);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    jobQueue: { db: fromPglite(client), backend: 'pglite' },
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => ping(db),
    listen: async (channel, onNotify) => {
      const unsubscribe = await client.listen(channel, (payload) => onNotify(payload));
      return async () => {
        await unsubscribe().catch(() => {});
      };
    },
    close: () => client.close(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** A transaction handle; repositories accept either it or the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

/** Runs raw SQL on either driver (pg and PGlite both answer `{ rows }`) and returns its rows. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
