// `npm run bench:visitor`: how fast the ad server learns a visitor's country, device and bot-ness. Prints the
// cost of loading the country data (time, RSS before and after), then lookups per second over 100k mixed inputs
// each: addresses (public and private IPv4, IPv6, IPv4-mapped, garbage), user agents from a small set (what the
// device cache sees on a real site) and all different (every one parsed), and the machine's load average.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { isBotAgent } from '../apps/api/src/modules/delivery/visitor/bots.ts';
import { countryOfIp, loadCountryData } from '../apps/api/src/modules/delivery/visitor/country.ts';
import { deviceOf } from '../apps/api/src/modules/delivery/visitor/device.ts';
import { USER_AGENTS } from '../apps/api/src/modules/delivery/visitor/user-agents.fixture.ts';

const INPUTS = Number(process.env.BENCH_VISITOR_INPUTS ?? 100_000);
const ROUNDS = 5;
const gc = (globalThis as { gc?: () => void }).gc;

let seed = 20_261_124;
/** A fixed pseudo-random sequence (xorshift32), so every run measures the same inputs. */
function random(): number {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 0x1_0000_0000;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const hex = (bits: number) => Math.floor(random() * 2 ** bits).toString(16);
const ipv4 = () => [0, 0, 0, 0].map(() => Math.floor(random() * 256)).join('.');

const IPV6_PREFIXES = [
  '2001:44c8',
  '240e:3b0',
  '2003:e5',
  '2a00:1450',
  '2405:9800',
  '2600:1f18',
  '2c0f:f248',
];
function mixedAddress(): string {
  const draw = random();
  if (draw < 0.6) return ipv4();
  if (draw < 0.85) return `${pick(IPV6_PREFIXES)}:${hex(16)}:${hex(16)}::${hex(16)}`;
  if (draw < 0.9) return `::ffff:${ipv4()}`;
  if (draw < 0.95) return pick(['10.0.0.1', '192.168.1.20', '127.0.0.1', '::1', 'fe80::1', '100.64.3.4']);
  return pick(['', 'unknown', '1.2.3', '999.1.1.1', '2001:db8:::1', 'x'.repeat(40)]);
}

const BASE_AGENTS = Object.values(USER_AGENTS);
/** The same agents with other version numbers, so that no two are alike and the device cache never hits. */
function distinctAgent(index: number): string {
  return pick(BASE_AGENTS).replace(
    /(Chrome|Version|Firefox|Googlebot|curl)\/[\d.]+/,
    `$1/${100 + (index % 50)}.${index}`,
  );
}

function perSecond(label: string, inputs: readonly string[], run: (input: string) => unknown) {
  const rates: number[] = [];
  let sink = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    for (const input of inputs) if (run(input)) sink++;
    rates.push(inputs.length / ((performance.now() - started) / 1000));
  }
  rates.sort((a, b) => a - b);
  const median = rates[Math.floor(ROUNDS / 2)]!;
  return {
    measure: label,
    'lookups/s (median)': Math.round(median),
    'lookups/s (best)': Math.round(rates.at(-1)!),
    'µs per lookup': Number((1e6 / median).toFixed(3)),
    'non-empty answers': Math.round(sink / ROUNDS),
  };
}

const megabytes = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));
const loadBefore = loadavg();

gc?.();
const rssBefore = process.memoryUsage().rss;
const loadStarted = performance.now();
const { ipv4Ranges, ipv6Ranges } = loadCountryData();
const loadMs = Math.round(performance.now() - loadStarted);
const rssLoaded = process.memoryUsage().rss;
gc?.();
const rssAfterGc = process.memoryUsage().rss;

const addresses = Array.from({ length: INPUTS }, mixedAddress);
const cachedAgents = Array.from({ length: INPUTS }, () => pick(BASE_AGENTS));
const distinctAgents = Array.from({ length: INPUTS }, (_, index) => distinctAgent(index));
const mixedAgents = Array.from({ length: INPUTS }, (_, index) =>
  random() < 0.5 ? cachedAgents[index]! : distinctAgents[index]!,
);

const results = [
  perSecond('country: countryOfIp, mixed addresses', addresses, countryOfIp),
  perSecond(
    `device: deviceOf, ${BASE_AGENTS.length} user agents (cached)`,
    cachedAgents,
    (ua) => deviceOf(ua).browser,
  ),
  perSecond('device: deviceOf, all different (parsed)', distinctAgents, (ua) => deviceOf(ua).browser),
  perSecond('bot: isBotAgent, half repeated, half different', mixedAgents, isBotAgent),
];
const loadAfter = loadavg();

const memory = {
  'country data': `${ipv4Ranges} IPv4 + ${ipv6Ranges} IPv6 ranges, loaded in ${loadMs} ms`,
  'RSS before load (MB)': megabytes(rssBefore),
  'RSS after load (MB)': megabytes(rssLoaded),
  'RSS after load and GC (MB)': gc ? megabytes(rssAfterGc) : 'run with --expose-gc',
  'RSS added, after GC (MB)': gc ? megabytes(rssAfterGc - rssBefore) : megabytes(rssLoaded - rssBefore),
  'load average before (1/5/15 min)': loadBefore.map((value) => value.toFixed(2)).join(' / '),
  'load average after (1/5/15 min)': loadAfter.map((value) => value.toFixed(2)).join(' / '),
  cores: cpus().length,
};
console.table(memory);
console.table(results);
writeFileSync(
  join(resolve(import.meta.dirname, 'results'), 'visitor.json'),
  `${JSON.stringify({ at: new Date().toISOString(), inputs: INPUTS, memory, results }, null, 2)}\n`,
);
