// `npm run bench:request-path`: where one API request's time goes. GET /api/health is one `select 1`, yet the API
// serves a tenth of a bare Fastify route while pgbench runs `select 1` many times faster. On a throw-away,
// migrated PostgreSQL database, in one run:
//
//   pgbench      `select 1` (10 clients, 2 threads, simple protocol), the database's own ceiling here
//   ladder       bench/request-path-server.ts at each STEP (bare → pg → drizzle → zod → request ids → logger →
//                helmet → cookie → errors/auth/openapi), then the real API (NODE_ENV=production) at
//                LOG_LEVEL=warn and info, and step 8 with helmet's middleware built once (the proposal)
//   profile      the real API under the same load with `node --cpu-prof`, only the load's samples: self time by
//                package and inclusive time of the hooks, the logger, the serialiser, pg and drizzle
//
// Every run: autocannon, CONNECTIONS connections, DURATION s after a 3 s warm-up; req/s, p50/p99 and the
// server's CPU per request (µs; other load on the machine moves it far less than req/s), with the load average.
// The load generator (this process), the server and PostgreSQL share the machine's cores.
//
//   --duration S / RP_DURATION_S (default 10)   --connections N / RP_CONNECTIONS (10)
//
// JSON in bench/results/request-path-<time>.json, the profile beside it (.cpuprofile.json; neither is committed).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { summariseProfile } from './cpu-profile.ts';
import {
  benchMain,
  cannon,
  figureRow,
  type LoadFigure,
  onCleanUp,
  spawnApi,
  summarise,
  withServerCpu,
  writeResults,
} from './delivery-bench.ts';
import { newAppSecret } from './delivery-population.ts';
import {
  freePort,
  loadText,
  machineLoad,
  numberOption,
  ROOT,
  type RunningServer,
  round,
  stopServer,
  throwawayDatabase,
  waitForHealth,
} from './harness.ts';

const DURATION_S = numberOption('duration', 'RP_DURATION_S', 10);
const CONNECTIONS = Math.round(numberOption('connections', 'RP_CONNECTIONS', 10));
const STEPS = [
  'bare Fastify, static answer',
  '+ pg Pool select 1',
  '+ drizzle db.execute (ping)',
  '+ zod validator/serializer, response schema',
  '+ genReqId randomUUID, X-Request-Id onSend, timeouts',
  '+ pino logger (warn: no request lines)',
  '+ securityPlugin (@fastify/helmet, cache-control onSend)',
  '+ cookie',
  '+ errors, auth, openapi plugins',
];

/** Frames whose inclusive time the profile reports (matched against "functionName url"). */
const FRAMES: [string, string][] = [
  ['helmet (@fastify/helmet hooks + helmet)', 'node_modules/(@fastify/)?helmet/'],
  ['app.ts (genReqId, X-Request-Id onSend, log serializers)', 'apps/api/src/app\\.ts'],
  ['plugins/security.ts onSend', 'apps/api/src/plugins/security\\.ts'],
  ['pino (request child loggers, lines)', 'node_modules/pino'],
  ['randomUUID', 'randomUUID'],
  ['zod serialiser (fastify-type-provider-zod, zod)', 'fastify-type-provider-zod|node_modules/zod/'],
  ['drizzle-orm', 'node_modules/drizzle-orm'],
  ['pg, pg-protocol, pg-pool', 'node_modules/pg(-protocol|-pool)?/'],
  ['fastify core (routing, hooks, reply)', 'node_modules/fastify/'],
  ['health route handler', 'modules/health/health\\.routes\\.ts'],
  ['socket writes (writev)', '^writev '],
  ['garbage collector', '^\\(garbage collector\\)'],
];

async function measure(name: string, server: RunningServer): Promise<LoadFigure> {
  const url = `${server.base}/api/health`;
  await cannon({ url, connections: CONNECTIONS, duration: 3 }).done;
  const figure = await withServerCpu(server.pid, async () =>
    summarise(name, await cannon({ url, connections: CONNECTIONS, duration: DURATION_S }).done),
  );
  console.info(
    `  ${name}: ${figure.requestsPerSecond} req/s, p99 ${figure.p99Ms} ms, ${figure.serverCpuUsPerRequest} µs CPU/req; ` +
      loadText(figure.load),
  );
  return figure;
}

async function started(server: RunningServer): Promise<RunningServer> {
  onCleanUp(() => stopServer(server, 'SIGKILL'));
  await waitForHealth(server, 120_000);
  return server;
}

