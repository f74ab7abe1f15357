// `npm run bench:beacons`: impression beacons (GET /serve/view/:token) at rate, and whether every accepted one
// is counted. On a throw-away PostgreSQL database with the delivery population (bench/delivery-population.ts),
// the real API (NODE_ENV=production, no jobs, no demo seed, warn logs) beside bench/bare-server.ts. Beacon links:
// SERVED random slots through GET /serve/ad.json, the rest signed in this process with the API's key over live
// bids (signedLinks in delivery-bench.ts), each fired once with a browser's user agent, closed loop over
// CONNECTIONS connections for DURATION s (the bare route measured the same way just before, for the ratio).
// Then the recorder drains (impression_beacons is polled until it stops moving, then the API is stopped with
// SIGTERM, which writes what is queued) and the bench compares:
//
//   accepted   beacons answered 200 (each token once: every one is a new impression)
//   counted    rows in impression_beacons and sum(impression_counts.impressions); charged CPM spend entries
//
// Target: ≥ 20,000 beacons/s. Prints the write batches (rows per inserting transaction), the backlog's drain
// time and the server's CPU per beacon, with the machine's load (autocannon, the API, the bare route and
// PostgreSQL share its cores).
//
// Then pgbench runs the server's flush (its statements as the server sends them, bench/batch-baseline.ts) at the
// run's mean batch size, after the API stopped: the beacon rate is printed as a fraction of its rows/s; and each
// step's share of a flush's wall time (from the API's /metrics).
//
//   --duration S / BEACONS_DURATION_S (default 30)   --connections N / BEACONS_CONNECTIONS (100)
//   --served N / BEACONS_SERVED (5000)   --links N / BEACONS_LINKS (default 25,000 × duration)
//   --pgbench S / BEACONS_PGBENCH_S (15)   BEACONS_DURABILITY = window (default) | per_request: the server's
//   IMPRESSION_DURABILITY (ADR 28; per_request answers a beacon once written, like a click)
//   BEACONS_PROFILE=1: the API runs under `node --cpu-prof`; where the beacons' CPU went (the load's samples only:
//   self time by package or app file, the hottest functions) is printed, the profile kept in bench/results
//
// JSON in bench/results/beacons-<time>.json. Exits 1 when an answered beacon is not counted (the counts must be
// the answered ones plus at most one in flight per connection when the run stopped) or the target is missed.

import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { impressionFlushBaseline } from './batch-baseline.ts';
import { summariseProfile } from './cpu-profile.ts';
import {
  benchMain,
  cannon,
  collectServed,
  countOf,
  deliveryDatabase,
  eachPathOnce,
  figureRow,
  loadText,
  machineLoad,
  memoryMb,
  signedLinks,
  startBare,
  startDeliveryApi,
  stopServer,
  summarise,
  waitUntilStable,
  withServerCpu,
  writeResults,
} from './delivery-bench.ts';
import { numberOption, option, percentile, ROOT, round } from './harness.ts';
import { BENCH_METRICS_TOKEN, writeSteps } from './write-steps.ts';

const DURATION_S = numberOption('duration', 'BEACONS_DURATION_S', 30);
const CONNECTIONS = Math.round(numberOption('connections', 'BEACONS_CONNECTIONS', 100));
const SERVED = Math.round(numberOption('served', 'BEACONS_SERVED', 5000));
const LINKS = Math.round(numberOption('links', 'BEACONS_LINKS', 25_000 * DURATION_S));
const PGBENCH_S = numberOption('pgbench', 'BEACONS_PGBENCH_S', 15);
const DURABILITY = option('durability', 'BEACONS_DURABILITY', 'window');
const PROFILE = option('profile', 'BEACONS_PROFILE', '') === '1';
const TARGET_PER_S = 20_000;

