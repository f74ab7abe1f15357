// `npm run check:route-tests [-- --list]`: every screen of the route table (apps/web/src/app/routes.ts) has a route
// test — a test beside a page (`features/**/pages/*.page.test.tsx`) that opens it with `renderApp` and names its path
// (docs/recipes.md, "A new screen", step 6). Prints how
// many routes are covered and the test files and cases of each kind; `--list` also names each route's tests. Exits 1
// when a route has none.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const WEB = 'apps/web/src';
const listing = process.argv.includes('--list');

const routesText = readFileSync(resolve(ROOT, WEB, 'app/routes.ts'), 'utf8');
/** Each route's name, path and aliases, in table order (a route's block runs from its name to the next one's). */
const routes = routesText
  .split(/(?=\bname: ')/)
  .slice(1)
  .map((block) => {
    const name = block.match(/^name: '([\w-]+)'/)[1];
    const paths = [...block.matchAll(/(?:path: |^\s+)'(\/[^']*|\*)'/gm)].map((match) => match[1]);
    // The catch-all ('*') matches what no other route does.
    const params = paths[0] === '*' ? Number.POSITIVE_INFINITY : paths[0].split(':').length - 1;
    return { name, path: paths[0], patterns: paths.map(patternOf), params };
  });

function patternOf(path) {
  return new RegExp(`^${path.replace(/:\w+/g, '[^/?#]+').replace(/^\*$/, '.*')}(?:[?#].*)?$`);
}

/** The route a path opens: like React Router, a route with fewer parameters wins over one with more. */
const routeOf = (path) =>
  routes
    .filter((route) => route.patterns.some((pattern) => pattern.test(path)))
    .sort((a, b) => a.params - b.params)[0];

const testFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', WEB], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.test\.tsx?$/.test(file));

const casesIn = (text) => [...text.matchAll(/^\s*(?:it|test)(?:\.each\([^)]*\))?\(/gm)].length;
const coverage = new Map(routes.map((route) => [route.name, []]));
let routeFiles = 0;
let routeCases = 0;
let otherCases = 0;
for (const file of testFiles) {
  const text = readFileSync(resolve(ROOT, file), 'utf8');
  // The paths a route test names: its renderApp calls take them literally, from a constant or through a helper, so
  // (or shared cases, `*.route-cases.tsx`, that call it), every string in it that is a portal path counts (a template literal's \${…} stands for one segment).
  const opened = /renderApp\(|\.route-cases\.tsx'/.test(text)
    ? [...text.matchAll(/(['`])(\/(?!api\/)[^'`\s]*)\1/g)].map((match) =>
        match[2].replace(/\$\{[^}]*\}/g, 'x'),
      )
    : [];
  if (opened.length === 0) {
    otherCases += casesIn(text);
    continue;
  }
  routeFiles += 1;
  routeCases += casesIn(text);
  // A screen's own test sits beside its page; the shell's and the guard's tests open routes only to reach them.
  if (!/\/features\/.+\/pages\/[^/]+\.page\.test\.tsx$/.test(file)) continue;
  for (const path of opened) {
    const route = routeOf(path);
    if (route && !coverage.get(route.name).includes(file)) coverage.get(route.name).push(file);
  }
}

const missing = routes.filter((route) => coverage.get(route.name).length === 0);
console.info(
  `route tests: ${routes.length - missing.length} of ${routes.length} routes opened by a route test; ` +
    `${routeFiles} route test files (${routeCases} cases), ${testFiles.length - routeFiles} other web test files (${otherCases} cases)`,
);
if (listing)
  for (const route of routes)
    console.info(`  ${route.name.padEnd(34)} ${coverage.get(route.name).join(', ') || '—'}`);
if (missing.length > 0) {
  console.error(
    `Routes without a route test:\n${missing.map((route) => `  ${route.name} (${route.path})`).join('\n')}`,
  );
  process.exit(1);
}
