// Reads a V8 CPU profile (`node --cpu-prof`) and says where the time went: self time by package or app file,
// the hottest functions, and the inclusive time of chosen frames (a hook, the logger, the serialiser) — each as
// a share of the busy (non-idle) time. Used by bench/request-path.ts and runnable alone:
//
//   npx tsx bench/cpu-profile.ts <file.cpuprofile> [frame-pattern …]
import { readFileSync } from 'node:fs';
import { round } from './harness.ts';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: an npm package, a file of the app, node's internals, or V8's own states. */
export function placeOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url)
    return functionName.startsWith('(')
      ? functionName
      : `(native) ${(functionName || 'anonymous').slice(0, 40)}`;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/').slice(0, 2).join('/')}`;
  const app = url.indexOf('/apps/api/src/');
  if (app >= 0) return `app: ${url.slice(app + '/apps/api/src/'.length)}`;
  const pkg = url.indexOf('/packages/');
  if (pkg >= 0) return `@adportal/${url.slice(pkg + '/packages/'.length).split('/')[0]}`;
  const bench = url.indexOf('/bench/');
  if (bench >= 0) return `bench: ${url.slice(bench + '/bench/'.length)}`;
  return url;
}

function frameName(frame: CallFrame): string {
  const file = frame.url.split('/').slice(-2).join('/');
  const name = frame.functionName.length > 60 ? `${frame.functionName.slice(0, 57)}…` : frame.functionName;
  return `${name || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
}

export interface ProfileSummary {
  totalMs: number;
  busyMs: number;
  byPlace: { place: string; selfMs: number; share: number }[];
  hottest: { frame: string; selfMs: number; share: number }[];
  inclusive: { pattern: string; ms: number; share: number }[];
}

/**
 * `patterns`: each is matched against "functionName url"; a sample counts once for a pattern when any frame of
 * its stack matches (inclusive time, recursion counted once). `window`: only the samples taken between these
 * ms after the profile started (the load, not the process's start-up).
 */
export function summariseProfile(
  file: string,
  patterns: string[] = [],
  options: { top?: number; window?: [number, number] } = {},
): ProfileSummary {
  const top = options.top ?? 25;
  const [fromUs, toUs] = options.window
    ? [options.window[0] * 1000, options.window[1] * 1000]
    : [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  let elapsedUs = 0;
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfByNode = new Map<number, number>();
  let totalUs = 0;
  let idleUs = 0;
  const compiled = patterns.map((pattern) => new RegExp(pattern));
  const inclusiveUs = patterns.map(() => 0);
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    elapsedUs += delta;
    if (elapsedUs < fromUs || elapsedUs > toUs) return;
    totalUs += delta;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') {
      idleUs += delta;
      return;
    }
    selfByNode.set(id, (selfByNode.get(id) ?? 0) + delta);
    if (compiled.length === 0) return;
    const matched = compiled.map(() => false);
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const frame = byId.get(current)!.callFrame;
      const text = `${frame.functionName} ${frame.url}`;
      compiled.forEach((pattern, at) => {
        if (!matched[at] && pattern.test(text)) matched[at] = true;
      });
    }
    matched.forEach((hit, at) => {
      if (hit) inclusiveUs[at]! += delta;
    });
  });
  const busyUs = totalUs - idleUs;
  const share = (us: number) => round((us / busyUs) * 100, 1);
  const places = new Map<string, number>();
  const frames = new Map<string, number>();
  for (const [id, us] of selfByNode) {
    const frame = byId.get(id)!.callFrame;
    const place = placeOf(frame);
    places.set(place, (places.get(place) ?? 0) + us);
    const name = frameName(frame);
    frames.set(name, (frames.get(name) ?? 0) + us);
  }
  return {
    totalMs: round(totalUs / 1000, 0),
    busyMs: round(busyUs / 1000, 0),
    byPlace: [...places.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([place, us]) => ({ place, selfMs: round(us / 1000, 0), share: share(us) })),
    hottest: [...frames.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([frame, us]) => ({ frame, selfMs: round(us / 1000, 0), share: share(us) })),
    inclusive: patterns.map((pattern, at) => ({
      pattern,
      ms: round(inclusiveUs[at]! / 1000, 0),
      share: share(inclusiveUs[at]!),
    })),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, ...rest] = process.argv.slice(2);
  if (!file)
    throw new Error(
      'usage: tsx bench/cpu-profile.ts <file.cpuprofile> [--from MS --to MS] [frame-pattern …]',
    );
  const flag = (name: string) => {
    const at = rest.indexOf(name);
    return at >= 0 ? Number(rest.splice(at, 2)[1]) : undefined;
  };
  const from = flag('--from');
  const to = flag('--to');
  const summary = summariseProfile(file, rest, {
    ...(from !== undefined || to !== undefined
      ? { window: [from ?? 0, to ?? Number.POSITIVE_INFINITY] as [number, number] }
      : {}),
  });
  console.info(`${summary.busyMs} ms busy of ${summary.totalMs} ms profiled`);
  console.table(summary.byPlace);
  console.table(summary.hottest);
  if (rest.length > 0) console.table(summary.inclusive);
}
