// Shared by the long-running benchmarks (soak, kill-restart): a throw-away PostgreSQL database, the real server
// as a child process (the way scripts/start.mjs runs it), a small HTTP client carrying the bearer token, the server's memory from /proc, and the machine's load printed beside every figure.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildServer, SERVER_BUNDLE, serverBuildStale } from '../apps/api/build-server.mjs';
import { type DatabaseHandle, queryRows } from '../apps/api/src/db/client.ts';
import { START_STEP_LINE } from '../apps/api/src/lib/start-steps.ts';
import { LedgerService } from '../apps/api/src/modules/ledger/ledger.service.ts';

export const ROOT = resolve(import.meta.dirname, '..');
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The machine's load when a figure was taken: other engineers share its cores. */
export interface MachineLoad {
  loadavg1: number;
  loadavg5: number;
  loadavg15: number;
  cpus: number;
}

export function machineLoad(): MachineLoad {
  const [one, five, fifteen] = loadavg();
  return {
    loadavg1: round(one ?? 0, 2),
    loadavg5: round(five ?? 0, 2),
    loadavg15: round(fifteen ?? 0, 2),
    cpus: cpus().length,
  };
}

export function loadText(load: MachineLoad = machineLoad()): string {
  return `load ${load.loadavg1}/${load.loadavg5}/${load.loadavg15} on ${load.cpus} CPUs`;
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** `--name value` or `--name=value` from argv, else the environment variable, else the default. */
export function option(name: string, envName: string, fallback: string): string {
  const args = process.argv.slice(2);
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === `--${name}` && args[index + 1] !== undefined) return args[index + 1]!;
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return process.env[envName] ?? fallback;
}

