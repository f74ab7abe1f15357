// The load side of the ad server benches: autocannon runs summarised the same way (rate, latency, statuses,
// the server's CPU per request, the machine's load), memory from /proc, polling a table until a writer has
// drained, and the results file.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type pg from 'pg';
import {
  childPids,
  cpuSeconds,
  loadText,
  type MachineLoad,
  machineLoad,
  ROOT,
  round,
  sleep,
} from './harness.ts';

/** One autocannon run, summarised: rate, latency percentiles, statuses, errors, and the machine's load. */
export interface LoadFigure {
  name: string;
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  seconds: number;
  load: MachineLoad;
  /** CPU the server process spent per answered request (µs): unlike req/s, it barely moves with other load. */
  serverCpuUsPerRequest?: number;
}

/** CPU seconds of a process and its children (a WORKERS > 1 server's workers, which live through a run). */
function treeCpuSeconds(pid: number): number | null {
  const own = cpuSeconds(pid);
  if (own === null) return null;
  return childPids(pid).reduce((sum, child) => sum + (cpuSeconds(child) ?? 0), own);
}

/** Runs `body` and adds the server's CPU per answered request to its figure. */
export async function withServerCpu(pid: number, body: () => Promise<LoadFigure>): Promise<LoadFigure> {
  const before = treeCpuSeconds(pid);
  const figure = await body();
  const after = treeCpuSeconds(pid);
  if (before !== null && after !== null && figure.requests > 0)
    figure.serverCpuUsPerRequest = Math.round(((after - before) * 1e6) / figure.requests);
  return figure;
}

export function summarise(name: string, result: autocannon.Result): LoadFigure {
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  // autocannon's `duration` counts whole seconds in a run of a fixed number of requests (7.01 s for anything between
  // 7 and 8), which made two different runs print the same rate; its start and finish times are exact.
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000 || result.duration;
  return {
    name,
    requestsPerSecond: Math.round(answered / seconds),
    requests: answered,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: round(seconds, 1),
    load: machineLoad(),
  };
}

export function figureRow(figure: LoadFigure, baseline?: LoadFigure) {
  return {
    run: figure.name,
    'req/s': figure.requestsPerSecond,
    'p50 ms': figure.p50Ms,
    'p90 ms': figure.p90Ms,
    'p99 ms': figure.p99Ms,
    'max ms': figure.maxMs,
    'server CPU µs/req': figure.serverCpuUsPerRequest ?? '',
    ...(baseline ? { 'ratio to bare': round(figure.requestsPerSecond / baseline.requestsPerSecond, 3) } : {}),
    statuses: Object.entries(figure.statuses)
      .map(([code, count]) => `${code}×${count}`)
      .join(' '),
    errors: figure.errors,
    load: `${figure.load.loadavg1}/${figure.load.loadavg5}/${figure.load.loadavg15}`,
  };
}

/** autocannon as a promise, stoppable from outside (the kill run stops it when the server is gone). */
export function cannon(options: autocannon.Options): { done: Promise<autocannon.Result>; stop(): void } {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return { done, stop: () => instance?.stop() };
}

/**
 * Resident memory now and at its peak (VmHWM), MB: of the process and its children (a WORKERS > 1 server's cluster
 * workers) summed, and of each (`processesMb`, the process first).
 */
export function memoryMb(pid: number): {
  rssMb: number | null;
  peakMb: number | null;
  processesMb: number[];
} {
  const each = [pid, ...childPids(pid)].map(ownMemoryMb);
  const sum = (values: (number | null)[]) =>
    values.some((value) => value === null)
      ? null
      : round(
          values.reduce<number>((a, b) => a + (b ?? 0), 0),
          1,
        );
  return {
    rssMb: sum(each.map((memory) => memory.rssMb)),
    peakMb: sum(each.map((memory) => memory.peakMb)),
    processesMb: each.map((memory) => memory.rssMb ?? 0),
  };
}

function ownMemoryMb(pid: number): { rssMb: number | null; peakMb: number | null } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const read = (field: string) => {
      const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
      return match ? round(Number(match[1]) / 1024, 1) : null;
    };
    return { rssMb: read('VmRSS'), peakMb: read('VmHWM') };
  } catch {
    return { rssMb: null, peakMb: null };
  }
}

/** Polls a query until it returns the same number twice, `settleMs` apart (a writer that has drained). */
export async function waitUntilStable(
  read: () => Promise<number>,
  options: { target?: number; settleMs?: number; timeoutMs?: number } = {},
): Promise<{ value: number; ms: number }> {
  const started = performance.now();
  const deadline = started + (options.timeoutMs ?? 120_000);
  let last = -1;
  while (performance.now() < deadline) {
    const value = await read();
    if (options.target !== undefined && value >= options.target)
      return { value, ms: performance.now() - started };
    if (value === last && options.target === undefined) return { value, ms: performance.now() - started };
    last = value;
    await sleep(options.settleMs ?? 1000);
  }
  return { value: last, ms: performance.now() - started };
}

export async function countOf(pool: pg.Pool, query: string): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(query);
  return Number(rows[0]?.n ?? 0);
}

/** JSON in bench/results/<name>-<time>.json; returns the file. */
export function writeResults(name: string, content: object): string {
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), ...content }, (_key, value) => (typeof value === 'bigint' ? value.toString() : value), 2)}\n`,
  );
  return file;
}

/**
 * A warm-up of `warmupS`, then `durationS` measured with the server's CPU per request, printed as one line: the
 * same measurement for every route a bench compares.
 */
export async function measureLoad(
  name: string,
  pid: number,
  options: autocannon.Options,
  seconds: { warmupS: number; durationS: number },
): Promise<LoadFigure> {
  await cannon({ ...options, duration: seconds.warmupS }).done;
  const figure = await withServerCpu(pid, async () =>
    summarise(name, await cannon({ ...options, duration: seconds.durationS }).done),
  );
  console.info(
    `  ${name}: ${figure.requestsPerSecond} req/s, p99 ${figure.p99Ms} ms, server CPU ${figure.serverCpuUsPerRequest} µs/req; ${loadText(figure.load)}`,
  );
  return figure;
}
