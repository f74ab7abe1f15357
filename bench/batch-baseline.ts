// The database's own ceiling for the ad server's batch writes: pgbench running the very statements one batch of
// clicks (or one impression flush) sends, with the same batch size, on the bench's database. The statements are
// not copied here: a batch is run through the real ClickRecorder / ImpressionRecorder over a database stand-in
// that keeps each statement's text and parameters (and answers as a database would for valid, charged clicks and
// beacons), so a change to the server's SQL changes the baseline with it. Under pgbench each transaction is:
//
//   one \gset query making the batch's fresh impression ids and spend references (they are unique in the tables)
//   and, for clicks, visitors' addresses (as the bench's clicks each have their own); the other parameters are
//   read by the same query from a one-row table (a flush's arrays are too long for pgbench's -D)
//   begin; the server's statements as they were captured, with `$n` bound to their values; commit
//
// Clicks run CLIENTS pgbench processes of one client each (the server writes 4 batches at once), each over its
// own advertisers so that they never wait for each other's ledger locks: the ceiling, not a contended figure.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from '../apps/api/src/db/client.ts';
import { ClickRecorder, type IncomingClick } from '../apps/api/src/modules/delivery/click-recorder.ts';
import { DEFAULT_CLICK_RULES } from '../apps/api/src/modules/delivery/click-rules.ts';
import {
  ImpressionRecorder,
  type IncomingImpression,
} from '../apps/api/src/modules/delivery/impression-recorder.ts';
import { LedgerService } from '../apps/api/src/modules/ledger/ledger.service.ts';
import { type MachineLoad, machineLoad, round } from './harness.ts';

const run = promisify(execFile);
const dialect = new PgDialect();

interface Statement {
  sql: string;
  params: unknown[];
}

/** A database stand-in: keeps every statement and answers what a batch of valid, charged writes would read. */
function capturing(answer: (statement: Statement) => unknown[]) {
  const statements: Statement[] = [];
  const executor = {
    execute: async (query: SQL) => {
      const statement = dialect.sqlToQuery(query);
      statements.push(statement);
      return { rows: answer(statement) };
    },
    transaction: async <T>(body: (tx: unknown) => Promise<T>) => body(executor),
  };
  return { db: executor as unknown as Database, statements };
}

const RICH = '1000000000000000';
/** Every advertiser of the ledger's one-query read can pay; no reference was recorded before. */
function ledgerAnswer(statement: Statement): unknown[] | null {
  if (!statement.sql.includes('balance_of')) return null;
  return (statement.params[0] as string[]).map((id) => ({ balance_of: id, value: RICH }));
}

interface ClickTemplate {
  ad: string;
  advertiser: string;
  target: string;
  target_type: 'keyword' | 'website';
  site: string;
}

/** `size` click ads with one live bid each, of advertisers no other group holds. */
async function clickTemplates(pool: pg.Pool, groups: number, size: number): Promise<ClickTemplate[][]> {
  const { rows } = await pool.query<ClickTemplate>(
    `select distinct on (a.advertiser_id) a.id as ad, a.advertiser_id as advertiser, t.id as target, t.target_type,
       (select id from websites order by id limit 1) as site
     from advertisements a join ad_targets t on t.advertisement_id = a.id
     where a.type = 'click' order by a.advertiser_id, a.id limit $1`,
    [groups * size],
  );
  return Array.from({ length: groups }, (_, group) =>
    Array.from({ length: size }, (_, index) => rows[(group * size + index) % rows.length]!),
  );
}

async function capturedClickBatch(templates: readonly ClickTemplate[]) {
  const now = new Date();
  const { db, statements } = capturing(
    (statement) =>
      ledgerAnswer(statement) ??
      (statement.sql.includes('clicked_before')
        ? [
            {
              facts: (statement.params[0] as string[]).map((id) => ({
                impression_id: id,
                clicked_before: false,
                viewed_at: new Date(now.getTime() - 5000).toISOString(),
                recent: '0',
              })),
              budgets: [],
            },
          ]
        : []),
  );
  const recorder = new ClickRecorder({
    db,
    ledger: new LedgerService({ timeZone: 'Asia/Bangkok' }),
    limits: DEFAULT_CLICK_RULES,
    onCharged: () => {},
    onError: (error) => {
      throw error;
    },
    concurrency: 1,
  });
  const clicks: IncomingClick[] = templates.map((template, index) => ({
    decision: {
      impressionId: crypto.randomUUID(),
      adId: template.ad,
      targetId: template.target,
      siteId: template.site,
      priceMicros: 500_000n,
      servedAt: new Date(now.getTime() - 10_000),
    },
    advertiserId: template.advertiser,
    targetType: template.target_type,
    clickedAt: now,
    ip: `198.18.${index >> 8}.${index & 255}`,
    country: 'TH',
    browser: 'Chrome',
    os: 'Windows',
    deviceType: 'desktop',
    immediateReason: null,
    charged: true,
  }));
  await Promise.all(clicks.map((click) => recorder.record(click)));
  const ids = clicks.map((click) => click.decision.impressionId);
  return {
    statements,
    fresh: { ids, refs: ids.map((id) => `click:${id}`), ips: clicks.map((click) => click.ip) },
  };
}