function pgbench(url: string): { tps: number; load: ReturnType<typeof machineLoad> } {
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  try {
    const script = join(dir, 'select1.sql');
    writeFileSync(script, 'select 1;\n');
    const output = execFileSync(
      'pgbench',
      ['-n', '-c', '10', '-j', '2', '-T', String(DURATION_S), '-f', script, url],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
    return { tps: Math.round(tps), load: machineLoad() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await benchMain(async () => {
  const startLoad = machineLoad();
  console.info(
    `bench:request-path — GET /api/health, ${CONNECTIONS} connections, ${DURATION_S} s; ${loadText(startLoad)}`,
  );
  const database = await throwawayDatabase('adportal_request_path');
  onCleanUp(() => database.drop());
  const handle = await openDatabase({ url: database.url, poolMax: 2 });
  await handle.migrate();
  await handle.close();
  const dataDir = mkdtempSync(join(tmpdir(), 'adportal-request-path-'));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));

  const bench = pgbench(database.url);
  console.info(`  pgbench select 1: ${bench.tps} tps; ${loadText(bench.load)}`);

  const ladder: LoadFigure[] = [];
  const ladderServer = async (step: number, env: Record<string, string> = {}) =>
    started(
      spawnApi(await freePort(), { STEP: String(step), DATABASE_URL: database.url, ...env }, [], {
        script: 'bench/request-path-server.ts',
      }),
    );
  for (const [step, label] of STEPS.entries()) {
    const server = await ladderServer(step);
    ladder.push(await measure(`${step}: ${label}`, server));
    await stopServer(server);
  }
  const helmetOnce = await ladderServer(8, { HELMET_ONCE: 'true' });
  const proposal = await measure('8 with helmet built once (proposal)', helmetOnce);
  await stopServer(helmetOnce);

  const apiEnv = (level: string) => ({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    APP_SECRET: newAppSecret(),
    NODE_ENV: 'production',
    JOBS_ENABLED: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: level,
    PAYMENT_PROVIDER_URL: undefined,
    REDIS_URL: undefined,
  });
  const apis: LoadFigure[] = [];
  for (const level of ['warn', 'info']) {
    const api = await started(
      spawnApi(await freePort(), apiEnv(level), [], { discardStdout: level === 'info' }),
    );
    apis.push(await measure(`real API, LOG_LEVEL=${level}`, api));
    await stopServer(api);
  }

  // The profile: the real API at warn, only the samples of the measured load.
  const profileDir = mkdtempSync(join(tmpdir(), 'adportal-request-path-profile-'));
  onCleanUp(() => rmSync(profileDir, { recursive: true, force: true }));
  const spawnedAt = performance.now();
  const profiled = await started(
    spawnApi(await freePort(), apiEnv('warn'), ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]),
  );
  const url = `${profiled.base}/api/health`;
  await cannon({ url, connections: CONNECTIONS, duration: 3 }).done;
  const loadFrom = performance.now() - spawnedAt;
  const profiledFigure = await withServerCpu(profiled.pid, async () =>
    summarise(
      'real API under --cpu-prof',
      await cannon({ url, connections: CONNECTIONS, duration: DURATION_S }).done,
    ),
  );
  const loadTo = performance.now() - spawnedAt;
  await stopServer(profiled);
  // The main thread's profile is the largest: another thread of the process (tsx's module loader) writes its own,
  // nearly empty one beside it, and the first by name could be that one.
  const profiles = readdirSync(profileDir).filter((file) => file.endsWith('.cpuprofile'));
  const mainProfile = profiles.sort(
    (a, b) => statSync(join(profileDir, b)).size - statSync(join(profileDir, a)).size,
  )[0];
  const resultsDir = join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  // .json, so that bench/results' ignore rule keeps it out of git; DevTools loads it all the same.
  const kept = join(
    resultsDir,
    `request-path-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile.json`,
  );
  if (mainProfile) renameSync(join(profileDir, mainProfile), kept);
  const profile = mainProfile
    ? summariseProfile(
        kept,
        FRAMES.map(([, pattern]) => pattern),
        { window: [loadFrom, loadTo] },
      )
    : undefined;
  const endLoad = machineLoad();

  const bare = ladder[0]!;
  console.info(`\nbench:request-path; ${loadText(endLoad)} (at the start ${loadText(startLoad)})`);
  console.info(`  pgbench select 1: ${bench.tps} tps (10 clients)`);
  console.table(
    [...ladder, proposal, ...apis, profiledFigure].map((figure, index, all) => ({
      ...figureRow(figure, bare),
      'µs CPU added':
        index > 0 && index < ladder.length
          ? (figure.serverCpuUsPerRequest ?? 0) - (all[index - 1]!.serverCpuUsPerRequest ?? 0)
          : '',
    })),
  );
  if (profile) {
    console.info(
      `  profile of the real API (${profile.busyMs} ms busy of ${profile.totalMs} ms under load, ` +
        `${profiledFigure.requests} requests → ${round((profile.busyMs * 1000) / profiledFigure.requests, 0)} µs busy per request):`,
    );
    console.table(
      profile.inclusive.map((entry, index) => ({
        frames: FRAMES[index]![0],
        'inclusive ms': entry.ms,
        '% of busy': entry.share,
        'µs per request': round((entry.ms * 1000) / profiledFigure.requests, 1),
      })),
    );
    console.table(profile.byPlace.slice(0, 15));
    console.table(profile.hottest.slice(0, 15));
    console.info(`  profile kept in ${kept} (open it in Chrome DevTools → Performance)`);
  }
  const file = writeResults('request-path', {
    connections: CONNECTIONS,
    durationS: DURATION_S,
    load: { start: startLoad, end: endLoad },
    pgbench: bench,
    ladder: ladder.map((figure, index) => ({ step: index, label: STEPS[index], ...figure })),
    helmetBuiltOnce: proposal,
    api: apis,
    profile: profile && {
      file: kept,
      figure: profiledFigure,
      ...profile,
      inclusive: profile.inclusive.map((entry, index) => ({ frames: FRAMES[index]![0], ...entry })),
    },
  });
  console.info(`results written to ${file}`);
  return true;
});
