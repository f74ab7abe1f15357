// `npm run bench:soak`: the real server (`node --import tsx apps/api/src/main.ts`) on a throw-away PostgreSQL
// database (BENCH_DATABASE_URL, default the local server's `test` database as admin; dropped after), demo data
// seeded, the built-in sandbox payment provider. A paced, open-loop mix of what signed-in advertisers do (sign-in,
// /api/me, the lists, a statement CSV export, deposits paid through the sandbox) at a fixed rate for a fixed time:
//
//   --rate N     / SOAK_RATE      requests per second (default 200)
//   --minutes M  / SOAK_MINUTES   duration (default 30)
//   --users U    / SOAK_USERS     signed-in sessions the requests are spread over (default 20)
//   --max-in-flight N / SOAK_MAX_IN_FLIGHT   requests due while N are unanswered are skipped (default 1000)
//
// Open loop: request n is due at start + n / rate whatever the server's pace, over at most 256 keep-alive
// connections (node:http); latency is measured from the moment a request is handed to the client.
//
// Every answer's status is recorded; errors are non-2xx answers and requests with no answer (goal 0). Prints
// p50/p99 latency overall and per kind, the achieved rate, and the server's resident memory (VmRSS every 10 s)
// with a verdict: flat when the median of the last third is within max(10 MB, 5 %) of the middle third's. Ends
// with the ledger check (LedgerService.verify, as `npm run ledger:verify`) on the database. The sign-in rate limits
// are raised for the run (LOGIN_ATTEMPTS_PER_IP, LOGIN_FAILURES_PER_EMAIL): every sign-in comes from 127.0.0.1.
// JSON in bench/results/soak-<time>.json. Exits 1 on an error, a rate not held (under 95 % answered), a server that
// exits or does not stop cleanly on SIGTERM, a broken ledger or memory that is not flat.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.ts';
import {
  type Answer,
  BENCH_LOGIN_LIMIT,
  benchServerEnv,
  Client,
  checkLedger,
  cpuSeconds,
  freePort,
  ledgerText,
  loadText,
  type MachineLoad,
  machineLoad,
  median,
  numberOption,
  percentile,
  ROOT,
  residentMb,
  round,
  sleep,
  startServer,
  stopServer,
  throwawayDatabase,
  waitForHealth,
} from './harness.ts';

const RATE = numberOption('rate', 'SOAK_RATE', 200);
const MINUTES = numberOption('minutes', 'SOAK_MINUTES', 30);
const USERS = Math.round(numberOption('users', 'SOAK_USERS', 20));
/** Requests due while this many are still unanswered are not sent (counted as skipped): the client stays bounded. */
const MAX_IN_FLIGHT = Math.round(numberOption('max-in-flight', 'SOAK_MAX_IN_FLIGHT', 1000));
const SAMPLE_MS = 10_000;
const DEMO = { email: 'demo@adportal.test', password: 'Demo@12345' };

type Kind =
  | 'me'
  | 'sign-in'
  | 'overview'
  | 'ads list'
  | 'statements'
  | 'deposits list'
  | 'notifications'
  | 'action log'
  | 'statements csv'
  | 'deposit create'
  | 'deposit pay';

/** Share of the requests per kind (out of 100). Sign-ins are few (argon2 is meant to be slow). */
const MIX: [Kind, number][] = [
  ['me', 26],
  ['sign-in', 3],
  ['overview', 6],
  ['ads list', 14],
  ['statements', 14],
  ['deposits list', 12],
  ['notifications', 12],
  ['action log', 8],
  ['statements csv', 1],
  ['deposit create', 2],
  ['deposit pay', 2],
];

/** Smooth weighted round robin: the exact mix, interleaved, the same on every run. */
function mixer(weights: [Kind, number][]): () => Kind {
  const current = weights.map(() => 0);
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let best = 0;
    for (let index = 0; index < weights.length; index++) {
      current[index]! += weights[index]![1];
      if (current[index]! > current[best]!) best = index;
    }
    current[best]! -= total;
    return weights[best]![0];
  };
}

interface KindStats {
  latencies: number[];
  /** Latencies of the requests sent after the first third (warm-up) of the run. */
  warmLatencies: number[];
  statuses: Map<string, number>;
  errors: number;
}

interface Sample {
  t: number;
  rssMb: number | null;
  serverCpuPercent: number | null;
  /** This load generator's own CPU over the interval: it shares the machine with the server. */
  clientCpuPercent: number;
  sent: number;
  errors: number;
  inFlight: number;
  load: MachineLoad;
}

const startLoad = machineLoad();
console.info(
  `Soak: ${RATE} req/s for ${MINUTES} min over ${USERS} sessions of the demo advertiser; ${loadText(startLoad)}`,
);

