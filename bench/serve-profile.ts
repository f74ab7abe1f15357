// `npx tsx bench/serve-profile.ts [--duration S] [--path ad.json|ad|view]`: where the API's CPU goes per ad
// server request. The delivery population of bench:serve (bench/delivery-population.ts) on a throw-away database,
// the real API under `node --cpu-prof` at warn, autocannon (50 connections) against random slots of
// /serve/ad.json (or the ad document, or beacons with forged tokens) for DURATION s after a 3 s warm-up; only the
// load's samples are summed (bench/cpu-profile.ts): inclusive time of the frames below per request, self time by
// package and the hottest functions. The profile is kept in bench/results (not committed) for DevTools.
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summariseProfile } from './cpu-profile.ts';
import {
  benchMain,
  cannon,
  deliveryDatabase,
  onCleanUp,
  randomSlot,
  startDeliveryApi,
  stopServer,
  summarise,
  withServerCpu,
} from './delivery-bench.ts';
import { loadText, machineLoad, numberOption, round } from './harness.ts';

const DURATION_S = numberOption('duration', 'SERVE_PROFILE_DURATION_S', 10);
const PATH = process.argv.includes('--path') ? process.argv[process.argv.indexOf('--path') + 1]! : 'ad.json';
const ROOT = join(import.meta.dirname, '..');

/** Frames whose inclusive time is reported (matched against "functionName url"). */
const FRAMES: [string, string][] = [
  ['fastify core (routing, hooks, reply)', 'node_modules/fastify/'],
  ['find-my-way (router)', 'node_modules/find-my-way/'],
  [
    'serve routes (handlers, answers)',
    'apps/api/src/modules/delivery/(serve\\.routes|ad-json|ad-markup|ad-parts-cache|slot-request)\\.ts',
  ],
  ['DeliveryService (decide, sign tokens)', 'apps/api/src/modules/delivery/delivery\\.service\\.ts'],
  ['delivery index (eligible bids)', 'apps/api/src/modules/delivery/delivery-index\\.ts'],
  ['auction', 'apps/api/src/modules/delivery/auction\\.ts'],
  ['tracking tokens (HMAC)', 'apps/api/src/modules/delivery/tracking-token\\.ts'],
  ['country lookup', 'apps/api/src/modules/delivery/visitor/'],
  ['request metrics (prom-client)', 'plugins/request-metrics\\.ts|node_modules/prom-client/'],
  ['pino (request child loggers)', 'node_modules/pino'],
  ['app.ts (genReqId)', 'apps/api/src/app\\.ts'],
  ['randomUUID', 'randomUUID'],
  ['socket writes (writev)', '^writev '],
  ['garbage collector', '^\\(garbage collector\\)'],
];

await benchMain(async () => {
  const database = await deliveryDatabase('adportal_serve_profile');
  const profileDir = mkdtempSync(join(tmpdir(), 'adportal-serve-profile-'));
  onCleanUp(() => rmSync(profileDir, { recursive: true, force: true }));
  const spawnedAt = performance.now();
  const api = await startDeliveryApi(
    database,
    {},
    { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] },
  );
  const path = () => {
    const slot = randomSlot(database.population);
    if (PATH === 'view') return `/serve/view/${'A'.repeat(130)}`;
    return `/serve/${PATH}?site=${slot.site}&size=${slot.size}&kw=${slot.keywords.join(',')}`;
  };
  const options = {
    url: api.base,
    connections: 50,
    requests: [{ setupRequest: (request: object) => ({ ...request, path: path() }) }],
  };
  await cannon({ ...options, duration: 3 }).done;
  const loadFrom = performance.now() - spawnedAt;
  const figure = await withServerCpu(api.pid, async () =>
    summarise(`/serve/${PATH} under --cpu-prof`, await cannon({ ...options, duration: DURATION_S }).done),
  );
  const loadTo = performance.now() - spawnedAt;
  await stopServer(api);
  const written = readdirSync(profileDir)
    .filter((file) => file.endsWith('.cpuprofile'))
    .sort()[0];
  if (!written) throw new Error('no profile written');
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const kept = join(
    ROOT,
    'bench/results',
    `serve-profile-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile.json`,
  );
  renameSync(join(profileDir, written), kept);
  const profile = summariseProfile(
    kept,
    FRAMES.map(([, pattern]) => pattern),
    { window: [loadFrom, loadTo] },
  );
  const perRequest = (ms: number) => round((ms * 1000) / figure.requests, 1);
  console.info(
    `serve-profile /serve/${PATH}: ${figure.requestsPerSecond} req/s, server CPU ${figure.serverCpuUsPerRequest} µs/req; ` +
      `${profile.busyMs} ms busy for ${figure.requests} requests → ${perRequest(profile.busyMs)} µs busy per request; ${loadText(machineLoad())}`,
  );
  console.table(
    profile.inclusive.map((entry, index) => ({
      frames: FRAMES[index]![0],
      '% of busy': entry.share,
      'µs per request': perRequest(entry.ms),
    })),
  );
  console.table(profile.byPlace.slice(0, 20));
  console.table(profile.hottest.slice(0, 25));
  console.info(`  profile kept in ${kept}`);
  return true;
});
