// `npx tsx bench/serve-ab.ts --variants before=<main.ts>,after=apps/api/src/main.ts [--path ad.json|ad|view]
// [--duration S] [--rounds N]`: the ad server's per-request cost of two or more builds of the API, measured in one
// run on one delivery population (bench/delivery-population.ts), each variant a real API (NODE_ENV=production,
// warn logs) on the same throw-away database, and the bare route (bench/bare-server.ts) — alternated ROUNDS
// times (bare, A, B, bare, A, B …) so the machine's other load falls on all alike. 50 connections, random slots
// (or beacons with forged tokens, which answer the same GIF). Prints each run and, per variant, the median server
// CPU per request (µs, from /proc: what other load moves least), req/s and p99 as ratios to the bare route's.
// A variant is an entry file: `git archive <commit> apps/api | tar -x -C .before` (and a link to
// apps/api/node_modules) gives the code of another commit beside this one.
import {
  benchMain,
  deliveryDatabase,
  type LoadFigure,
  measureLoad,
  randomSlot,
  startBare,
  startDeliveryApi,
  writeResults,
} from './delivery-bench.ts';
import { loadText, machineLoad, median, numberOption, round } from './harness.ts';

const DURATION_S = numberOption('duration', 'SERVE_AB_DURATION_S', 8);
const ROUNDS = Math.round(numberOption('rounds', 'SERVE_AB_ROUNDS', 3));
const option = (name: string, fallback: string) =>
  process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1]! : fallback;
const PATH = option('path', 'ad.json');
const VARIANTS = option('variants', 'current=apps/api/src/main.ts')
  .split(',')
  .map((entry) => entry.split('=') as [string, string]);

await benchMain(async () => {
  const database = await deliveryDatabase('adportal_serve_ab');
  const bare = await startBare();
  const apis = [];
  for (const [name, script] of VARIANTS)
    apis.push({ name, api: await startDeliveryApi(database, {}, { script }) });
  const path = () => {
    if (PATH === 'view') return `/serve/view/${'A'.repeat(130)}`;
    const slot = randomSlot(database.population);
    return `/serve/${PATH}?site=${slot.site}&size=${slot.size}&kw=${slot.keywords.join(',')}`;
  };
  const measure = async (name: string, pid: number, url: string, random: boolean) => {
    const options = {
      url,
      connections: 50,
      ...(random
        ? { requests: [{ setupRequest: (request: object) => ({ ...request, path: path() }) }] }
        : {}),
    };
    return measureLoad(name, pid, options, { warmupS: 2, durationS: DURATION_S });
  };
  const runs: Record<string, LoadFigure[]> = { bare: [] };
  for (const { name } of apis) runs[name] = [];
  for (let round_ = 1; round_ <= ROUNDS; round_ += 1) {
    runs.bare!.push(await measure(`bare #${round_}`, bare.pid, bare.url, false));
    for (const { name, api } of apis)
      runs[name]!.push(await measure(`${name} /serve/${PATH} #${round_}`, api.pid, api.base, true));
  }
  const cpu = (figures: LoadFigure[]) => median(figures.map((figure) => figure.serverCpuUsPerRequest ?? 0));
  const bareCpu = cpu(runs.bare!);
  const bareRate = median(runs.bare!.map((figure) => figure.requestsPerSecond));
  const bareP99 = median(runs.bare!.map((figure) => figure.p99Ms));
  const summary = Object.entries(runs).map(([name, figures]) => ({
    variant: name,
    'CPU µs/req (median)': cpu(figures),
    'CPU × bare': round(cpu(figures) / bareCpu, 2),
    'req/s (median)': median(figures.map((figure) => figure.requestsPerSecond)),
    'req/s ÷ bare': round(median(figures.map((figure) => figure.requestsPerSecond)) / bareRate, 3),
    'p99 ms (median)': median(figures.map((figure) => figure.p99Ms)),
    'p99 × bare': round(median(figures.map((figure) => figure.p99Ms)) / bareP99, 1),
  }));
  console.info(`\nserve-ab /serve/${PATH}, ${ROUNDS} rounds of ${DURATION_S} s; ${loadText(machineLoad())}`);
  console.table(summary);
  writeResults('serve-ab', {
    path: PATH,
    variants: VARIANTS,
    rounds: ROUNDS,
    durationS: DURATION_S,
    runs,
    summary,
  });
  return true;
});