await benchMain(async () => {
  const startLoad = machineLoad();
  console.info(`bench:beacons — ${DURATION_S} s over ${CONNECTIONS} connections; ${loadText(startLoad)}`);
  const database = await deliveryDatabase('adportal_beacons');
  const bare = await startBare();
  const profileDir = PROFILE ? mkdtempSync(join(tmpdir(), 'adportal-beacons-profile-')) : undefined;
  const spawnedAt = performance.now();
  const api = await startDeliveryApi(
    database,
    { METRICS_TOKEN: BENCH_METRICS_TOKEN, IMPRESSION_DURABILITY: DURABILITY },
    { nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
  );
  const served = await collectServed(api.base, database.population, SERVED);
  const links = [
    ...served.links,
    ...(await signedLinks(database, LINKS - served.links.length, { viewsOnly: true })),
  ];
  const paths = links.map((link) => link.viewPath);
  console.info(
    `${served.links.length} beacon links served over HTTP, ${links.length - served.links.length} signed here; ` +
      `${loadText()}`,
  );

  await cannon({ url: bare.url, connections: CONNECTIONS, duration: 3 }).done;
  const bareFigure = await withServerCpu(bare.pid, async () =>
    summarise(
      'bare route',
      await cannon({ url: bare.url, connections: CONNECTIONS, duration: DURATION_S }).done,
    ),
  );
  const accepted = new Set<number>();
  const statuses = new Map<number, number>();
  const loadFrom = performance.now() - spawnedAt;
  const beaconFigure = await withServerCpu(api.pid, async () =>
    summarise(
      'impression beacons',
      await eachPathOnce(api.base, paths, {
        connections: CONNECTIONS,
        durationS: DURATION_S,
        onAnswer: (index, status) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 200) accepted.add(index);
        },
      }).done,
    ),
  );
  const loadTo = performance.now() - spawnedAt;
  const beaconsPerS = Math.round(accepted.size / beaconFigure.seconds);
  const queuedMemory = memoryMb(api.pid);
  const countBeacons = () => countOf(database.pool, 'select count(*)::text as n from impression_beacons');
  const drained = await waitUntilStable(countBeacons, { settleMs: 1000, timeoutMs: 300_000 });
  const steps = await writeSteps(api.base, 'impressions');
  const exit = await stopServer(api, 'SIGTERM');
  const profile = profileDir ? keptProfile(profileDir, [loadFrom, loadTo]) : undefined;
  const rows = await countBeacons();
  const counted = await countOf(
    database.pool,
    'select coalesce(sum(impressions), 0)::text as n from impression_counts',
  );
  const cpmSpend = await countOf(
    database.pool,
    `select count(*)::text as n from spend_entries where reference like 'impressions:%'`,
  );
  const { rows: batchRows } = await database.pool.query<{ n: string }>(
    'select count(*)::text as n from impression_beacons group by xmin::text',
  );
  const batches = batchRows.map((row) => Number(row.n)).sort((a, b) => a - b);
  const baseline = await impressionFlushBaseline(database, {
    batchSize: rows / Math.max(1, batches.length),
    clients: DURABILITY === 'per_request' ? 4 : 1,
    seconds: PGBENCH_S,
  });
  const fractionOfPgbench = round(beaconsPerS / baseline.rowsPerSecond, 2);
  const endLoad = machineLoad();

  console.info(
    `\nbench:beacons on PostgreSQL, IMPRESSION_DURABILITY=${DURABILITY}; ${loadText(endLoad)} (at the start ${loadText(startLoad)})`,
  );
  console.table([figureRow(served.figure), figureRow(bareFigure), figureRow(beaconFigure, bareFigure)]);
  console.info(
    `  ${beaconsPerS} beacons/s accepted (target ≥ ${TARGET_PER_S}) → ${beaconsPerS >= TARGET_PER_S ? 'MET' : 'MISSED'}; ` +
      `${round(beaconFigure.requestsPerSecond / bareFigure.requestsPerSecond, 3)} of the bare route's rate; p50 ` +
      `${beaconFigure.p50Ms} ms, p99 ${beaconFigure.p99Ms} ms; server CPU ${beaconFigure.serverCpuUsPerRequest} µs per beacon ` +
      `(bare ${bareFigure.serverCpuUsPerRequest} µs); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  console.info(
    `  answered ${accepted.size} → counted ${rows} rows in impression_beacons, ${counted} in impression_counts ` +
      `(${rows - accepted.size} more than answered: the server took them, their answers were in flight when the ` +
      `run stopped, at most one per connection); ${rows - drained.value} written at shutdown; the backlog ` +
      `took ${round(drained.ms / 1000, 1)} s to drain after the load stopped (API RSS ${queuedMemory.rssMb} MB at the end ` +
      `of the load, peak ${queuedMemory.peakMb}); SIGTERM exit ${exit.code}`,
  );
  console.info(
    `  write batches: ${batches.length} transactions, p50 ${percentile(batches, 50)} rows, p90 ${percentile(batches, 90)}, ` +
      `max ${batches.at(-1)}; ${cpmSpend} CPM spend entries; ${loadText(endLoad)}`,
  );
  console.info(`  steps of a flush (wall time, from /metrics, ${steps[0]?.batches ?? 0} flushes):`);
  console.table(steps);
  console.info(
    `  pgbench, the same flush (${baseline.statements} statements incl. begin/commit and the \\gset of fresh ids) of ` +
      `${baseline.batchSize} beacons, ${baseline.clients} client(s): ${baseline.tps} flushes/s = ${baseline.rowsPerSecond} ` +
      `beacons/s; the API's ${beaconsPerS}/s = ${fractionOfPgbench} of it; ${loadText(baseline.load)}`,
  );
  if (profile) {
    const busyUs = (profile.summary.busyMs * 1000) / Math.max(1, accepted.size);
    console.info(
      `  profile (${profile.summary.busyMs} ms busy under load → ${round(busyUs, 0)} µs per beacon), kept in ${profile.file}:`,
    );
    console.table(profile.summary.byPlace.slice(0, 15));
    console.table(profile.summary.hottest.slice(0, 15));
  }
  const file = writeResults('beacons', {
    profile: profile && {
      file: profile.file,
      byPlace: profile.summary.byPlace,
      hottest: profile.summary.hottest,
    },
    durability: DURABILITY,
    steps,
    pgbench: { ...baseline, fractionOfPgbench },
    durationS: DURATION_S,
    connections: CONNECTIONS,
    load: { start: startLoad, end: endLoad },
    population: database.population.counts,
    links: { served: served.links.length, signedHere: links.length - served.links.length },
    bare: bareFigure,
    beacons: beaconFigure,
    statuses: Object.fromEntries(statuses),
    beaconsPerS,
    accepted: accepted.size,
    counted: { impressionBeacons: rows, impressionCounts: counted, beforeShutdown: drained.value, cpmSpend },
    drainMs: round(drained.ms, 0),
    batches: {
      count: batches.length,
      p50: percentile(batches, 50),
      p90: percentile(batches, 90),
      max: batches.at(-1),
    },
    memory: queuedMemory,
    serverErrorLines: api.errors.slice(0, 20),
  });
  console.info(`results written to ${file}`);
  // Every answered beacon is counted; at most one per connection more (taken, its answer cut off at the end).
  const allCounted = rows >= accepted.size && rows - accepted.size <= CONNECTIONS && counted === rows;
  return allCounted && beaconsPerS >= TARGET_PER_S;
});

/** The API's profile moved to bench/results (.json: not committed) and summarised over the load's window. */
function keptProfile(dir: string, window: [number, number]) {
  const written = readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort()[0];
  if (!written) return undefined;
  const resultsDir = join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `beacons-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile.json`);
  renameSync(join(dir, written), file);
  rmSync(dir, { recursive: true, force: true });
  return { file, summary: summariseProfile(file, [], { window }) };
}
