// Shared by the ad server benches (serve, clicks, beacons): a throw-away PostgreSQL database with the delivery
// population, the real API and the bare Fastify route as child processes, autocannon runs summarised the same
// way, and a clean-up that drops the database and stops the children on success, failure, Ctrl-C or SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { TrackingTokens } from '../apps/api/src/modules/delivery/tracking-token.ts';
import { deliveryServerEnv, newAppSecret, type Population, populateDelivery } from './delivery-population.ts';
import {
  cpuSeconds,
  freePort,
  loadText,
  type MachineLoad,
  machineLoad,
  ROOT,
  type RunningServer,
  round,
  sleep,
  stopServer,
  throwawayDatabase,
  waitForHealth,
} from './harness.ts';

type Cleanup = () => Promise<unknown> | unknown;
const cleanups: Cleanup[] = [];
let cleaning: Promise<void> | null = null;

/** Runs the registered clean-ups, newest first, once. */
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`clean-up failed: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}

/** Registers a clean-up to run at the end, on failure and on SIGINT / SIGTERM. */
export function onCleanUp(cleanup: Cleanup) {
  cleanups.push(cleanup);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and dropping the database`);
    void cleanUp().then(() => process.exit(130));
  });
}

/** Runs a bench's body; whatever happens, the clean-ups run, and a failure sets the exit code. */
export async function benchMain(body: () => Promise<boolean>) {
  try {
    if (!(await body())) process.exitCode = 1;
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

export interface DeliveryDatabase {
  url: string;
  dataDir: string;
  appSecret: string;
  population: Population;
  pool: pg.Pool;
}

/** A fresh, migrated database with the delivery population and the API's data folder (uploads). */
export async function deliveryDatabase(prefix: string): Promise<DeliveryDatabase> {
  const database = await throwawayDatabase(prefix);
  onCleanUp(() => database.drop());
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  const appSecret = newAppSecret();
  const population = await populateDelivery({ url: database.url, dataDir, appSecret });
  const pool = new pg.Pool({ connectionString: database.url, max: 3 });
  pool.on('error', () => {});
  onCleanUp(() => pool.end());
  return { url: database.url, dataDir, appSecret, population, pool };
}

/** The API's entry; BENCH_API_MAIN points at a patched copy to measure a proposed change against this one. */
export const API_MAIN = process.env.BENCH_API_MAIN ?? 'apps/api/src/main.ts';

/**
 * `node [nodeArgs] --import tsx apps/api/src/main.ts`, as harness.ts's startServer runs it, with node flags of its
 * own (NODE_OPTIONS refuses --cpu-prof): error and fatal log lines and stray stderr are kept.
 */
export function spawnApi(
  port: number,
  env: Record<string, string | undefined>,
  nodeArgs: string[] = [],
  options: { script?: string; discardStdout?: boolean } = {},
): RunningServer {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', options.script ?? API_MAIN], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    // Request logs (LOG_LEVEL=info) go to /dev/null: reading them here would cost this process more than them.
    stdio: ['ignore', options.discardStdout ? 'ignore' : 'pipe', 'pipe'],
  });
  const server: RunningServer = {
    child,
    pid: child.pid!,
    port,
    base: `http://127.0.0.1:${port}`,
    errors: [],
    errorCount: 0,
    exited: new Promise((done) => child.once('exit', (code, signal) => done({ code, signal }))),
  };
  const watch = (stream: NodeJS.ReadableStream, isStderr: boolean) => {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim() || line.includes('FSTDEP') || line.includes('--trace-warnings')) continue;
        let level: number | undefined;
        try {
          level = (JSON.parse(line) as { level?: number }).level;
        } catch {}
        if (level !== undefined ? level < 50 : !isStderr) continue;
        server.errorCount += 1;
        if (server.errors.length < 200) server.errors.push({ at: new Date().toISOString(), line });
      }
    });
  };
  if (child.stdout) watch(child.stdout, false);
  watch(child.stderr!, true);
  return server;
}

/** The real API on the database (NODE_ENV=production, no jobs, no demo seed, warn logs) and extra settings. */
export async function startDeliveryApi(
  database: DeliveryDatabase,
  extra: Record<string, string> = {},
  options: { port?: number; nodeArgs?: string[] } = {},
): Promise<RunningServer & { startMs: number }> {
  const server = spawnApi(
    options.port ?? (await freePort()),
    { ...deliveryServerEnv(database), PUBLIC_URL: undefined, ...extra },
    options.nodeArgs,
  );
  onCleanUp(() => stopServer(server, 'SIGKILL'));
  const startMs = await waitForHealth(server, 120_000);
  return Object.assign(server, { startMs: round(startMs, 0) });
}