const database = await throwawayDatabase('adportal_soak');
const dataDir = mkdtempSync(join(tmpdir(), 'adportal-soak-'));
const port = await freePort();
const server = startServer(port, benchServerEnv({ url: database.url, dataDir }));

const stats = new Map<Kind, KindStats>(
  MIX.map(([kind]) => [kind, { latencies: [], warmLatencies: [], statuses: new Map(), errors: 0 }]),
);
const errorSamples: { kind: Kind; request: string; status: number; error?: string; body?: unknown }[] = [];
const samples: Sample[] = [];
let sent = 0;
let skipped = 0;
let inFlight = 0;
let errors = 0;
let serverExit: { code: number | null; signal: string | null } | undefined;

/** When the warm-up (the first third of the run) ends, on the performance.now() clock. */
let warmFrom = Number.POSITIVE_INFINITY;

function record(kind: Kind, request: string, answer: Answer, ok: boolean) {
  const entry = stats.get(kind)!;
  entry.latencies.push(answer.ms);
  if (performance.now() - answer.ms >= warmFrom) entry.warmLatencies.push(answer.ms);
  const key = answer.status === 0 ? `no answer (${answer.error})` : String(answer.status);
  entry.statuses.set(key, (entry.statuses.get(key) ?? 0) + 1);
  if (!ok) {
    entry.errors += 1;
    errors += 1;
    if (errorSamples.length < 50) {
      errorSamples.push({
        kind,
        request,
        status: answer.status,
        ...(answer.error ? { error: answer.error } : {}),
        body: typeof answer.body === 'string' ? answer.body.slice(0, 300) : answer.body,
      });
    }
  }
}

