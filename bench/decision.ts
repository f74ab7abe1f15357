// `npm run bench:decision`: the ad server's decision alone, in this process, on the delivery population
// (bench/delivery-snapshot-fixture.ts: the rows bench:serve's database holds, built in memory). No HTTP, no
// database. Prints, with the machine's load:
//
//   build      building the index from the snapshot rows, at once and in 5 ms slices (DeliveryIndex.build, as the
//              keeper does): the whole, and the longest the event loop was held meanwhile, in wall
//              time and in main-thread CPU (bench/event-loop-hold.ts) — the pause serving would see
//   clone      structuredClone of the snapshot rows: the least a worker thread's build would cost the main thread
//   decision   eligible bids + auction for random slots (site, size, one to three keywords, unknown country):
//              ns per decision, wall and CPU
//   tokens     what `decide()` adds per served ad: an impression id and the click and view tokens
//
//   --decisions N / DECISION_COUNT (default 200,000)
import { randomUUID } from 'node:crypto';
import { DeliveryIndex, type SlotRequest } from '../apps/api/src/modules/delivery/delivery-index.ts';
import { TrackingTokens } from '../apps/api/src/modules/delivery/tracking-token.ts';
import { pick } from './delivery-links.ts';
import { snapshotFixture } from './delivery-snapshot-fixture.ts';
import { eventLoopHold } from './event-loop-hold.ts';
import { loadText, machineLoad, median, numberOption, round } from './harness.ts';

const DECISIONS = Math.round(numberOption('decisions', 'DECISION_COUNT', 200_000));
const clock = { today: '2026-11-28', weekday: 5, time: '10:00' };

const fixture = snapshotFixture();
console.info(
  `bench:decision — ${fixture.ads.length} ads, ${fixture.targets.length} bids, ${fixture.sites.length} sites; ${loadText(machineLoad())}`,
);

const SLICE_MS = 5;
const input = { ads: fixture.ads, targets: fixture.targets, sites: fixture.sites, performance: new Map() };

async function buildIndex(sliced: boolean): Promise<DeliveryIndex> {
  const index = sliced ? await DeliveryIndex.build(input, SLICE_MS) : new DeliveryIndex(input);
  index.setMoney(fixture.balances, fixture.spend);
  return index;
}

/** Builds the index: the whole time and the longest the event loop was held (wall, and main-thread CPU). */
async function timedBuild(sliced: boolean) {
  let index: DeliveryIndex | null = null;
  const started = performance.now();
  const hold = await eventLoopHold(async () => {
    index = await buildIndex(sliced);
  });
  return { index: index as unknown as DeliveryIndex, ms: performance.now() - started, ...hold };
}

let index: DeliveryIndex | null = null;
async function builds(sliced: boolean) {
  const runs: { ms: number; wallMs: number; cpuMs: number }[] = [];
  for (let run = 0; run < 6; run++) {
    const built = await timedBuild(sliced);
    if (run > 0) runs.push(built);
    index = built.index;
  }
  return {
    ms: round(median(runs.map((build) => build.ms)), 1),
    wallMs: round(Math.max(...runs.map((build) => build.wallMs)), 1),
    cpuMs: round(Math.max(...runs.map((build) => build.cpuMs)), 1),
  };
}
const atOnce = await builds(false);
const sliced = await builds(true);

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
    what: 'index build, at once',
    figure: `${atOnce.ms} ms`,
    note: `event loop held ${atOnce.wallMs} ms wall, ${atOnce.cpuMs} ms CPU`,
  },
  {
    what: `index build, in ${SLICE_MS} ms slices`,
    figure: `${sliced.ms} ms`,
    note: `event loop held ${sliced.wallMs} ms wall, ${sliced.cpuMs} ms CPU at most`,
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
