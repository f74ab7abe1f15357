// `npm run bench:clicks`: are clicks durable at rate, and across kill -9? On a throw-away PostgreSQL database
// with the delivery population (bench/delivery-population.ts), the real API (NODE_ENV=production, no jobs, no
// demo seed, warn logs; TRUST_PROXY=true so that every click comes from its own visitor address in
// X-Forwarded-For, as behind a proxy). Signed links first: SERVED random slots through GET /serve/ad.json, the
// rest signed in this process with the API's key over live bids (signedLinks in delivery-bench.ts: serving
// 400,000 slots over HTTP would take minutes on this machine); every link's impression beacon is fired (and
// written: impression_beacons is polled until it holds them all), then CLICK_MIN_DELAY_MS (1 s) passes, so the
// clicks are valid and charged.
//
//   steady run   each click link once, at RATE clicks/s for DURATION s (autocannon, open loop, CONNECTIONS
//                connections, redirects not followed), then: every click answered 302 must be a row of `clicks`
//                (matched by the impression id its token carries, see tracking-token.ts), every success click on a
//                click (CPC) ad must have its spend entry for its price, no click on an impression (CPM) ad may
//                be charged, and batch sizes are read from the rows' inserting transactions (xmin)
//   kill run     KILLS times: clicks flow at RATE, the API is killed with SIGKILL 1.5 … 4 s in, restarted on the
//                same database; every click answered 302 before the kill must be in the table
//
//   --rate N / CLICKS_RATE (default 5000)   --duration S / CLICKS_DURATION_S (60)
//   --connections N / CLICKS_CONNECTIONS (100)   --kills N / CLICKS_KILLS (3)   --served N / CLICKS_SERVED (5000)
//
//   pgbench      the database's own ceiling for the same work: the server's batch transaction (its statements as
//                the server sends them, bench/batch-baseline.ts) at the steady run's mean batch size, 4 one-client
//                pgbench runs at once (the server writes 4 batches at once) for CLICKS_PGBENCH_S, after the API
//                stopped; the click rate is printed as a fraction of its rows/s (target ≥ 0.5)
//   steps        each step's share of a batch's wall time (lock, read, rules, spend, insert, commit…), from the
//                API's /metrics after the steady run
//
//   --pgbench S / CLICKS_PGBENCH_S (default 15)
//
// The load generator (this process), the API and PostgreSQL share the machine's cores: the machine's load is
// printed with every figure. JSON in bench/results/clicks-<time>.json. Exits 1 when an answered click is not in
// the table, a charged click has no spend entry (or a click on an impression ad has one), the rate is not held
// (under 95 %) or is under half of pgbench's.

import { clickBatchBaseline } from './batch-baseline.ts';
import {
  benchMain,
  collectServed,
  countOf,
  type DeliveryDatabase,
  deliveryDatabase,
  eachPathOnce,
  figureRow,
  type LoadFigure,
  loadText,
  machineLoad,
  memoryMb,
  type ServedLinks,
  signedLinks,
  startDeliveryApi,
  stopServer,
  summarise,
  visitorIp,
  waitUntilStable,
  withServerCpu,
  writeResults,
} from './delivery-bench.ts';
import { freePort, numberOption, percentile, round, sleep } from './harness.ts';
import { BENCH_METRICS_TOKEN, writeSteps } from './write-steps.ts';

const RATE = numberOption('rate', 'CLICKS_RATE', 5000);
const DURATION_S = numberOption('duration', 'CLICKS_DURATION_S', 60);
const CONNECTIONS = Math.round(numberOption('connections', 'CLICKS_CONNECTIONS', 100));
const KILLS = Math.round(numberOption('kills', 'CLICKS_KILLS', 3));
const SERVED = Math.round(numberOption('served', 'CLICKS_SERVED', 5000));
const PGBENCH_S = numberOption('pgbench', 'CLICKS_PGBENCH_S', 15);
const KILL_WINDOW_S = 6;
/** The server's concurrent click batches on PostgreSQL (services.ts, clickConcurrency). */
const SERVER_BATCHES = 4;
const API_ENV = {
  TRUST_PROXY: 'true',
  CLICK_IP_LIMIT: '1000000000',
  DAILY_IP_CLICK_LIMIT: '1000000000',
  METRICS_TOKEN: BENCH_METRICS_TOKEN,
};