/** bench/bare-server.ts: one Fastify route answering a static JSON, the baseline of every ratio. */
export async function startBare(): Promise<{ child: ChildProcess; url: string; pid: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  onCleanUp(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  const url = `http://127.0.0.1:${port}/bare`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return { child, url, pid: child.pid! };
    } catch {}
    await sleep(100);
  }
  throw new Error('the bare server did not come up');
}

/** One autocannon run, summarised: rate, latency percentiles, statuses, errors, and the machine's load. */
export interface LoadFigure {
  name: string;
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  seconds: number;
  load: MachineLoad;
  /** CPU the server process spent per answered request (µs): unlike req/s, it barely moves with other load. */
  serverCpuUsPerRequest?: number;
}

/** Runs `body` and adds the server's CPU per answered request to its figure. */
export async function withServerCpu(pid: number, body: () => Promise<LoadFigure>): Promise<LoadFigure> {
  const before = cpuSeconds(pid);
  const figure = await body();
  const after = cpuSeconds(pid);
  if (before !== null && after !== null && figure.requests > 0)
    figure.serverCpuUsPerRequest = Math.round(((after - before) * 1e6) / figure.requests);
  return figure;
}

export function summarise(name: string, result: autocannon.Result): LoadFigure {
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    name,
    requestsPerSecond: Math.round(answered / result.duration),
    requests: answered,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: round(result.duration, 1),
    load: machineLoad(),
  };
}

export function figureRow(figure: LoadFigure, baseline?: LoadFigure) {
  return {
    run: figure.name,
    'req/s': figure.requestsPerSecond,
    'p50 ms': figure.p50Ms,
    'p90 ms': figure.p90Ms,
    'p99 ms': figure.p99Ms,
    'max ms': figure.maxMs,
    'server CPU µs/req': figure.serverCpuUsPerRequest ?? '',
    ...(baseline ? { 'ratio to bare': round(figure.requestsPerSecond / baseline.requestsPerSecond, 3) } : {}),
    statuses: Object.entries(figure.statuses)
      .map(([code, count]) => `${code}×${count}`)
      .join(' '),
    errors: figure.errors,
    load: `${figure.load.loadavg1}/${figure.load.loadavg5}/${figure.load.loadavg15}`,
  };
}

/** autocannon as a promise, stoppable from outside (the kill run stops it when the server is gone). */
export function cannon(options: autocannon.Options): { done: Promise<autocannon.Result>; stop(): void } {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return { done, stop: () => instance?.stop() };
}

/** Resident memory now and at its peak (VmHWM), MB. */
export function memoryMb(pid: number): { rssMb: number | null; peakMb: number | null } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const read = (field: string) => {
      const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
      return match ? round(Number(match[1]) / 1024, 1) : null;
    };
    return { rssMb: read('VmRSS'), peakMb: read('VmHWM') };
  } catch {
    return { rssMb: null, peakMb: null };
  }
}

let seed = 0x2f6b_1a3d;
/** A fixed pseudo-random sequence (xorshift32): every run asks for the same slots. */
export function random(): number {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 0x1_0000_0000;
}
export const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A slot a publisher's tag asks for: a site, a size and one to three keywords from the catalogue. */
export function randomSlot(population: Population) {
  const keywords = new Set<string>();
  const wanted = 1 + Math.floor(random() * 3);
  while (keywords.size < wanted) keywords.add(pick(population.keywords));
  return { site: pick(population.siteKeys), size: pick(population.sizes), keywords: [...keywords] };
}

export function servePath(population: Population): string {
  const slot = randomSlot(population);
  return `/serve/ad.json?site=${slot.site}&size=${slot.size}&kw=${slot.keywords.join(',')}`;
}

/** A public-looking visitor address (documentation ranges excluded), one per request. */
export function visitorIp(): string {
  return `${11 + Math.floor(random() * 180)}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${1 + Math.floor(random() * 254)}`;
}

export interface ServedLinks {
  impressionId: string;
  clickPath: string;
  viewPath: string;
}

/** The impression id a tracking token carries (byte 1…16 of its payload, see tracking-token.ts). */
export function impressionIdOf(token: string): string {
  const hex = Buffer.from(token, 'base64url').toString('hex', 1, 17);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Serves `count` random slots over 50 connections and keeps the links of every ad served. */
export async function collectServed(
  base: string,
  population: Population,
  count: number,
): Promise<{ links: ServedLinks[]; empty: number; figure: LoadFigure }> {
  const links: ServedLinks[] = [];
  let empty = 0;
  const result = await cannon({
    url: base,
    connections: 50,
    amount: count,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: servePath(population) }),
        onResponse: (status, body) => {
          if (status !== 200) return;
          const { ad } = JSON.parse(body) as { ad: { click_url: string; impression_url: string } | null };
          if (!ad) {
            empty += 1;
            return;
          }
          const clickPath = new URL(ad.click_url).pathname;
          links.push({
            impressionId: impressionIdOf(clickPath.slice('/serve/click/'.length)),
            clickPath,
            viewPath: new URL(ad.impression_url).pathname,
          });
        },
      },
    ],
  }).done;
  return { links, empty, figure: summarise('serve (collecting links)', result) };
}

