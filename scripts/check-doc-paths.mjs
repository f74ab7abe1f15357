// `npm run check:docs`: every file or folder a doc names in backticks exists. Docs are README.md, docs/**/*.md and
// the packages' READMEs; a name is a backticked word with a slash that ends in a file extension or a slash
// (`apps/web/src/lib/http.ts`, `features/deposits/`). A name may be written from the repository's root or from
// any folder below it (`lib/http.ts` is found as `apps/web/src/lib/http.ts`); braces list alternatives
// (`locales/{en,th,zh}.json`). Names with placeholders (`<name>`, `*`, `…`, `$DATA_DIR`), URLs, places outside the
// repository (`../shared/…`) and what git ignores (built output such as `apps/api/dist/main.js`) are passed over.
// Exits 1 and lists each missing name with the doc and line that cite it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

const files = new Set(tracked);
const folders = new Set();
for (const file of tracked) {
  const parts = file.split('/');
  for (let end = 1; end < parts.length; end += 1) folders.add(`${parts.slice(0, end).join('/')}/`);
}
/** Built or generated places (.gitignore), which a fresh clone does not have until a command makes them. */
const ignored = (name) => {
  try {
    execFileSync('git', ['check-ignore', '--quiet', '--no-index', name], { cwd: ROOT });
    return true;
  } catch {
    return false;
  }
};
/** Paths (files and folders) ending with the name, at a folder boundary. */
const exists = (name) => {
  const clean = name.replace(/^\.\//, '').replace(/:\d+(-\d+)?$/, '');
  const pool = clean.endsWith('/') ? folders : files;
  if (pool.has(clean)) return true;
  for (const path of pool) if (path.endsWith(`/${clean}`)) return true;
  // A folder named without its slash.
  return !clean.endsWith('/') && [...folders].some((f) => f === `${clean}/` || f.endsWith(`/${clean}/`));
};

const PATHLIKE = /^[\w.@-]+(?:\/[\w.@{},-]+)*\/?$/;
const HAS_EXTENSION = /\.(?:ts|tsx|mjs|js|json|md|sql|css|html|yml|yaml|sh)$/;

function expand(name) {
  const brace = name.match(/\{([^{}]+)\}/);
  if (!brace) return [name];
  return brace[1].split(',').flatMap((choice) => expand(name.replace(brace[0], choice)));
}

const docs = tracked.filter(
  (file) =>
    /^docs\/.*\.md$/.test(file) ||
    /^(?:apps|packages|e2e|bench)\/[^/]+\/README\.md$/.test(file) ||
    file === 'README.md',
);
const missing = [];
for (const doc of docs) {
  const lines = readFileSync(resolve(ROOT, doc), 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const [, name] of line.matchAll(/`([^`\s]+)`/g)) {
      if (!name.includes('/') || /^https?:|^\/|^\.\.\/|<|\*|…|\.\.\.|\$|^npm:/.test(name)) continue;
      const bare = name.replace(/:\d+(-\d+)?$/, '');
      if (!PATHLIKE.test(bare) || !(HAS_EXTENSION.test(bare) || bare.endsWith('/'))) continue;
      for (const choice of expand(bare))
        if (!exists(choice) && !ignored(choice)) missing.push(`${doc}:${index + 1}: ${choice}`);
    }
  });
}

if (missing.length > 0) {
  console.error(`Docs name ${missing.length} file(s) that do not exist:\n${missing.join('\n')}`);
  process.exit(1);
}
console.info(`docs: every named file exists (${docs.length} docs)`);
