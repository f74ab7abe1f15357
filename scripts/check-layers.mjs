// `npm run check:layers [-- --count]`: lists every import that runs against the layering of docs/ARCHITECTURE.md
// and exits 1 when there is one (`--count` prints the totals only and always exits 0, for before/after figures).
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
    name: 'api: a module imports another module only through its service',
    files: `${API}/modules`,
    check(file, to) {
      const from = segment(file, `${API}/modules`, 0);
      if (!to.startsWith(`${API}/modules/`) || segment(to, `${API}/modules`, 0) === from) return undefined;
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
      const root = [`${API}/services.ts`, `${API}/app.ts`, `${API}/main.ts`];
      if (!root.includes(to)) return undefined;
      const top = file.slice(API.length + 1);
      return ['app.ts', 'main.ts', 'services.ts'].includes(top) ||
        top.startsWith('cli/') ||
        top.startsWith('db/seed')
        ? undefined
        : `imports ${to.slice(API.length + 1)}`;
    },
  },
  {
    name: 'api: lib and integrations import no module, plugin or root',
    files: API,
    check(file, to) {
      const from = segment(file, API, 0);
      if (!['lib', 'integrations'].includes(from) || !to.startsWith(`${API}/`)) return undefined;
      const layer = segment(to, API, 0);
      return ['modules', 'plugins', 'jobs', 'cli'].includes(layer) ? `imports ${layer}/` : undefined;
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
if (total > 0 && !countOnly) process.exit(1);
