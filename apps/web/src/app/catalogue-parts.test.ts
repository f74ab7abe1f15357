// The pages without the signed-in shell get only the catalogues' public part (ADR 13): every key their code can
// show — the entry's modules, the blank layout, the page and what it imports — must be in that part, or the page
// would show raw keys. Read from the source, so a new page or a new key on an old one is checked without a list.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { PUBLIC_NAMESPACES } from '@adportal/i18n/parts';
import { describe, expect, it } from 'vitest';
import en from '../../../../packages/i18n/src/locales/en.json' with { type: 'json' };
import { ROUTES } from './routes.ts';

const SRC = resolve(import.meta.dirname, '..');
const ROUTER = join(SRC, 'app/router.tsx');
/** Menu titles in the route table are rendered by the signed-in shell's navigation and search only. */
const MENU_TABLES = new Set([join(SRC, 'app/routes.ts'), join(SRC, 'app/route-types.ts')]);
const NAMESPACES = new Set(Object.keys(en));
const PUBLIC: ReadonlySet<string> = new Set(PUBLIC_NAMESPACES);

const STATIC_IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s*['"](\.[^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
/** A string starting with a catalogue namespace and a dot: `t('auth.login.title')`, `` `errors.${code}` ``, i18nKey. */
const KEY = /['"`]([a-z][A-Za-z0-9]*)\.[A-Za-z0-9_${]/g;

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate),
  );
}

/** The source files a module brings, following imports (the router's lazy pages excepted: each route has its own). */
function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = withoutComments(readFileSync(file, 'utf8'));
    const patterns = file === ROUTER ? [STATIC_IMPORT] : [STATIC_IMPORT, DYNAMIC_IMPORT];
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const target = resolveImport(file, (match[1] ?? match[2]) as string);
        if (target) pending.push(target);
      }
    }
  }
  return seen;
}

/** namespace → files using it, over the given files. */
function namespacesUsed(files: Iterable<string>): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of files) {
    if (MENU_TABLES.has(file)) continue;
    for (const match of withoutComments(readFileSync(file, 'utf8')).matchAll(KEY)) {
      const namespace = match[1] as string;
      if (!NAMESPACES.has(namespace)) continue;
      const users = used.get(namespace) ?? [];
      if (!users.includes(file)) used.set(namespace, [...users, relative(SRC, file)]);
    }
  }
  return used;
}

function pageFile(routeName: string): string {
  const router = readFileSync(ROUTER, 'utf8');
  const entry = new RegExp(`['"]?${routeName}['"]?: \\(\\) =>\\s*import\\('(\\.[^']+)'\\)`).exec(router);
  if (!entry?.[1]) throw new Error(`no lazy page for route ${routeName} in app/router.tsx`);
  return resolve(dirname(ROUTER), entry[1]);
}

describe('catalogue parts of the pages without the signed-in shell', () => {
  const entry = closure([join(SRC, 'main.tsx'), join(SRC, 'app/layouts/BlankLayout.tsx')]);

  it('reads the entry and finds keys in it (the check sees what it checks)', () => {
    expect(entry.has(ROUTER)).toBe(true);
    expect([...namespacesUsed(entry).keys()]).toContain('errors');
  });

  const blankRoutes = ROUTES.filter((route) => route.layout === 'blank');
  it.each(blankRoutes.map((route) => [route.name]))('%s uses only keys of the public part', (name) => {
    const files = closure([...entry, pageFile(name)]);
    const outside = [...namespacesUsed(files)].filter(([namespace]) => !PUBLIC.has(namespace));
    expect(
      outside.map(([namespace, users]) => `${namespace} (${users.join(', ')})`),
      'add the namespace to PUBLIC_NAMESPACES (packages/i18n/src/parts.ts) or keep the page to public words',
    ).toEqual([]);
  });

  it('covers the sign-in page and the pages reached from it', () => {
    expect(blankRoutes.map((route) => route.name)).toEqual(
      expect.arrayContaining(['login', 'register', 'forgot-password', 'two-steps', 'not-found']),
    );
  });
});
