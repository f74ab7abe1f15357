// `npm run bench:decision`: the ad server's decision alone, in this process, on the delivery population
// (bench/delivery-snapshot-fixture.ts: the rows bench:serve's database holds, built in memory). No HTTP, no
// database. Prints, with the machine's load:
//
//   build      building the index from the snapshot rows: the whole, and the longest the event loop waited
//              meanwhile (perf_hooks monitorEventLoopDelay, 1 ms resolution) — the pause serving would see
//   clone      structuredClone of the snapshot rows: the least a worker thread's build would cost the main thread
//   decision   eligible bids + auction for random slots (site, size, one to three keywords, unknown country):
//              ns per decision, wall and CPU
//   tokens     what `decide()` adds per served ad: an impression id and the click and view tokens
//
//   --decisions N / DECISION_COUNT (default 200,000)
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DeliveryIndex, type SlotRequest } from '../apps/api/src/modules/delivery/delivery-index.ts';
import { TrackingTokens } from '../apps/api/src/modules/delivery/tracking-token.ts';
import { pick } from './delivery-links.ts';
import { snapshotFixture } from './delivery-snapshot-fixture.ts';
import { loadText, machineLoad, median, numberOption, round, sleep } from './harness.ts';

const DECISIONS = Math.round(numberOption('decisions', 'DECISION_COUNT', 200_000));
const clock = { today: '2026-11-28', weekday: 5, time: '10:00' };

const fixture = snapshotFixture();
console.info(
  `bench:decision — ${fixture.ads.length} ads, ${fixture.targets.length} bids, ${fixture.sites.length} sites; ${loadText(machineLoad())}`,
);

async function buildIndex(): Promise<DeliveryIndex> {
  const index = new DeliveryIndex({
    ads: fixture.ads,
    targets: fixture.targets,
    sites: fixture.sites,
    performance: new Map(),
  });
  index.setMoney(fixture.balances, fixture.spend);
  return index;
}

/** Builds the index while a 1 ms event-loop delay monitor runs: the whole time and the longest pause. */
async function timedBuild() {
  const monitor = monitorEventLoopDelay({ resolution: 1 });
  monitor.enable();
  await sleep(5);
  const started = performance.now();
  const index = await buildIndex();
  const ms = performance.now() - started;
  await sleep(5);
  monitor.disable();
  return { index, ms, maxPauseMs: monitor.max / 1e6 };
}

const builds: { ms: number; maxPauseMs: number }[] = [];
let index: DeliveryIndex | null = null;
for (let run = 0; run < 6; run++) {
  const built = await timedBuild();
  if (run > 0) builds.push(built);
  index = built.index;
}
const buildMs = round(median(builds.map((build) => build.ms)), 1);
const buildPauseMs = round(Math.max(...builds.map((build) => build.maxPauseMs)), 1);

const clones: number[] = [];
for (let run = 0; run < 3; run++) {
  const started = performance.now();
  structuredClone({ ads: fixture.ads, targets: fixture.targets, sites: fixture.sites });
  clones.push(performance.now() - started);
}

const slots: SlotRequest[] = Array.from({ length: 20_000 }, () => {
  const keywords = new Set<string>();
  const wanted = 1 + Math.floor(Math.random() * 3);
  while (keywords.size < wanted) keywords.add(pick(fixture.keywords));
  const size = pick(fixture.sizes);
  return { siteKey: pick(fixture.siteKeys), ...size, keywords: [...keywords], country: null };
});

function decideAll(count: number) {
  let filled = 0;
  let bids = 0;
  for (let n = 0; n < count; n++) {
    if (index!.decide(slots[n % slots.length]!, clock)) filled += 1;
  }
  for (const slot of slots.slice(0, 2000)) bids += index!.eligibleBids(slot, clock)?.bids.length ?? 0;
  return { filled, bids };
}

decideAll(50_000);
const decisionRuns: { wallNs: number; cpuNs: number }[] = [];
let shape = { filled: 0, bids: 0 };
for (let run = 0; run < 5; run++) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  shape = decideAll(DECISIONS);
  const wallNs = ((performance.now() - started) * 1e6) / DECISIONS;
  const used = process.cpuUsage(cpu);
  decisionRuns.push({ wallNs, cpuNs: ((used.user + used.system) * 1000) / DECISIONS });
}

const tokens = new TrackingTokens('bench-secret-bench-secret-bench-secret');
const decision = {
  impressionId: randomUUID(),
  adId: fixture.ads[0]!.id,
  targetId: fixture.targets[0]!.id,
  siteId: fixture.sites[0]!.id,
  priceMicros: 120_000n,
  servedAt: new Date(),
};
const tokenRuns: number[] = [];
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  for (let n = 0; n < 50_000; n++) {
    const signed = { ...decision, impressionId: randomUUID() };
    tokens.signPair(signed);
  }
  tokenRuns.push(((performance.now() - started) * 1e6) / 50_000);
}

console.table([
  {
    what: 'index build (whole)',
    figure: `${buildMs} ms`,
    note: `longest event-loop pause ${buildPauseMs} ms`,
  },
  {
    what: 'structuredClone of the snapshot rows',
    figure: `${round(median(clones), 1)} ms`,
    note: 'a worker build would cost the main thread at least this',
  },
  {
    what: 'decision (eligible bids + auction)',
    figure: `${round(median(decisionRuns.map((run) => run.wallNs)), 0)} ns`,
    note: `CPU ${round(median(decisionRuns.map((run) => run.cpuNs)), 0)} ns; ${round(shape.bids / 2000, 1)} eligible bids per slot, fill ${round(shape.filled / DECISIONS, 3)}`,
  },
  {
    what: 'impression id + click and view tokens',
    figure: `${round(median(tokenRuns), 0)} ns`,
    note: 'per served ad',
  },
]);
console.info(loadText(machineLoad()));