async function capturedImpressionFlush(pool: pg.Pool, size: number) {
  const { rows } = await pool.query<{
    ad: string;
    advertiser: string;
    type: 'click' | 'impression';
    target: string;
  }>(
    `select a.id as ad, a.advertiser_id as advertiser, a.type, t.id as target
     from advertisements a join ad_targets t on t.advertisement_id = a.id order by random() limit $1`,
    [size],
  );
  const { rows: sites } = await pool.query<{ id: string }>('select id from websites order by id limit 1');
  const { db, statements } = capturing(
    (statement) =>
      ledgerAnswer(statement) ??
      (statement.sql.includes('insert into impression_beacons')
        ? (statement.params[0] as string[]).map((id) => ({ id }))
        : []),
  );
  const recorder = new ImpressionRecorder({
    db,
    ledger: new LedgerService({ timeZone: 'Asia/Bangkok' }),
    flushMs: 10,
    durability: 'window',
    concurrency: 1,
    onCharged: () => {},
    onError: (error) => {
      throw error;
    },
  });
  const now = new Date();
  const impressions: IncomingImpression[] = Array.from({ length: size }, (_, index) => {
    const row = rows[index % rows.length]!;
    return {
      decision: {
        impressionId: crypto.randomUUID(),
        adId: row.ad,
        targetId: row.target,
        siteId: sites[0]!.id,
        priceMicros: 2_000_000n,
        servedAt: new Date(now.getTime() - 1000),
      },
      advertiserId: row.advertiser,
      type: row.type,
      viewedAt: now,
      voidReason: null,
    };
  });
  for (const impression of impressions) recorder.add(impression);
  await recorder.drain();
  const spend = statements.find((statement) => statement.sql.includes('insert into spend_entries'));
  const refs = (spend?.params[3] as string[] | undefined) ?? [];
  return {
    statements,
    fresh: { ids: impressions.map((item) => item.decision.impressionId), refs, ips: [] },
  };
}