/** Clicks each link once; the impression ids of the clicks answered 302, and the figure of the run. */
async function clickRun(
  name: string,
  base: string,
  links: readonly ServedLinks[],
  options: { durationS?: number; stopAfterMs?: () => Promise<void> },
) {
  const answered = new Set<string>();
  const statuses = new Map<number, number>();
  const ips = links.map(() => visitorIp());
  const run = eachPathOnce(
    base,
    links.map((link) => link.clickPath),
    {
      connections: CONNECTIONS,
      overallRate: RATE,
      durationS: options.durationS ?? 30,
      headers: (index) => ({ 'x-forwarded-for': ips[index] ?? '203.0.113.1' }),
      onAnswer: (index, status) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 302) answered.add(links[index]!.impressionId);
      },
    },
  );
  if (options.stopAfterMs) {
    await options.stopAfterMs();
    run.stop();
  }
  const figure = summarise(name, await run.done);
  return { answered, figure, statuses: Object.fromEntries(statuses) };
}

async function missingFrom(database: DeliveryDatabase, impressionIds: ReadonlySet<string>) {
  const { rows } = await database.pool.query<{ impression_id: string }>('select impression_id from clicks');
  const recorded = new Set(rows.map((row) => row.impression_id));
  return { rows: rows.length, missing: [...impressionIds].filter((id) => !recorded.has(id)) };
}