/**
 * Links as the ad server signs them, made in this process: the API's own TrackingTokens with its APP_SECRET,
 * over decisions on live bids of the database (an approved ad's enabled bid; a website bid on its site, a
 * keyword bid on a random site; the price the bid's minimum; served now). Serving hundreds of thousands of slots
 * over HTTP first would make the slot decision, not the recording, the bench; the click and beacon routes
 * cannot tell these links from served ones (same key, same bytes), and each bench serves a sample over HTTP
 * too and uses those links first.
 */
export async function signedLinks(
  database: DeliveryDatabase,
  count: number,
  options: { viewsOnly?: boolean } = {},
): Promise<ServedLinks[]> {
  const { rows } = await database.pool.query<{
    target_id: string;
    ad_id: string;
    website_id: string | null;
    min_bid: string;
  }>(
    `select t.id as target_id, t.advertisement_id as ad_id, t.website_id, t.min_bid_micros::text as min_bid
     from ad_targets t join advertisements a on a.id = t.advertisement_id
     where a.status = 'approved' and a.display = 'online' and t.enabled`,
  );
  const { rows: sites } = await database.pool.query<{ id: string }>(
    `select id from websites where status = 'active'`,
  );
  const tokens = new TrackingTokens(database.appSecret);
  const servedAt = new Date();
  return Array.from({ length: count }, () => {
    const bid = pick(rows);
    const decision = {
      impressionId: randomUUID(),
      adId: bid.ad_id,
      targetId: bid.target_id,
      siteId: bid.website_id ?? pick(sites).id,
      priceMicros: BigInt(bid.min_bid),
      servedAt,
    };
    return {
      impressionId: decision.impressionId,
      clickPath: options.viewsOnly ? '' : `/serve/click/${tokens.sign('click', decision)}`,
      viewPath: `/serve/view/${tokens.sign('view', decision)}`,
    };
  });
}

/** A person's browser (no user agent at all is a bot to the ad server: its beacons and clicks count nothing). */
export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Requests each path of the list once, in order, over `connections`, as a browser; `onAnswer` learns which was
 * answered. With `durationS` the run ends then (paths left unused); without, when every path was asked.
 */
export function eachPathOnce(
  base: string,
  paths: readonly string[],
  options: {
    connections: number;
    overallRate?: number | undefined;
    durationS?: number | undefined;
    headers?: (index: number) => Record<string, string>;
    onAnswer?: (index: number, status: number) => void;
  },
) {
  let next = 0;
  return cannon({
    url: base,
    connections: options.connections,
    ...(options.durationS ? { duration: options.durationS } : { amount: paths.length }),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    headers: { 'user-agent': BROWSER_UA },
    timeout: 10,
    requests: [
      {
        setupRequest: (request, context) => {
          const index = next++;
          (context as { index: number }).index = index;
          // Past the end (a retried slot): a path that records nothing.
          const path = paths[index] ?? '/serve/tag.js';
          return {
            ...request,
            path,
            headers: { ...request.headers, ...options.headers?.(index) },
          };
        },
        onResponse: (status, _body, context) => {
          const index = (context as { index: number }).index;
          if (index < paths.length) options.onAnswer?.(index, status);
        },
      },
    ],
  });
}

/** Polls a query until it returns the same number twice, `settleMs` apart (a writer that has drained). */
export async function waitUntilStable(
  read: () => Promise<number>,
  options: { target?: number; settleMs?: number; timeoutMs?: number } = {},
): Promise<{ value: number; ms: number }> {
  const started = performance.now();
  const deadline = started + (options.timeoutMs ?? 120_000);
  let last = -1;
  while (performance.now() < deadline) {
    const value = await read();
    if (options.target !== undefined && value >= options.target)
      return { value, ms: performance.now() - started };
    if (value === last && options.target === undefined) return { value, ms: performance.now() - started };
    last = value;
    await sleep(options.settleMs ?? 1000);
  }
  return { value: last, ms: performance.now() - started };
}

export async function countOf(pool: pg.Pool, query: string): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(query);
  return Number(rows[0]?.n ?? 0);
}

/** JSON in bench/results/<name>-<time>.json; returns the file. */
export function writeResults(name: string, content: object): string {
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), ...content }, (_key, value) => (typeof value === 'bigint' ? value.toString() : value), 2)}\n`,
  );
  return file;
}

export { loadText, machineLoad, stopServer };
