// `npm run bench:serve`: the ad server's decisions on PostgreSQL. A throw-away database (BENCH_DATABASE_URL's
// server, default the local one) gets the delivery population (bench/delivery-population.ts: 10,000 approved,
// online ads of 1,000 advertisers with balances, 50,000 keyword and website bids over 300 keywords, 50 websites
// and 3 sizes); the real API runs on it (`apps/api/src/main.ts`, NODE_ENV=production, no jobs, no demo seed,
// warn logs) beside bench/bare-server.ts. Prints, with the machine's load beside every figure:
//
//   throughput   autocannon, 50 connections, against GET /serve/ad.json with a random site, size and one to
//                three keywords per request, and against the bare route; alternated ROUNDS times, each run
//                DURATION s after a warm-up. Targets: p99 ≤ 5 ms, throughput ≥ 50 % of the bare route's.
//   /api/me      the same load against an ordinary signed-in API route (bearer token of the population's first
//                advertiser): the session lookup, the user and the rules, for the WORKERS=1/2 comparison
//   fill rate    how many random slots found an ad (most should)
//   fixed rate   p50/p99 at a steady 2,000 req/s (open loop): the latency of a decision without a queue
//   propagation  a bid raised to 900 USDT, then the same ad switched offline, through SQL (the triggers bump
//                delivery_state.version); /serve/ad.json is polled until decisions show it. SAMPLES of each,
//                idle and under a steady background load. Target ≤ 2 s.
//   rebuilds     ten rebuilds forced in the API (a bid touched through SQL every 1.5 s) under a steady 1,000 req/s:
//   under load   the API's own event-loop delay over the window (max and p99 of `nodejs_eventloop_lag_*` on its
//                /metrics, METRICS_TOKEN set for the run) and the requests' latency, beside the same window
//                without rebuilds
//   rebuild      the index rebuild for this size, timed in this process on the same database: the snapshot
//                queries, building the index (in 5 ms slices), the money state; the longest the event loop was
//                held during a rebuild, a CTR re-read and a money refresh, in wall time and in main-thread CPU
//                (bench/event-loop-hold.ts; target ≤ 20 ms); the decision alone (also: bench:decision)
//   memory       the API's RSS after the runs, and its peak
//
//   --duration S / SERVE_DURATION_S (default 20)  --rounds N / SERVE_ROUNDS (2)  --samples N / SERVE_SAMPLES (5)
//   --connections N / SERVE_CONNECTIONS (50)
//
// The load generator (autocannon, in this process), the API, the bare server and PostgreSQL share the
// machine's cores. JSON in bench/results/serve-<time>.json. Exits 1 when a target is missed or a request fails.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { DeliveryIndex } from '../apps/api/src/modules/delivery/delivery-index.ts';
import { DeliveryIndexKeeper } from '../apps/api/src/modules/delivery/delivery-index-keeper.ts';
import { readSnapshot } from '../apps/api/src/modules/delivery/delivery-snapshot.repository.ts';
import { LedgerService } from '../apps/api/src/modules/ledger/ledger.service.ts';
import {
  API_MAIN,
  benchMain,
  cannon,
  type DeliveryDatabase,
  deliveryDatabase,
  figureRow,
  type LoadFigure,
  measureLoad,
  memoryMb,
  pick,
  randomSlot,
  servePath,
  startBare,
  startDeliveryApi,
  summarise,
  withServerCpu,
  writeResults,
} from './delivery-bench.ts';
import { BENCH_ADVERTISER, type Population } from './delivery-population.ts';
import { eventLoopHold } from './event-loop-hold.ts';
import { Client, loadText, machineLoad, median, numberOption, percentile, round, sleep } from './harness.ts';

const DURATION_S = numberOption('duration', 'SERVE_DURATION_S', 20);
const ROUNDS = Math.round(numberOption('rounds', 'SERVE_ROUNDS', 2));
const SAMPLES = Math.round(numberOption('samples', 'SERVE_SAMPLES', 5));
const CONNECTIONS = Math.round(numberOption('connections', 'SERVE_CONNECTIONS', 50));
const FIXED_RATE = 2000;
const REBUILDS = 10;
const METRICS_TOKEN = randomBytes(24).toString('base64url');
const TARGETS = { p99Ms: 5, ratioToBare: 0.5, propagationMs: 2000, pauseMs: 20 };