await benchMain(async () => {
  const startLoad = machineLoad();
  console.info(
    `bench:clicks — ${RATE} clicks/s for ${DURATION_S} s, then ${KILLS} kills; ${loadText(startLoad)}`,
  );
  const database = await deliveryDatabase('adportal_clicks');
  const port = await freePort();
  let api = await startDeliveryApi(database, API_ENV, { port });
  console.info(`population ready, API pid ${api.pid} healthy in ${api.startMs} ms`);

  const needed = Math.ceil(RATE * DURATION_S * 1.05) + KILLS * RATE * KILL_WINDOW_S;
  const served = await collectServed(api.base, database.population, Math.min(SERVED, needed));
  const links = [...served.links, ...(await signedLinks(database, needed - served.links.length))];
  console.info(
    `served ${served.figure.requests} slots at ${served.figure.requestsPerSecond} req/s: ${served.links.length} ads ` +
      `(${served.empty} empty), ${links.length - served.links.length} more links signed here; ${loadText(served.figure.load)}`,
  );
  const beacons = await eachPathOnce(
    api.base,
    links.map((link) => link.viewPath),
    { connections: 50 },
  ).done;
  const beaconFigure = summarise('impression beacons', beacons);
  const written = await waitUntilStable(
    () => countOf(database.pool, 'select count(*)::text as n from impression_beacons'),
    {
      target: links.length,
      settleMs: 500,
    },
  );
  console.info(
    `beacons: ${beaconFigure.requests} answered at ${beaconFigure.requestsPerSecond}/s, ${written.value} written ` +
      `(${round(written.ms, 0)} ms after the last answer); ${loadText()}`,
  );
  await sleep(1100);

  const steadyLinks = links.slice(0, Math.ceil(RATE * DURATION_S * 1.05));
  const killLinks = links.slice(steadyLinks.length);
  const steady = await (async () => {
    let result: Awaited<ReturnType<typeof clickRun>> | undefined;
    const figure = await withServerCpu(api.pid, async () => {
      result = await clickRun(`clicks at ${RATE}/s`, api.base, steadyLinks, { durationS: DURATION_S });
      return result.figure;
    });
    return { ...result!, figure };
  })();
  const steadyMemory = memoryMb(api.pid);
  const steps = await writeSteps(api.base, 'clicks');
  const steadyCheck = await missingFrom(database, steady.answered);
  const { rows: byStatus } = await database.pool.query<{
    status: string;
    void_reason: string | null;
    n: string;
  }>('select status, void_reason, count(*)::text as n from clicks group by 1, 2 order by 3 desc');
  const { rows: batchRows } = await database.pool.query<{ n: string }>(
    'select count(*)::text as n from clicks group by xmin::text',
  );
  const batches = batchRows.map((row) => Number(row.n)).sort((a, b) => a - b);
  // Only click (CPC) ads pay per click: a valid click on an impression (CPM) ad is 'success' with price 0 and no
  // spend entry by design (click-recorder.ts, `charged`; delivery-budgets.test.ts) — about one ad in five of the
  // population. So the invariant is: every success click on a click ad has its live spend entry, for its whole
  // price (a charge is never partial), and no click on an impression ad has one.
  const chargedWithoutSpend = await countOf(
    database.pool,
    `select count(*)::text as n from clicks c join advertisements a on a.id = c.advertisement_id
      where c.status = 'success' and a.type = 'click' and not exists
       (select 1 from spend_entries e where e.reference = 'click:' || c.impression_id and e.voided_at is null
          and e.amount_micros = c.price_micros)`,
  );
  const impressionAdClicksCharged = await countOf(
    database.pool,
    `select count(*)::text as n from clicks c join advertisements a on a.id = c.advertisement_id
      where a.type = 'impression' and (c.price_micros <> 0 or exists
       (select 1 from spend_entries e where e.reference = 'click:' || c.impression_id))`,
  );
  console.info(
    `steady: ${steady.answered.size} clicks answered 302, ${steadyCheck.rows} rows in clicks, ` +
      `${steadyCheck.missing.length} answered but missing; ${chargedWithoutSpend} charged without a spend entry, ` +
      `${impressionAdClicksCharged} clicks on impression ads charged; ${loadText()}`,
  );

  // kill -9 while clicks flow, then restart on the same database.
  const kills: {
    round: number;
    upMs: number;
    answered: number;
    missing: number;
    restartMs: number;
    figure: LoadFigure;
  }[] = [];
  const killAnswered = new Set<string>();
  let offset = 0;
  for (let round = 1; round <= KILLS; round++) {
    const links = killLinks.slice(offset, offset + RATE * KILL_WINDOW_S);
    offset += links.length;
    const upMs = 1500 + Math.random() * 2500;
    const victim = api;
    const result = await clickRun(`kill round ${round}`, api.base, links, {
      stopAfterMs: async () => {
        await sleep(upMs);
        victim.child.kill('SIGKILL');
        await victim.exited;
      },
    });
    for (const id of result.answered) killAnswered.add(id);
    api = await startDeliveryApi(database, API_ENV, { port });
    const check = await missingFrom(database, result.answered);
    kills.push({
      round,
      upMs: Math.round(upMs),
      answered: result.answered.size,
      missing: check.missing.length,
      restartMs: api.startMs,
      figure: result.figure,
    });
    console.info(
      `  kill ${round}: SIGKILL after ${Math.round(upMs)} ms of clicks; ${result.answered.size} answered 302 before ` +
        `it, ${check.missing.length} of them missing; restarted in ${api.startMs} ms; ${loadText()}`,
    );
  }
  const allCheck = await missingFrom(database, new Set([...steady.answered, ...killAnswered]));
  const exit = await stopServer(api, 'SIGTERM');
  const meanBatch = steadyCheck.rows / Math.max(1, batches.length);
  const baseline = await clickBatchBaseline(database, {
    batchSize: meanBatch,
    clients: SERVER_BATCHES,
    seconds: PGBENCH_S,
  });
  const fractionOfPgbench = round(steady.figure.requestsPerSecond / baseline.rowsPerSecond, 2);
  const endLoad = machineLoad();

  const rateHeld = steady.figure.requestsPerSecond >= RATE * 0.95;
  console.info(`\nbench:clicks on PostgreSQL; ${loadText(endLoad)} (at the start ${loadText(startLoad)})`);
  console.table([
    figureRow(served.figure),
    figureRow(beaconFigure),
    figureRow(steady.figure),
    ...kills.map((kill) => figureRow(kill.figure)),
  ]);
  console.info(
    `  steady: ${steady.figure.requestsPerSecond} clicks/s of ${RATE} asked${rateHeld ? '' : ' (RATE NOT HELD)'}, ` +
      `p50 ${steady.figure.p50Ms} ms, p99 ${steady.figure.p99Ms} ms, server CPU ${steady.figure.serverCpuUsPerRequest} µs/click; ` +
      `statuses ${JSON.stringify(steady.statuses)}`,
  );
  console.info(
    `  durability: ${steady.answered.size} answered 302 → ${steadyCheck.missing.length} missing from clicks ` +
      `(${steadyCheck.rows - steady.answered.size} rows beyond the answered: in flight at the end); rows by status: ` +
      byStatus
        .map((row) => `${row.status}${row.void_reason ? `/${row.void_reason}` : ''}×${row.n}`)
        .join(' '),
  );
  console.info(
    `  batches (rows per inserting transaction): ${batches.length} batches, mean ` +
      `${round(steadyCheck.rows / Math.max(1, batches.length), 1)}, p50 ${percentile(batches, 50)}, p90 ` +
      `${percentile(batches, 90)}, max ${batches.at(-1)}`,
  );
  console.info(`  steps of a click batch (wall time, from /metrics, ${steps[0]?.batches ?? 0} batches):`);
  console.table(steps);
  console.info(
    `  pgbench, the same batch (${baseline.statements} statements incl. begin/commit and the \\gset of fresh ids) of ` +
      `${baseline.batchSize} clicks, ${baseline.clients} clients: ${baseline.tps} batches/s = ${baseline.rowsPerSecond} clicks/s; ` +
      `the API's ${steady.figure.requestsPerSecond} clicks/s = ${fractionOfPgbench} of it (target ≥ 0.5) → ` +
      `${fractionOfPgbench >= 0.5 ? 'MET' : 'MISSED'}; ${loadText(baseline.load)}`,
  );
  console.info(
    `  kill -9: ${kills.reduce((sum, kill) => sum + kill.answered, 0)} clicks answered 302 before ${KILLS} kills, ` +
      `${kills.reduce((sum, kill) => sum + kill.missing, 0)} missing; over the whole run ${allCheck.missing.length} ` +
      `answered clicks missing; API RSS ${steadyMemory.rssMb} MB after the steady run (WORKERS=${process.env.WORKERS ?? 1}, ` +
      `per process ${steadyMemory.processesMb.join(' + ')}; peak ${steadyMemory.peakMb}); ` +
      `last stop by SIGTERM: exit ${exit.code}`,
  );
  const file = writeResults('clicks', {
    rate: RATE,
    durationS: DURATION_S,
    connections: CONNECTIONS,
    load: { start: startLoad, end: endLoad },
    population: database.population.counts,
    serve: {
      figure: served.figure,
      links: served.links.length,
      signedHere: links.length - served.links.length,
    },
    beacons: { figure: beaconFigure, written: written.value, drainMs: round(written.ms, 0) },
    steady: {
      figure: steady.figure,
      statuses: steady.statuses,
      answered: steady.answered.size,
      rows: steadyCheck.rows,
      missing: steadyCheck.missing.slice(0, 20),
      missingCount: steadyCheck.missing.length,
      byStatus,
      chargedWithoutSpend,
      impressionAdClicksCharged,
      batches: {
        count: batches.length,
        p50: percentile(batches, 50),
        p90: percentile(batches, 90),
        max: batches.at(-1),
      },
      memory: steadyMemory,
      steps,
    },
    pgbench: { ...baseline, fractionOfPgbench },
    kills,
    totalMissing: allCheck.missing.length,
    serverErrorLines: api.errors.slice(0, 20),
  });
  console.info(`results written to ${file}`);
  return (
    allCheck.missing.length === 0 &&
    chargedWithoutSpend === 0 &&
    impressionAdClicksCharged === 0 &&
    rateHeld &&
    fractionOfPgbench >= 0.5
  );
});