/** A parameter as node-postgres sends it: arrays as PostgreSQL array literals. */
function literal(value: unknown): string {
  if (!Array.isArray(value)) return String(value);
  const element = (item: unknown) =>
    item === null || item === undefined ? 'NULL' : `"${String(item).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  return `{${value.map(element).join(',')}}`;
}

interface BatchScript {
  /** The fresh values' query: one row of fresh_ids, fresh_refs (and fresh_ips). */
  fresh: string;
  /** The captured statements, `$n` turned into pgbench variables. */
  statements: string[];
  /** The variables bound to the captured values (read from a table per transaction: too long for -D). */
  constants: Map<string, string>;
}

/**
 * The pgbench form of a captured batch: its statements with `$n` turned into variables; the fresh ids and
 * references made per transaction (they are unique in their tables), the other values as captured.
 */
function pgbenchScript(
  captured: { statements: Statement[]; fresh: { ids: string[]; refs: string[]; ips: string[] } },
  refPrefix: 'click:' | 'impressions:',
): BatchScript {
  const ids = literal(captured.fresh.ids);
  const refs = literal(captured.fresh.refs);
  const ips = literal(captured.fresh.ips);
  const constants = new Map<string, string>();
  const statements = captured.statements.map((statement, index) => {
    const text = statement.sql.replace(/\$(\d+)/g, (_, n: string) => {
      const value = literal(statement.params[Number(n) - 1]);
      if (value === ids) return ':fresh_ids';
      if (value === refs && captured.fresh.refs.length > 0) return ':fresh_refs';
      if (value === ips && captured.fresh.ips.length > 0) return ':fresh_ips';
      constants.set(`s${index}p${n}`, value);
      return `:s${index}p${n}`;
    });
    return `${text.replace(/\s+/g, ' ').trim()};`;
  });
  const fresh =
    refPrefix === 'click:'
      ? `select array_agg(i)::text as fresh_ids, array_agg('click:' || i)::text as fresh_refs, array_agg(ip)::text as fresh_ips from (select gen_random_uuid() as i, concat_ws('.', 11 + floor(random() * 180)::int, floor(random() * 256)::int, floor(random() * 256)::int, 1 + floor(random() * 254)::int) as ip from generate_series(1, ${captured.fresh.ids.length})) g`
      : `select (select array_agg(gen_random_uuid()) from generate_series(1, ${captured.fresh.ids.length}))::text as fresh_ids, (select array_agg('impressions:' || gen_random_uuid()) from generate_series(1, ${captured.fresh.refs.length}))::text as fresh_refs`;
  return { fresh, statements, constants };
}

/** Runs each script in a one-client pgbench of its own, all at once; their transactions per second summed. */
async function pgbench(database: { url: string; pool: pg.Pool }, scripts: BatchScript[], seconds: number) {
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-batch-'));
  try {
    // The constants' tables are made one after another (catalogue changes at once can fail each other).
    const files: string[] = [];
    for (const [index, { fresh, statements, constants }] of scripts.entries()) {
      const table = `pgbench_batch_${index}`;
      const names = [...constants.keys()];
      await database.pool.query(`drop table if exists ${table}`);
      await database.pool.query(
        `create table ${table} (${['id int', ...names.map((name) => `${name} text`)].join(', ')})`,
      );
      await database.pool.query(
        `insert into ${table} values (${['1', ...names.map((_, n) => `$${n + 1}`)].join(', ')})`,
        [...constants.values()],
      );
      const file = join(dir, `batch-${index}.sql`);
      const gset = `select c.*, f.* from ${table} c, (${fresh}) f \\gset`;
      writeFileSync(file, `${[gset, 'begin;', ...statements, 'commit;'].join('\n')}\n`);
      files.push(file);
    }
    const runs = files.map(async (file) => {
      const { stdout } = await run(
        'pgbench',
        ['-n', '-M', 'prepared', '-c', '1', '-j', '1', '-T', String(seconds), '-f', file, database.url],
        { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      );
      return Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN);
    });
    return (await Promise.all(runs)).reduce((sum, tps) => sum + tps, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface BatchBaseline {
  batchSize: number;
  clients: number;
  statements: number;
  tps: number;
  rowsPerSecond: number;
  load: MachineLoad;
}

/** pgbench over `clients` one-client runs of the server's click batch of `batchSize` clicks. */
export async function clickBatchBaseline(
  database: { url: string; pool: pg.Pool },
  options: { batchSize: number; clients: number; seconds: number },
): Promise<BatchBaseline> {
  const size = Math.max(1, Math.round(options.batchSize));
  const groups = await clickTemplates(database.pool, options.clients, size);
  const scripts = [];
  for (const templates of groups) scripts.push(pgbenchScript(await capturedClickBatch(templates), 'click:'));
  return runBaseline(database, scripts, size, options);
}

/** pgbench running these scripts (one per client) for `seconds`: batches and rows per second. */
async function runBaseline(
  database: { url: string; pool: pg.Pool },
  scripts: BatchScript[],
  size: number,
  options: { clients: number; seconds: number },
): Promise<BatchBaseline> {
  const tps = await pgbench(database, scripts, options.seconds);
  return {
    batchSize: size,
    clients: options.clients,
    statements: scripts[0]!.statements.length + 3,
    tps: round(tps, 1),
    rowsPerSecond: Math.round(tps * size),
    load: machineLoad(),
  };
}

/**
 * pgbench running the server's flush of `batchSize` beacons: one client when flushes run one at a time (window),
 * several when every beacon waits for its own batch (per_request), each over its own random ads.
 */
export async function impressionFlushBaseline(
  database: { url: string; pool: pg.Pool },
  options: { batchSize: number; clients: number; seconds: number },
): Promise<BatchBaseline> {
  const size = Math.max(1, Math.round(options.batchSize));
  const scripts = [];
  for (let client = 0; client < options.clients; client++)
    scripts.push(pgbenchScript(await capturedImpressionFlush(database.pool, size), 'impressions:'));
  return runBaseline(database, scripts, size, options);
}
