import { routeBundles, transferredBytes } from './route-bundles.ts';
const [baseDir, nowDir, route] = process.argv.slice(2) as [string, string, string];
const strip = (f: string) => f.replace(/-[\w-]{8}\.js$/, '');
const pick = (dir: string) => {
  const b = routeBundles(dir).find((x) => x.path === route)!;
  return new Map(b.files.map((f) => [strip(f), transferredBytes(dir, f)]));
};
const a = pick(baseDir);
const b = pick(nowDir);
const names = new Set([...a.keys(), ...b.keys()]);
const rows = [...names].map((n) => [n, a.get(n) ?? 0, b.get(n) ?? 0] as const).filter(([, x, y]) => x !== y);
rows.sort((p, q) => Math.abs(q[2] - q[1]) - Math.abs(p[2] - p[1]));
for (const [n, x, y] of rows.slice(0, 25)) console.log(String(y - x).padStart(7), String(x).padStart(7), String(y).padStart(7), n);
console.log('total', [...a.values()].reduce((s, v) => s + v, 0), [...b.values()].reduce((s, v) => s + v, 0));
