// `npm run check:layers [-- --count]`: lists every import that runs against the layering of docs/ARCHITECTURE.md
// and exits 1 when there is one (`--count` prints the totals only and always exits 0, for before/after figures).
// It then draws the API's part graph (a part is a folder: each modules/<name> and integrations/<name>, lib,
// db, plugins, jobs, cli, seed; each file at the top of src is a part of its own; type imports count) and
// fails on a knot: a strongly connected component, parts that reach each other through their imports (a
// cycle), listing the arrows inside each knot with the import that draws each.
// Biome's noRestrictedImports enforces the same rules in the editor; this resolves paths, so it also catches what
// a specifier pattern cannot (a feature reaching into another through a deeper relative path).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const API = 'apps/api/src';
const WEB = 'apps/web/src';
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

function importsOf(file) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2]);
}

/** The repository-relative path an import names (packages stay as they are). */
function target(file, specifier) {
  if (!specifier.startsWith('.')) return specifier;
  return relative(ROOT, resolve(ROOT, dirname(file), specifier))
    .split(sep)
    .join('/');
}

const segment = (path, base, index) => path.slice(base.length + 1).split('/')[index];

/** Each rule: which files it reads, and why one import of theirs breaks the layering (or undefined). */
const RULES = [
  {
    name: 'api: a module or a job imports another module only through its service',
    files: API,
    check(file, to) {
      const from = partOf(file);
      if (!from.startsWith('modules/') && from !== 'jobs') return undefined;
      if (!to.startsWith(`${API}/modules/`) || partOf(to) === from) return undefined;
      return /\.repository(\.ts)?$/.test(to) ? 'reaches into another module’s repository' : undefined;
    },
  },
  {
    name: 'api: queries live in repositories, not services',
    files: `${API}/modules`,
    check: (file, to) =>
      file.endsWith('.service.ts') && to === 'drizzle-orm' ? 'a service imports drizzle-orm' : undefined,
  },
  {
    name: 'api: nothing below the composition root imports it',
    files: API,
    check(file, to) {
      const rootFiles = ['app.ts', 'main.ts', 'services.ts', 'portal.ts', 'ad-server.ts'];
      if (!rootFiles.some((root) => to === `${API}/${root}`)) return undefined;
      const top = file.slice(API.length + 1);
      return rootFiles.includes(top) || top.startsWith('cli/') || top.startsWith('seed/')
        ? undefined
        : `imports ${to.slice(API.length + 1)}`;
    },
  },
  {
    name: 'api: lib, integrations and db import no module, plugin, job, seed or root',
    files: API,
    check(file, to) {
      const from = segment(file, API, 0);
      if (!['lib', 'integrations', 'db'].includes(from) || !to.startsWith(`${API}/`)) return undefined;
      const layer = segment(to, API, 0);
      return ['modules', 'plugins', 'jobs', 'cli', 'seed'].includes(layer) ? `imports ${layer}/` : undefined;
    },
  },
  {
    name: 'web: features import nothing from app/',
    files: `${WEB}/features`,
    check: (_file, to) => (to.startsWith(`${WEB}/app/`) ? 'imports app/' : undefined),
  },
  {
    name: 'web: a feature imports another feature only through its index.ts',
    files: `${WEB}/features`,
    check(file, to) {
      if (!to.startsWith(`${WEB}/features/`)) return undefined;
      const own = segment(file, `${WEB}/features`, 0);
      const other = segment(to, `${WEB}/features`, 0);
      if (own === other) return undefined;
      return /^apps\/web\/src\/features\/[^/]+(\/index(\.tsx?)?)?$/.test(to)
        ? undefined
        : 'reaches into its internals';
    },
  },
  {
    name: 'web: routing reads only the route table of app/ and no feature',
    files: `${WEB}/routing`,
    check(_file, to) {
      if (to.startsWith(`${WEB}/features/`)) return `imports ${to}`;
      const table = [`${WEB}/app/routes.ts`, `${WEB}/app/route-types.ts`];
      return to.startsWith(`${WEB}/app/`) && !table.includes(to) ? `imports ${to}` : undefined;
    },
  },
  {
    name: 'web: lib and components import no feature and nothing from app/',
    files: WEB,
    check(file, to) {
      const from = segment(file, WEB, 0);
      if (!['lib', 'components'].includes(from)) return undefined;
      return to.startsWith(`${WEB}/features/`) || to.startsWith(`${WEB}/app/`) ? `imports ${to}` : undefined;
    },
  },
];

/** The API part a source file belongs to: `modules/ledger`, `integrations/mailer`, `db`, `services.ts`. */
function partOf(path) {
  const [top, next] = path.slice(API.length + 1).split('/');
  if (next === undefined) return top;
  return top === 'modules' || top === 'integrations' ? `${top}/${next}` : top;
}

