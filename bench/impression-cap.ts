// `npm run bench:impression-cap`: what the in-memory impression frequency cap (docs/delivery.md, "Invalid
// impressions") costs per beacon and in memory. Feeds KEYS beacons, each from a new address × ad (the worst case
// for memory: nothing is shared) at 10 a millisecond, all within one window, then as many from addresses already
// seen; prints µs per check, the heap the windows hold after a full GC, and the machine's load average.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { ImpressionFrequencyCap } from '../apps/api/src/modules/delivery/impression-rules.ts';

const KEYS = Number(process.env.BENCH_CAP_KEYS ?? 450_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc (npm run bench:impression-cap does)');

const adIds = Array.from({ length: 1000 }, () => randomUUID());
const addresses = Array.from(
  { length: KEYS },
  (_, i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
);
const impressionIds = Array.from({ length: 2 * KEYS }, () => randomUUID());
const cap = new ImpressionFrequencyCap({ ipLimit: 5, ipWindowMs: 300_000 });

gc();
const heapBefore = process.memoryUsage().heapUsed;
let started = performance.now();
for (let i = 0; i < KEYS; i += 1) cap.admit(addresses[i]!, adIds[i % 1000]!, impressionIds[i]!, i / 10);
const newKeysUs = ((performance.now() - started) * 1000) / KEYS;
started = performance.now();
let refused = 0;
for (let i = 0; i < KEYS; i += 1) {
  // The same addresses again, a few at a time: past the cap for the busiest.
  const key = i % 1000;
  if (!cap.admit(addresses[key]!, adIds[key]!, impressionIds[KEYS + i]!, (KEYS + i) / 10)) refused += 1;
}
const seenKeysUs = ((performance.now() - started) * 1000) / KEYS;
gc();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
// The inputs and the cap stay alive until here: only the windows' growth is measured.
const held = [adIds.length, addresses.length, impressionIds.length, cap];
const [one, five, fifteen] = loadavg().map((value) => value.toFixed(1));
console.info(
  `impression cap, ${KEYS.toLocaleString('en')} address × ad keys (load ${one}/${five}/${fifteen})`,
);
console.info(`  check, new key:  ${newKeysUs.toFixed(2)} µs`);
console.info(`  check, seen key: ${seenKeysUs.toFixed(2)} µs (${refused.toLocaleString('en')} past the cap)`);
console.info(
  `  heap held:       ${heapMb.toFixed(0)} MB (${((heapMb * 1e6) / KEYS).toFixed(0)} bytes a key)`,
);
if (held.length !== 4) throw new Error('unreachable');