async function load(
  name: string,
  pid: number,
  url: string,
  requests?: () => string,
  headers?: Record<string, string>,
): Promise<LoadFigure> {
  const options = {
    url,
    connections: CONNECTIONS,
    ...(headers ? { headers } : {}),
    ...(requests
      ? { requests: [{ setupRequest: (request: object) => ({ ...request, path: requests() }) }] }
      : {}),
  };
  return measureLoad(name, pid, options, { warmupS: 3, durationS: DURATION_S });
}

interface PropagationSample {
  change: 'bid raised' | 'ad offline';
  underLoad: boolean;
  ms: number;
  polls: number;
  load: ReturnType<typeof machineLoad>;
}

/** Signs the bench advertiser in as the web app does (bench/harness.ts's client: the password, for a bearer). */
async function signIn(base: string): Promise<string> {
  const client = new Client(base);
  const login = await client.signIn(BENCH_ADVERTISER.email, BENCH_ADVERTISER.password);
  if (login.status !== 200) throw new Error(`bench: sign-in answered ${login.status}`);
  return client.accessToken;
}

/** Polls the slot until `seen` holds; ms from the committed change to the first decision showing it. */
async function pollUntil(url: string, seen: (adId: string | null) => boolean, changedAt: number) {
  let polls = 0;
  while (performance.now() - changedAt < 15_000) {
    polls += 1;
    const body = (await (await fetch(url)).json()) as { ad: { id: string } | null };
    if (seen(body.ad?.id ?? null)) return { ms: performance.now() - changedAt, polls };
  }
  return { ms: Number.POSITIVE_INFINITY, polls };
}

async function propagation(database: DeliveryDatabase, base: string, underLoad: boolean) {
  const { rows } = await database.pool.query<{
    target_id: string;
    ad_id: string;
    max_bid: string;
    keyword: string;
    size: string;
  }>(`select t.id as target_id, a.id as ad_id, t.max_bid_micros::text as max_bid, k.keyword,
        s.width || 'x' || s.height as size
      from ad_targets t join advertisements a on a.id = t.advertisement_id and a.type = 'click'
      join keywords k on k.id = t.keyword_id join ad_sizes s on s.id = a.ad_size_id
      order by md5(t.id::text || '${underLoad}') limit ${SAMPLES}`);
  const samples: PropagationSample[] = [];
  for (const row of rows) {
    const url = `${base}/serve/ad.json?site=${pick(database.population.siteKeys)}&size=${row.size}&kw=${row.keyword}`;
    // A random phase against the keeper's poll period.
    await sleep(Math.random() * 600);
    await database.pool.query('update ad_targets set max_bid_micros = 900000000 where id = $1', [
      row.target_id,
    ]);
    const raisedAt = performance.now();
    const raised = await pollUntil(url, (adId) => adId === row.ad_id, raisedAt);
    samples.push({ change: 'bid raised', underLoad, ...raised, load: machineLoad() });
    await sleep(Math.random() * 600);
    await database.pool.query(`update advertisements set display = 'offline' where id = $1`, [row.ad_id]);
    const offlineAt = performance.now();
    const offline = await pollUntil(url, (adId) => adId !== row.ad_id, offlineAt);
    samples.push({ change: 'ad offline', underLoad, ...offline, load: machineLoad() });
    await database.pool.query(`update ad_targets set max_bid_micros = $2 where id = $1`, [
      row.target_id,
      row.max_bid,
    ]);
    await database.pool.query(`update advertisements set display = 'online' where id = $1`, [row.ad_id]);
    await sleep(1500);
  }
  return samples;
}

/** The API's own event-loop delay since its last scrape (prom-client resets the histogram at each). */
async function eventLoopLag(base: string, token: string) {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })
  ).text();
  const gauge = (name: string) =>
    Math.max(
      ...[...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'gm'))].map((match) =>
        Number(match[1]),
      ),
    );
  return {
    maxMs: round(gauge('nodejs_eventloop_lag_max_seconds') * 1000, 1),
    p99Ms: round(gauge('nodejs_eventloop_lag_p99_seconds') * 1000, 1),
  };
}

