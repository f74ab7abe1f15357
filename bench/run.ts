// `npm run bench`: starts the real server (fresh embedded database) and a bare Fastify route, loads each
// with autocannon in turn, and prints requests/s, p50/p99 latency and the ratio to the bare route.
// With BENCH_DATABASE_URL the API is measured again on a throw-away PostgreSQL database.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = resolve(import.meta.dirname, '..');
const API_PORT = 3290;
const BARE_PORT = 3299;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function signIn(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${API_PORT}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@adportal.test', password: 'Demo@12345' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface Figure {
  name: string;
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  ratioToBare?: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figure> {
  // A short warm-up first, so JIT and connection pools are settled before the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    name,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** A throw-away PostgreSQL database on the BENCH_DATABASE_URL server, dropped after the run. */
async function withPostgresDatabase<T>(adminUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `adportal_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function measureApi(database: string, env: Record<string, string>): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'adportal-bench-'));
  const api = start('apps/api/src/main.ts', {
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    ...env,
  });
  try {
    await waitFor(`http://127.0.0.1:${API_PORT}/api/health`);
    const token = await signIn();
    return [
      await measure(`GET /api/health [${database}]`, `http://127.0.0.1:${API_PORT}/api/health`),
      await measure(`GET /api/me [${database}]`, `http://127.0.0.1:${API_PORT}/api/me`, {
        authorization: `Bearer ${token}`,
      }),
    ];
  } finally {
    await stop(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const bare = start('bench/bare-server.ts', { PORT: String(BARE_PORT) });
try {
  await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`);
  const baseline = await measure('bare fastify route', `http://127.0.0.1:${BARE_PORT}/bare`);
  const measured = [baseline, ...(await measureApi('pglite', {}))];
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) {
    measured.push(
      ...(await withPostgresDatabase(postgresUrl, (url) => measureApi('postgres', { DATABASE_URL: url }))),
    );
  }
  const figures = measured.map((figure) => ({
    ...figure,
    ratioToBare: Number((figure.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
  }));

  console.info(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each; /api/me = token → session → user → ability\n`,
  );
  console.table(
    figures.map((f) => ({
      route: f.name,
      'req/s': f.requestsPerSecond,
      'p50 ms': f.p50Ms,
      'p99 ms': f.p99Ms,
      'non-2xx': f.non2xx,
      'ratio to bare': f.ratioToBare,
    })),
  );
  if (!postgresUrl)
    console.info('Set BENCH_DATABASE_URL (a PostgreSQL server URL) to measure on PostgreSQL too.');
  const resultsDir = join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { at: new Date().toISOString(), connections: CONNECTIONS, durationS: DURATION_S, figures },
      null,
      2,
    ),
  );
  console.info(`results written to ${file}`);
  if (figures.some((f) => f.non2xx > 0)) process.exitCode = 1;
} finally {
  await stop(bare);
}