/** Every arrow between two API parts, each with the first import that draws it. */
function partGraph() {
  const arrows = new Map();
  const parts = new Set();
  for (const file of sourceFiles(API)) {
    if (file.includes('/migrations/')) continue;
    const from = partOf(file);
    parts.add(from);
    for (const specifier of importsOf(file)) {
      const to = target(file, specifier);
      if (!to.startsWith(`${API}/`)) continue;
      const toPart = partOf(to);
      if (toPart === from) continue;
      const key = `${from} -> ${toPart}`;
      if (!arrows.has(key)) arrows.set(key, { from, to: toPart, example: `${file}: ${specifier}` });
    }
  }
  return { parts: [...parts].sort(), arrows: [...arrows.values()] };
}

/** Tarjan's strongly connected components, largest first; only those of two or more parts (a knot). */
function knotsOf({ parts, arrows }) {
  const next = new Map(parts.map((part) => [part, []]));
  for (const { from, to } of arrows) next.get(from)?.push(to);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const knots = [];
  const visit = (part) => {
    index.set(part, index.size);
    low.set(part, index.get(part));
    stack.push(part);
    onStack.add(part);
    for (const to of next.get(part) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(part, Math.min(low.get(part), low.get(to)));
      } else if (onStack.has(to)) low.set(part, Math.min(low.get(part), index.get(to)));
    }
    if (low.get(part) !== index.get(part)) return;
    const knot = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      knot.push(member);
    } while (member !== part);
    if (knot.length > 1) knots.push(knot.sort());
  };
  for (const part of parts) if (!index.has(part)) visit(part);
  return knots.sort((a, b) => b.length - a.length);
}

/**
 * How many arrows point back up: the parts put in the order of Eades, Lin and Smyth's greedy heuristic (sinks
 * last, sources first, then the part whose outgoing arrows most outnumber its incoming ones), the arrows that run
 * against that order. Zero exactly when there is no knot.
 */
function backArrows({ parts, arrows }) {
  const left = new Set(parts);
  const live = () => arrows.filter(({ from, to }) => left.has(from) && left.has(to));
  const head = [];
  const tail = [];
  while (left.size > 0) {
    const current = live();
    const outs = (part) => current.filter(({ from }) => from === part).length;
    const ins = (part) => current.filter(({ to }) => to === part).length;
    const sink = [...left].find((part) => outs(part) === 0);
    const source = sink === undefined ? [...left].find((part) => ins(part) === 0) : undefined;
    if (sink !== undefined) {
      tail.unshift(sink);
      left.delete(sink);
    } else if (source !== undefined) {
      head.push(source);
      left.delete(source);
    } else {
      const best = [...left].sort((a, b) => outs(b) - ins(b) - (outs(a) - ins(a)))[0];
      head.push(best);
      left.delete(best);
    }
  }
  const rank = new Map([...head, ...tail].map((part, position) => [part, position]));
  return arrows.filter(({ from, to }) => rank.get(from) > rank.get(to)).length;
}

const countOnly = process.argv.includes('--count');
let total = 0;
for (const rule of RULES) {
  const found = [];
  for (const file of sourceFiles(rule.files)) {
    for (const specifier of importsOf(file)) {
      const why = rule.check(file, target(file, specifier));
      if (why) found.push(`  ${file}: ${specifier} — ${why}`);
    }
  }
  total += found.length;
  console.info(`${String(found.length).padStart(4)}  ${rule.name}`);
  if (!countOnly) for (const line of found) console.info(line);
}
console.info(`${String(total).padStart(4)}  imports against the layering in all`);

const graph = partGraph();
const knots = knotsOf(graph);
const knotted = knots.flat().length;
const inside = (knot) => graph.arrows.filter(({ from, to }) => knot.includes(from) && knot.includes(to));
console.info(
  `api parts: ${graph.parts.length} (${graph.parts.filter((part) => !part.endsWith('.ts')).length} folders), ` +
    `${graph.arrows.length} arrows; ${knots.length} knots (strongly connected components of 2 or more), largest ` +
    `${knots[0]?.length ?? 0} parts, ${knotted} parts and ${knots.flatMap(inside).length} arrows in knots; ` +
    `${backArrows(graph)} arrows point back up`,
);
for (const knot of knots) {
  console.info(`  knot of ${knot.length}: ${knot.join(', ')}`);
  if (countOnly) continue;
  for (const arrow of inside(knot)) console.info(`    ${arrow.from} -> ${arrow.to}  (${arrow.example})`);
}
if ((total > 0 || knots.length > 0) && !countOnly) process.exit(1);
