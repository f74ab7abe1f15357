// Shared by the ad server benches (serve, clicks, beacons): a throw-away PostgreSQL database with the delivery
// population, the real API and the bare Fastify route as child processes, and a clean-up that drops the database
// and stops the children on success, failure, Ctrl-C or SIGTERM. Re-exports the load side (delivery-load.ts:
// autocannon figures, memory, results) and the requests (delivery-links.ts: slots, served and signed links).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { deliveryServerEnv, newAppSecret, type Population, populateDelivery } from './delivery-population.ts';
import {
  freePort,
  loadText,
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
    startSteps: [],
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
  options: { port?: number; nodeArgs?: string[]; script?: string } = {},
): Promise<RunningServer & { startMs: number }> {
  const server = spawnApi(
    options.port ?? (await freePort()),
    { ...deliveryServerEnv(database), PUBLIC_URL: undefined, ...extra },
    options.nodeArgs,
    options.script ? { script: options.script } : {},
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

export * from './delivery-links.ts';
export * from './delivery-load.ts';
export { loadText, machineLoad, stopServer };