export function numberOption(name: string, envName: string, fallback: number): number {
  const value = Number(option(name, envName, String(fallback)));
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name} / ${envName} must be a positive number`);
  return value;
}

/** A free TCP port on 127.0.0.1 (asked from the kernel, then released). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** A fresh database on the PostgreSQL server of ADMIN_URL; `drop()` removes it (forcing out connections). */
export async function throwawayDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: ADMIN_URL });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** A server log line at level error or fatal (pino's JSON), or a line that is not JSON on stderr. */
export interface ServerLogLine {
  at: string;
  line: string;
}

export interface RunningServer {
  child: ChildProcess;
  pid: number;
  port: number;
  base: string;
  /** Error and fatal log lines and stray stderr, kept in order (the first 200). */
  errors: ServerLogLine[];
  errorCount: number;
  /** The server's `start-up: <step> …` lines (apps/api/src/lib/start-steps.ts), in order. */
  startSteps: StartStep[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** One step of a server's start: its wall time and the CPU time the process used in it. */
export interface StartStep {
  step: string;
  ms: number;
  cpuMs: number;
}

/**
 * How the server is run (`--server` / BENCH_SERVER): `bundle` (the default), apps/api/dist/main.js by plain node as
 * scripts/start.mjs runs it; `sources`, apps/api/src/main.ts through tsx, as before the server was compiled.
 */
export const SERVER_MODE = option('server', 'BENCH_SERVER', 'bundle');
if (!['bundle', 'sources'].includes(SERVER_MODE)) throw new Error('--server must be bundle or sources');

/** Builds the bundle when a source is newer than it (as `npm start` does); call once before startServer. */
export async function prepareServer() {
  if (SERVER_MODE !== 'bundle') return;
  const reason = serverBuildStale();
  if (reason) {
    await buildServer();
    console.info(`server bundle built (${reason})`);
  }
}

/** Sign-in limits high enough for a bench whose every user signs in from 127.0.0.1. */
export const BENCH_LOGIN_LIMIT = '1000000';

/**
 * The server both benches run: a given database and data folder, the demo seed, the built-in sandbox payment
 * provider (nothing configured from the shell leaks in) and no shared rate-limit store.
 */
export function benchServerEnv(database: { url?: string | undefined; dataDir: string }) {
  return {
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    NODE_ENV: 'development',
    // The watcher below reads each line's level from pino's JSON (development defaults to pretty lines).
    LOG_FORMAT: 'json',
    SEED_DEMO: 'true',
    PAYMENT_PROVIDER_URL: undefined,
    PAYMENT_PROVIDER_API_KEY: undefined,
    PAYMENT_PROVIDER_IPN_SECRET: undefined,
    PAYMENT_IPN_URL: undefined,
    REDIS_URL: undefined,
    LOGIN_ATTEMPTS_PER_IP: BENCH_LOGIN_LIMIT,
    LOGIN_FAILURES_PER_EMAIL: BENCH_LOGIN_LIMIT,
  };
}

/** The server (SERVER_MODE) with the given environment. */
export function startServer(port: number, env: Record<string, string | undefined>): RunningServer {
  const args = SERVER_MODE === 'bundle' ? [SERVER_BUNDLE] : ['--import', 'tsx', 'apps/api/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
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
  const keep = (line: string) => {
    server.errorCount += 1;
    if (server.errors.length < 200) server.errors.push({ at: new Date().toISOString(), line });
  };
  const watch = (stream: NodeJS.ReadableStream, isStderr: boolean) => {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        const step = isStderr ? null : START_STEP_LINE.exec(line);
        if (step) {
          server.startSteps.push({ step: step[1]!, ms: Number(step[2]), cpuMs: Number(step[3]) });
          continue;
        }
        let level: number | undefined;
        try {
          level = (JSON.parse(line) as { level?: number }).level;
        } catch {}
        if (level !== undefined ? level >= 50 : isStderr) keep(line);
      }
    });
  };
  watch(child.stdout!, false);
  watch(child.stderr!, true);
  return server;
}

export async function waitForHealth(server: RunningServer, timeoutMs = 180_000): Promise<number> {
  const started = performance.now();
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return performance.now() - started;
    } catch {}
    await sleep(100);
  }
  throw new Error(
    `server on ${server.base} did not come up${exited ? ' (it exited)' : ''}:\n${server.errors
      .slice(-5)
      .map((error) => error.line)
      .join('\n')}`,
  );
}

export async function stopServer(server: RunningServer, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill(signal);
  return server.exited;
}

/**
 * Resident memory in MB, from /proc/<pid>/status (VmRSS), of a process and its child processes (a WORKERS > 1
 * server's cluster workers); null when it is gone.
 */
export function residentMb(pid: number): number | null {
  const own = processResidentMb(pid);
  if (own === null) return null;
  return childPids(pid).reduce((sum, child) => sum + (processResidentMb(child) ?? 0), own);
}

function processResidentMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** The process's direct children (Linux: /proc/<pid>/task/<pid>/children). */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat; null when it is gone. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime) are 11 and 12 after the command name; clock ticks of 100 Hz.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export interface Answer<T = unknown> {
  status: number;
  ms: number;
  body: T;
  /** Set when no HTTP answer arrived (connection refused or reset, timeout). */
  error?: string;
}

/** Keep-alive connections shared by the clients of one run; `maxSockets` bounds the connections to the server. */
export function keepAliveAgent(maxSockets = 256): Agent {
  return new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
}

const defaultAgent = keepAliveAgent();

/** One browser-like client: once signed in, a bearer token. */
export class Client {
  accessToken = '';
  readonly url: URL;

  constructor(
    readonly base: string,
    readonly agent: Agent = defaultAgent,
    readonly timeoutMs = 30_000,
  ) {
    this.url = new URL(base);
  }

  async signIn(email: string, password: string): Promise<Answer> {
    const answer = await this.call('POST', '/api/auth/login', { email, password, remember_me: false });
    if (answer.status === 200) this.accessToken = (answer.body as { access_token: string }).access_token;
    return answer;
  }

  get<T = unknown>(path: string): Promise<Answer<T>> {
    return this.call('GET', path);
  }

  post<T = unknown>(path: string, body: unknown = {}): Promise<Answer<T>> {
    return this.call('POST', path, body);
  }

  /** One request over node:http; status 0 and `error` (ECONNREFUSED, ECONNRESET, TIMEOUT…) when no answer came. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const started = performance.now();
    return new Promise((done) => {
      let settled = false;
      const fail = (code: string) => {
        if (settled) return;
        settled = true;
        done({ status: 0, ms: performance.now() - started, body: undefined as T, error: code });
      };
      const request = httpRequest(
        {
          host: this.url.hostname,
          port: this.url.port,
          method,
          path,
          headers,
          agent: this.agent,
          timeout: this.timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
          response.on('aborted', () => fail('ECONNRESET'));
          response.on('end', () => {
            if (settled) return;
            settled = true;
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            if ((response.headers['content-type'] ?? '').includes('json')) {
              try {
                parsed = JSON.parse(text);
              } catch {}
            }
            done({ status: response.statusCode ?? 0, ms: performance.now() - started, body: parsed as T });
          });
        },
      );
      request.on('timeout', () => {
        request.destroy();
        fail('TIMEOUT');
      });
      request.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
      request.end(payload);
    });
  }
}

/** The ledger check of `npm run ledger:verify`, plus: every advertiser's balance equals the sum of its amounts. */
export async function checkLedger(database: DatabaseHandle, timeZone = 'Asia/Bangkok') {
  const started = performance.now();
  const verified = await new LedgerService({ timeZone }).verify(database.db);
  const ms = performance.now() - started;
  const balances = await queryRows<{ advertiser_id: string; balance: string | null; total: string }>(
    database.db,
    sql`select a.id as advertiser_id,
          (select s.after_micros from statements s where s.advertiser_id = a.id order by s.seq desc limit 1)::text
            as balance,
          coalesce((select sum(s.amount_micros) from statements s where s.advertiser_id = a.id), 0)::text as total
        from advertisers a`,
  );
  const mismatched = balances.filter((row) => BigInt(row.balance ?? '0') !== BigInt(row.total));
  return {
    advertisers: verified.advertisers,
    rows: verified.rows,
    broken: verified.broken,
    ms: round(ms, 0),
    balancesChecked: balances.length,
    balanceNotSumOfAmounts: mismatched,
  };
}

export function ledgerText(check: Awaited<ReturnType<typeof checkLedger>>): string {
  const sound = check.broken.length === 0 && check.balanceNotSumOfAmounts.length === 0;
  return (
    `Ledger ${sound ? 'sound' : 'BROKEN'}: ${check.rows} rows of ${check.advertisers} advertisers checked in ` +
    `${check.ms} ms, ${check.broken.length} broken rows; ${check.balancesChecked} balances = sum of amounts, ` +
    `${check.balanceNotSumOfAmounts.length} not`
  );
}