try {
  const startupMs = await waitForHealth(server);
  console.info(`server pid ${server.pid} up on ${server.base} in ${(startupMs / 1000).toFixed(1)} s`);
  void server.exited.then((exit) => {
    serverExit = exit;
  });

  const clients: Client[] = [];
  for (let index = 0; index < USERS; index++) {
    const client = new Client(server.base);
    const signedIn = await client.signIn(DEMO.email, DEMO.password);
    if (signedIn.status !== 200) throw new Error(`setup sign-in failed: ${signedIn.status}`);
    clients.push(client);
  }
  /** Deposits created and not paid yet: "deposit pay" pays the oldest (with the session that created it). */
  const unpaid: { id: string; client: Client }[] = [];
  let depositNumber = 0;

  async function perform(kind: Kind, client: Client) {
    const read = async (path: string) => {
      const answer = await client.get(path);
      record(kind, `GET ${path}`, answer, answer.status >= 200 && answer.status < 300);
    };
    switch (kind) {
      case 'me':
        return read('/api/me');
      case 'overview':
        return read('/api/account/overview');
      case 'ads list':
        return read('/api/advertisements?page=1&page_size=10');
      case 'statements':
        return read('/api/statements?page=1&page_size=25');
      case 'deposits list':
        return read('/api/deposits?page=1&page_size=10');
      case 'notifications':
        return read('/api/notifications');
      case 'action log':
        return read('/api/action-logs?page=1&page_size=25');
      case 'statements csv':
        return read('/api/statements/export?format=csv');
      case 'sign-in': {
        const answer = await client.signIn(DEMO.email, DEMO.password);
        return record(kind, 'POST /api/auth/login', answer, answer.status === 200);
      }
      case 'deposit create': {
        // 10.00 … 59.99 USDT, two decimals as the form allows.
        const amount = (10 + ((depositNumber++ * 7919) % 5000) / 100).toFixed(2);
        const answer = await client.post<{ id: string }>('/api/deposits', { amount, method: 'crypto' });
        const ok = answer.status === 201 && typeof answer.body?.id === 'string';
        record(kind, `POST /api/deposits {"amount":"${amount}","method":"crypto"}`, answer, ok);
        if (ok) unpaid.push({ id: answer.body.id, client });
        return;
      }
      case 'deposit pay': {
        const deposit = unpaid.shift();
        if (!deposit) return perform('deposit create', client);
        const path = `/api/deposits/${deposit.id}/simulate-payment`;
        const answer = await deposit.client.post<{ status?: string }>(path, {});
        // Paid in full through the sandbox: the answer must already say the deposit is credited.
        record(kind, `POST ${path}`, answer, answer.status === 200 && answer.body?.status === 'success');
        return;
      }
    }
  }

  const next = mixer(MIX);
  const intervalMs = 1000 / RATE;
  const durationMs = MINUTES * 60_000;
  const started = performance.now();
  warmFrom = started + durationMs / 3;
  let due = 0;
  let lastCpu = cpuSeconds(server.pid);
  let lastSampleAt = started;
  let lastClientCpu = process.cpuUsage();

  const sample = () => {
    const now = performance.now();
    const cpu = cpuSeconds(server.pid);
    const clientCpu = process.cpuUsage(lastClientCpu);
    const intervalS = Math.max(0.001, (now - lastSampleAt) / 1000);
    const entry: Sample = {
      t: round((now - started) / 1000, 0),
      rssMb: ((value) => (value === null ? null : round(value, 1)))(residentMb(server.pid)),
      serverCpuPercent:
        cpu !== null && lastCpu !== null ? round(((cpu - lastCpu) / intervalS) * 100, 0) : null,
      clientCpuPercent: round(((clientCpu.user + clientCpu.system) / 1e6 / intervalS) * 100, 0),
      sent,
      errors,
      inFlight,
      load: machineLoad(),
    };
    lastCpu = cpu;
    lastClientCpu = process.cpuUsage();
    lastSampleAt = now;
    samples.push(entry);
    console.info(
      `  t=${String(entry.t).padStart(5)} s  RSS ${String(entry.rssMb).padStart(6)} MB  server CPU ` +
        `${String(entry.serverCpuPercent).padStart(3)} %  bench CPU ${String(entry.clientCpuPercent).padStart(3)} %  ` +
        `sent ${entry.sent}  errors ${entry.errors}  ` +
        `in flight ${entry.inFlight}  ${loadText(entry.load)}`,
    );
  };
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);

  // Open loop: request n is due at started + n / RATE whatever the server's pace; a late tick sends all that
  // are due. Latency is measured from the moment a request is sent.
  while (performance.now() - started < durationMs && !serverExit) {
    const elapsed = performance.now() - started;
    while (due * intervalMs <= elapsed && due * intervalMs < durationMs) {
      due += 1;
      const kind = next();
      if (inFlight >= MAX_IN_FLIGHT) {
        skipped += 1;
        continue;
      }
      const client = clients[due % clients.length]!;
      sent += 1;
      inFlight += 1;
      void perform(kind, client).finally(() => {
        inFlight -= 1;
      });
    }
    await sleep(Math.max(1, Math.min(5, intervalMs)));
  }
  const sendingMs = performance.now() - started;
  const drainDeadline = Date.now() + 60_000;
  while (inFlight > 0 && Date.now() < drainDeadline) await sleep(20);
  const unanswered = inFlight;
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  if (performance.now() - lastSampleAt > 2000) sample();
  const endLoad = machineLoad();
  const exitedDuringRun = serverExit;
  if (exitedDuringRun) console.error(`the server exited during the run: ${JSON.stringify(exitedDuringRun)}`);

  // Memory: the first third is warm-up; the middle and last thirds must agree.
  const rss = samples.filter((entry) => entry.rssMb !== null) as (Sample & { rssMb: number })[];
  const third = Math.floor(rss.length / 3);
  const middle = rss.slice(third, 2 * third).map((entry) => entry.rssMb);
  const last = rss.slice(2 * third).map((entry) => entry.rssMb);
  const middleMedian = median(middle);
  const lastMedian = median(last);
  const growthMb = lastMedian - middleMedian;
  const allowedMb = Math.max(10, middleMedian * 0.05);
  const afterWarmup = rss.slice(third);
  const slopeMbPerMin = slope(afterWarmup.map((entry) => [entry.t / 60, entry.rssMb]));
  const flat = Number.isFinite(growthMb) && growthMb <= allowedMb;

  const all = [...stats.values()].flatMap((entry) => entry.latencies).sort((a, b) => a - b);
  const warmAll = [...stats.values()].flatMap((entry) => entry.warmLatencies).sort((a, b) => a - b);
  const kinds = [...stats.entries()].map(([kind, entry]) => {
    const sorted = [...entry.latencies].sort((a, b) => a - b);
    const warm = [...entry.warmLatencies].sort((a, b) => a - b);
    return {
      kind,
      requests: entry.latencies.length,
      errors: entry.errors,
      p50Ms: round(percentile(sorted, 50), 1),
      p99Ms: round(percentile(sorted, 99), 1),
      maxMs: round(sorted.at(-1) ?? Number.NaN, 1),
      afterWarmup: { p50Ms: round(percentile(warm, 50), 1), p99Ms: round(percentile(warm, 99), 1) },
      statuses: Object.fromEntries(entry.statuses),
    };
  });
  const answered = all.length;
  // The rate counts as held when at least 95 % of it was answered over the sending time.
  const rateHeld = answered / (sendingMs / 1000) >= RATE * 0.95;
  const summary = {
    requestedRate: RATE,
    minutes: MINUTES,
    sessions: USERS,
    sent,
    skippedAtInFlightCap: skipped,
    answered,
    unanswered,
    achievedRate: round(answered / (sendingMs / 1000), 1),
    rateHeld,
    errors,
    p50Ms: round(percentile(all, 50), 1),
    p99Ms: round(percentile(all, 99), 1),
    maxMs: round(all.at(-1) ?? Number.NaN, 1),
    afterWarmup: { p50Ms: round(percentile(warmAll, 50), 1), p99Ms: round(percentile(warmAll, 99), 1) },
    wallSeconds: round(wallMs / 1000, 0),
  };

  console.info(`\nRequests (${loadText(endLoad)} at the end; ${loadText(startLoad)} at the start):`);
  console.table(
    kinds.map((entry) => ({
      kind: entry.kind,
      requests: entry.requests,
      errors: entry.errors,
      'p50 ms': entry.p50Ms,
      'p99 ms': entry.p99Ms,
      'max ms': entry.maxMs,
      'p50 ms after warm-up': entry.afterWarmup.p50Ms,
      'p99 ms after warm-up': entry.afterWarmup.p99Ms,
      statuses: Object.entries(entry.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
    })),
  );
  console.info(
    `  overall: ${summary.answered} answered of ${summary.sent} sent (${summary.skippedAtInFlightCap} skipped at the ` +
      `in-flight cap of ${MAX_IN_FLIGHT}), achieved ${summary.achievedRate} req/s of ${RATE}` +
      `${rateHeld ? '' : ' (RATE NOT HELD: under 95 %)'}; ` +
      `p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms, max ${summary.maxMs} ms (after the first third: p50 ` +
      `${summary.afterWarmup.p50Ms} ms, p99 ${summary.afterWarmup.p99Ms} ms); errors ${summary.errors}; ` +
      `${loadText(endLoad)}`,
  );
  for (const sampleError of errorSamples.slice(0, 10))
    console.error(`  error: ${sampleError.kind}: ${sampleError.request} → ${JSON.stringify(sampleError)}`);
  console.info(
    `  server RSS: middle third median ${round(middleMedian, 1)} MB, last third ${round(lastMedian, 1)} MB ` +
      `(${growthMb >= 0 ? '+' : ''}${round(growthMb, 1)} MB, allowed ${round(allowedMb, 1)}), slope after warm-up ` +
      `${round(slopeMbPerMin, 2)} MB/min → ${flat ? 'FLAT' : 'GROWING'}; ${loadText(endLoad)}`,
  );
  if (server.errorCount > 0) {
    console.error(`  server logged ${server.errorCount} error lines; the first:`);
    for (const line of server.errors.slice(0, 5)) console.error(`    ${line.line.slice(0, 400)}`);
  }

  const shutdownStarted = performance.now();
  const exit = await stopServer(server);
  const shutdownMs = performance.now() - shutdownStarted;
  console.info(`  server stopped by SIGTERM in ${round(shutdownMs, 0)} ms: exit code ${exit.code}`);

  const handle = await openDatabase({ url: database.url, poolMax: 2 });
  let ledger: Awaited<ReturnType<typeof checkLedger>>;
  try {
    ledger = await checkLedger(handle);
  } finally {
    await handle.close();
  }
  console.info(`  ${ledgerText(ledger)}; ${loadText()}`);

  const resultsDir = join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        database: 'postgres',
        mix: Object.fromEntries(MIX),
        env: { LOGIN_ATTEMPTS_PER_IP: BENCH_LOGIN_LIMIT, LOGIN_FAILURES_PER_EMAIL: BENCH_LOGIN_LIMIT },
        load: { start: startLoad, end: endLoad },
        startupMs: round(startupMs, 0),
        summary,
        kinds,
        errorSamples,
        memory: {
          samples,
          middleThirdMedianMb: round(middleMedian, 1),
          lastThirdMedianMb: round(lastMedian, 1),
          growthMb: round(growthMb, 1),
          allowedMb: round(allowedMb, 1),
          slopeMbPerMinAfterWarmup: round(slopeMbPerMin, 3),
          flat,
        },
        server: {
          exitedDuringRun: exitedDuringRun ?? null,
          shutdown: { ...exit, ms: round(shutdownMs, 0) },
          errorLines: server.errorCount,
          firstErrorLines: server.errors.slice(0, 20),
        },
        ledger: { ...ledger, load: machineLoad() },
      },
      (_key, value) => (typeof value === 'bigint' ? value.toString() : value),
      2,
    )}\n`,
  );
  console.info(`results written to ${file}`);
  const ledgerSound = ledger.broken.length === 0 && ledger.balanceNotSumOfAmounts.length === 0;
  if (
    errors > 0 ||
    unanswered > 0 ||
    !rateHeld ||
    exitedDuringRun ||
    exit.code !== 0 ||
    !ledgerSound ||
    !flat
  )
    process.exitCode = 1;
} finally {
  await stopServer(server, 'SIGKILL');
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Least-squares slope of y over x. */
function slope(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (const [x, y] of points) {
    numerator += (x - meanX) * (y - meanY);
    denominator += (x - meanX) ** 2;
  }
  return denominator === 0 ? Number.NaN : numerator / denominator;
}