/**
 * Rebuilds forced in the API while it serves a steady 1,000 req/s: a bid touched through SQL every 1.5 s (the
 * trigger notifies, the API rebuilds), REBUILDS times. The API's event-loop delay over the window (its /metrics,
 * 10 ms resolution) and the load's latency; the same window without rebuilds beside it.
 */
async function rebuildsUnderLoad(database: DeliveryDatabase, base: string, token: string) {
  const serveUrl = `${base}/serve/ad.json`;
  const window = async (rebuilds: number) => {
    const background = cannon({
      url: serveUrl,
      connections: 10,
      overallRate: 1000,
      duration: 600,
      requests: [{ setupRequest: (request) => ({ ...request, path: servePath(database.population) }) }],
    });
    await sleep(2000);
    await eventLoopLag(base, token);
    for (let run = 0; run < REBUILDS; run++) {
      if (rebuilds > 0)
        await database.pool.query(
          `update ad_targets set max_bid_micros = max_bid_micros
            where id = (select id from ad_targets order by id offset $1 limit 1)`,
          [run],
        );
      await sleep(1500);
    }
    const lag = await eventLoopLag(base, token);
    background.stop();
    const figure = summarise(
      `1,000 req/s ${rebuilds > 0 ? `with ${REBUILDS} rebuilds` : 'without rebuilds'}`,
      await background.done,
    );
    return { lag, figure, load: machineLoad() };
  };
  const quiet = await window(0);
  const rebuilding = await window(REBUILDS);
  return { quiet, rebuilding };
}

/** The keeper's rebuild in this process, whole and in its parts. */
async function rebuildTimes(url: string, population: Population) {
  const handle = await openDatabase({ url, poolMax: 4 });
  try {
    const keeper = new DeliveryIndexKeeper({
      db: handle.db,
      ledger: new LedgerService({ timeZone: 'Asia/Bangkok' }),
      timeZone: 'Asia/Bangkok',
      now: () => new Date(),
      pollMs: 500,
      moneyRefreshMs: 2000,
      onError: (error) => console.error(error),
    });
    const whole: number[] = [];
    const queries: number[] = [];
    const build: number[] = [];
    const pauses: { wallMs: number; cpuMs: number }[] = [];
    let size = { ads: 0, sites: 0, targets: 0 };
    // The longest the event loop was held during each rebuild: wall clock, and the main thread's CPU in it.
    const paused = (work: () => Promise<unknown>) => eventLoopHold(work);
    for (let run = 0; run < 6; run++) {
      let started = performance.now();
      const pause = await paused(() => keeper.rebuild());
      if (run > 0) {
        whole.push(performance.now() - started);
        pauses.push(pause);
      }
      started = performance.now();
      const snapshot = await readSnapshot(handle.db);
      if (run > 0) queries.push(performance.now() - started);
      started = performance.now();
      const index = await DeliveryIndex.build({ ...snapshot, performance: new Map() }, 5);
      if (run > 0) build.push(performance.now() - started);
      size = index.size;
    }
    const ctrPause = await paused(() => keeper.rebuild({ rereadCtrs: true }));
    const moneyPauses: { wallMs: number; cpuMs: number }[] = [];
    for (let run = 0; run < 5; run++) moneyPauses.push(await paused(() => keeper.refreshMoney()));
    // The decision alone, in this process: the index's eligible bids for a random slot and the auction (what
    // DeliveryService.serve does before signing the two tokens), over the keeper's index.
    const index = keeper.ready!;
    const slots = Array.from({ length: 20_000 }, () => {
      const slot = randomSlot(population);
      const [width, height] = slot.size.split('x').map(Number) as [number, number];
      return { siteKey: slot.site, width, height, keywords: slot.keywords, country: null };
    });
    let candidates = 0;
    const decisionRuns: number[] = [];
    const decisionCpu: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      for (const slot of slots) {
        candidates += index.eligibleBids(slot, keeper.clockNow())?.bids.length ?? 0;
        index.decide(slot, keeper.clockNow());
      }
      decisionRuns.push(((performance.now() - started) * 1000) / slots.length);
      const used = process.cpuUsage(cpu);
      decisionCpu.push((used.user + used.system) / slots.length);
    }
    await handle.db.execute(sql`select 1`);
    return {
      size,
      rebuildMs: round(median(whole), 0),
      snapshotQueriesMs: round(median(queries), 0),
      indexBuildMs: round(median(build), 0),
      maxPauseMs: round(Math.max(...pauses.map((pause) => pause.wallMs)), 1),
      maxHoldCpuMs: round(Math.max(...pauses.map((pause) => pause.cpuMs)), 1),
      ctrReread: { wallMs: round(ctrPause.wallMs, 1), cpuMs: round(ctrPause.cpuMs, 1) },
      moneyRefresh: {
        wallMs: round(Math.max(...moneyPauses.map((pause) => pause.wallMs)), 1),
        cpuMs: round(Math.max(...moneyPauses.map((pause) => pause.cpuMs)), 1),
      },
      decisionUs: round(median(decisionRuns), 1),
      decisionCpuUs: round(median(decisionCpu), 1),
      eligibleBidsPerSlot: round(candidates / (slots.length * 3), 0),
      runs: whole.map((ms) => round(ms, 0)),
      load: machineLoad(),
    };
  } finally {
    await handle.close();
  }
}

await benchMain(async () => {
  const startLoad = machineLoad();
  console.info(
    `bench:serve — ${loadText(startLoad)}; one process each for autocannon, the API, the bare route`,
  );
  const database = await deliveryDatabase('adportal_serve');
  const { population } = database;
  console.info(
    `population: ${JSON.stringify(population.counts)} (template through the services ${population.timings.templateMs} ms, ` +
      `copies by SQL ${population.timings.copyMs} ms)`,
  );
  const bare = await startBare();
  const api = await startDeliveryApi(database, { METRICS_TOKEN });
  console.info(`API pid ${api.pid} healthy in ${api.startMs} ms (index built before listening)`);
  const serveUrl = `${api.base}/serve/ad.json`;

  // Fill rate: how many random slots found an ad.
  let filled = 0;
  const fillSamples = 2000;
  const adsSeen = new Set<string>();
  for (let index = 0; index < fillSamples; index++) {
    const body = (await (await fetch(`${api.base}${servePath(population)}`)).json()) as {
      ad: { id: string } | null;
    };
    if (body.ad) {
      filled += 1;
      adsSeen.add(body.ad.id);
    }
  }
  const fillRate = round(filled / fillSamples, 3);
  console.info(
    `fill rate: ${filled} of ${fillSamples} random slots got an ad (${adsSeen.size} distinct ads)`,
  );

  const bareRuns: LoadFigure[] = [];
  const serveRuns: LoadFigure[] = [];
  for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex++) {
    bareRuns.push(await load(`bare route #${roundIndex + 1}`, bare.pid, bare.url));
    serveRuns.push(
      await load(`/serve/ad.json #${roundIndex + 1}`, api.pid, serveUrl, () => servePath(population)),
    );
  }
  // An ordinary signed-in API route beside the ad server's: the session lookup, the user and the rules.
  const accessToken = await signIn(api.base);
  const meRuns: LoadFigure[] = [];
  for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex++) {
    meRuns.push(
      await load(`/api/me #${roundIndex + 1}`, api.pid, `${api.base}/api/me`, undefined, {
        authorization: `Bearer ${accessToken}`,
      }),
    );
  }
  const fixed = await withServerCpu(api.pid, async () =>
    summarise(
      `/serve/ad.json at ${FIXED_RATE} req/s`,
      await cannon({
        url: serveUrl,
        connections: CONNECTIONS,
        overallRate: FIXED_RATE,
        duration: DURATION_S,
        requests: [{ setupRequest: (request) => ({ ...request, path: servePath(population) }) }],
      }).done,
    ),
  );
  const memoryAfterLoad = memoryMb(api.pid);

  console.info(`propagation: ${SAMPLES} bid raises and ${SAMPLES} ads switched offline, idle…`);
  const idle = await propagation(database, api.base, false);
  console.info('… and under a steady background load of 1,000 req/s');
  const background = cannon({
    url: serveUrl,
    connections: 10,
    overallRate: 1000,
    duration: 600,
    requests: [{ setupRequest: (request) => ({ ...request, path: servePath(population) }) }],
  });
  const loaded = await propagation(database, api.base, true);
  background.stop();
  const backgroundFigure = summarise('background 1,000 req/s during propagation', await background.done);
  console.info(
    `rebuilds under load: ${REBUILDS} forced rebuilds at 1,000 req/s, and the same window without`,
  );
  const rebuildLoad = await rebuildsUnderLoad(database, api.base, METRICS_TOKEN);
  const rebuild = await rebuildTimes(database.url, population);
  const memoryEnd = memoryMb(api.pid);

  const bareAvg = Math.round(bareRuns.reduce((sum, run) => sum + run.requestsPerSecond, 0) / bareRuns.length);
  const serveAvg = Math.round(
    serveRuns.reduce((sum, run) => sum + run.requestsPerSecond, 0) / serveRuns.length,
  );
  const ratio = round(serveAvg / bareAvg, 3);
  const meAvg = Math.round(meRuns.reduce((sum, run) => sum + run.requestsPerSecond, 0) / meRuns.length);
  const cpuOf = (runs: LoadFigure[]) => median(runs.map((run) => run.serverCpuUsPerRequest ?? Number.NaN));
  const cpuRatio = round(cpuOf(bareRuns) / cpuOf(serveRuns), 3);
  const worstP99 = Math.max(...serveRuns.map((run) => run.p99Ms));
  const allSamples = [...idle, ...loaded];
  const propagationSummary = (samples: PropagationSample[]) => {
    const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    return {
      samples: sorted.length,
      minMs: round(sorted[0] ?? Number.NaN, 0),
      p50Ms: round(percentile(sorted, 50), 0),
      maxMs: round(sorted.at(-1) ?? Number.NaN, 0),
    };
  };
  const endLoad = machineLoad();

  console.info(
    `\nbench:serve on PostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s per run; ${loadText(endLoad)}`,
  );
  console.table([
    ...bareRuns.map((run) => figureRow(run)),
    ...serveRuns.map((run, index) => figureRow(run, bareRuns[index])),
    ...meRuns.map((run, index) => figureRow(run, bareRuns[index])),
    figureRow(fixed),
    figureRow(backgroundFigure),
  ]);
  console.info(
    `  throughput: /serve/ad.json ${serveAvg} req/s = ${ratio} of the bare route's ${bareAvg} (target ≥ ${TARGETS.ratioToBare})` +
      ` → ${ratio >= TARGETS.ratioToBare ? 'MET' : 'MISSED'}; p99 ${worstP99} ms at ${CONNECTIONS} connections (target ≤ ${TARGETS.p99Ms})` +
      ` → ${worstP99 <= TARGETS.p99Ms ? 'MET' : 'MISSED'}; at ${FIXED_RATE} req/s p50 ${fixed.p50Ms} ms, p99 ${fixed.p99Ms} ms`,
  );
  console.info(
    `  /api/me (signed in, bearer): ${meAvg} req/s = ${round(meAvg / bareAvg, 3)} of the bare route's; p99 ` +
      `${Math.max(...meRuns.map((run) => run.p99Ms))} ms; server CPU ${median(meRuns.map((run) => run.serverCpuUsPerRequest ?? Number.NaN))} µs/req`,
  );
  console.info(
    `  server CPU per request: bare ${cpuOf(bareRuns)} µs, /serve/ad.json ${cpuOf(serveRuns)} µs → the API would ` +
      `serve ${cpuRatio} of the bare route's rate on equal CPU (a figure other load on the machine moves little)`,
  );
  console.info(`  fill rate ${fillRate} (${adsSeen.size} distinct ads in ${fillSamples} slots)`);
  console.table(
    allSamples.map((sample) => ({
      change: sample.change,
      'under load': sample.underLoad,
      'delay ms': round(sample.ms, 0),
      polls: sample.polls,
      load: `${sample.load.loadavg1}/${sample.load.loadavg5}/${sample.load.loadavg15}`,
    })),
  );
  const idleSummary = propagationSummary(idle);
  const loadedSummary = propagationSummary(loaded);
  const worstPropagation = Math.max(...allSamples.map((sample) => sample.ms));
  console.info(
    `  propagation idle: min ${idleSummary.minMs} / p50 ${idleSummary.p50Ms} / max ${idleSummary.maxMs} ms; under load: ` +
      `min ${loadedSummary.minMs} / p50 ${loadedSummary.p50Ms} / max ${loadedSummary.maxMs} ms (target ≤ ${TARGETS.propagationMs})` +
      ` → ${worstPropagation <= TARGETS.propagationMs ? 'MET' : 'MISSED'}; DELIVERY_POLL_MS 500`,
  );
  console.info(
    `  index rebuild (${rebuild.size.ads} ads, ${rebuild.size.targets} bids, ${rebuild.size.sites} sites): ` +
      `${rebuild.rebuildMs} ms median (snapshot queries ${rebuild.snapshotQueriesMs} ms, building the index ` +
      `${rebuild.indexBuildMs} ms in slices of ≤ 5 ms); longest event-loop hold during a rebuild ${rebuild.maxPauseMs} ms wall, ` +
      `${rebuild.maxHoldCpuMs} ms of main-thread CPU (target ≤ 20); with the CTRs re-read ${rebuild.ctrReread.wallMs} ms wall, ` +
      `${rebuild.ctrReread.cpuMs} ms CPU; during a money refresh ${rebuild.moneyRefresh.wallMs} ms wall, ${rebuild.moneyRefresh.cpuMs} ms CPU; one decision (eligible bids + auction, no HTTP) ` +
      `${rebuild.decisionUs} µs (CPU ${rebuild.decisionCpuUs} µs) over ${rebuild.eligibleBidsPerSlot} eligible bids per slot; ${loadText(rebuild.load)}`,
  );
  const lagText = (window: typeof rebuildLoad.quiet) =>
    `event-loop delay max ${window.lag.maxMs} ms, p99 ${window.lag.p99Ms} ms; requests p99 ${window.figure.p99Ms} ms, ` +
    `max ${window.figure.maxMs} ms; ${loadText(window.load)}`;
  console.info(`  API during ${REBUILDS} forced rebuilds at 1,000 req/s: ${lagText(rebuildLoad.rebuilding)}`);
  console.info(`  API in the same window without rebuilds: ${lagText(rebuildLoad.quiet)}`);
  console.info(
    `  API memory (WORKERS=${process.env.WORKERS ?? 1}): RSS ${memoryAfterLoad.rssMb} MB after the load runs ` +
      `(per process ${memoryAfterLoad.processesMb.join(' + ')}), ${memoryEnd.rssMb} MB at the end, peak ` +
      `${memoryEnd.peakMb} MB; ${loadText(endLoad)}`,
  );
  const file = writeResults('serve', {
    connections: CONNECTIONS,
    durationS: DURATION_S,
    population: { counts: population.counts, timings: population.timings, shape: population.shape },
    load: { start: startLoad, end: endLoad },
    apiStartMs: api.startMs,
    fill: { rate: fillRate, samples: fillSamples, distinctAds: adsSeen.size },
    bareRuns,
    serveRuns,
    meRuns,
    fixedRate: fixed,
    apiMain: API_MAIN,
    summary: { bareAvg, serveAvg, ratio, cpuRatio, worstP99, targets: TARGETS },
    propagation: {
      idle: idleSummary,
      underLoad: loadedSummary,
      samples: allSamples,
      background: backgroundFigure,
    },
    rebuild,
    rebuildsUnderLoad: rebuildLoad,
    memory: { afterLoad: memoryAfterLoad, end: memoryEnd },
    serverErrorLines: api.errors.slice(0, 20),
  });
  console.info(`results written to ${file}`);
  if (api.errorCount > 0)
    console.error(`  the API logged ${api.errorCount} error lines: ${api.errors[0]?.line}`);
  const failed = [...bareRuns, ...serveRuns, fixed].some(
    (run) => run.errors > 0 || run.statuses['200'] !== run.requests,
  );
  return (
    !failed &&
    ratio >= TARGETS.ratioToBare &&
    worstP99 <= TARGETS.p99Ms &&
    worstPropagation <= TARGETS.propagationMs &&
    rebuild.maxHoldCpuMs <= TARGETS.pauseMs
  );
});
