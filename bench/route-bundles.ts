// What each route of the built web app loads, read from Vite's manifest (dist/.vite/manifest.json): the entry and
// its static imports, the route's page chunk and its imports, the providers' chunk (MUI's theme, TanStack Query)
// and the layout's — for the signed-in pages the shell's chunk, the route gate and the catalogues' console part;
// the sign-in page, plain, has none of them (apps/web/src/app/router.tsx, ADR 15). Sizes are those of the .br files
// the server sends to a browser that accepts brotli (a file under 256 bytes is sent as it is).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RouteDef } from '../apps/web/src/app/route-types.ts';
import { ROUTES } from '../apps/web/src/app/routes.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROOT = resolve(import.meta.dirname, '..');
const ROUTER = join(ROOT, 'apps/web/src/app/router.tsx');

export function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build the web app (npm run build)`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** Bytes a brotli-accepting browser receives for one built file. */
export function transferredBytes(distDir: string, file: string): number {
  const compressed = join(distDir, `${file}.br`);
  return statSync(existsSync(compressed) ? compressed : join(distDir, file)).size;
}

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [...keys];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    files.add(chunk.file);
    for (const stylesheet of chunk.css ?? []) files.add(stylesheet);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

function keyOf(manifest: Manifest, test: (key: string) => boolean, what: string): string {
  const key = Object.keys(manifest).find(test);
  if (!key) throw new Error(`${what} is not in the build's manifest`);
  return key;
}

/** The page module of every route, as app/router.tsx lazy-loads it (apps/web/src/…). */
function pageSources(): Map<string, string> {
  const router = readFileSync(ROUTER, 'utf8');
  const pages = new Map<string, string>();
  for (const match of router.matchAll(/['"]?([\w-]+)['"]?: \(\) =>\s*import\('\.\.\/([^']+)'\)/g)) {
    pages.set(match[1] as string, `src/${match[2]}`);
  }
  return pages;
}

/**
 * A page's chunk: its source path is the manifest key when the page is only loaded by its route; a page that
 * another chunk also imports (a not-found page shown inside a profile) lands in a shared chunk named after it.
 */
function pageKey(manifest: Manifest, page: string): string | undefined {
  if (manifest[page]) return page;
  const name = page.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  const shared = Object.keys(manifest).filter((key) => !manifest[key]?.src && manifest[key]?.name === name);
  return shared.length === 1 ? shared[0] : undefined;
}

export interface RouteBundle {
  route: string;
  path: string;
  access: RouteDef['access'];
  /** Script files, and the bytes they transfer. */
  files: string[];
  bytes: number;
  /** Stylesheets the same chunks bring. */
  stylesheets: string[];
}

/** The routes app/router.tsx draws outside AppProviders and the blank layout (PLAIN_PAGES: the sign-in page). */
function plainPages(): Set<string> {
  const listed = readFileSync(ROUTER, 'utf8').match(/PLAIN_PAGES[^=]*= new Set\(\[([^\]]*)\]\)/)?.[1];
  if (listed === undefined) throw new Error('app/router.tsx: PLAIN_PAGES not found');
  return new Set([...listed.matchAll(/'([\w-]+)'/g)].map((match) => match[1] as string));
}

/** The script every route loads in English (the language of the budget), largest first. */
export function routeBundles(distDir: string): RouteBundle[] {
  const manifest = readManifest(distDir);
  const pages = pageSources();
  const entry = keyOf(manifest, (key) => manifest[key]?.isEntry === true, 'the entry');
  // A lazy layer is its source's chunk, or the named chunk apps/web/chunk-groups.ts gathers it into.
  const layer = (source: string, group: string, what: string) =>
    keyOf(
      manifest,
      (key) => key.endsWith(source) || (!manifest[key]?.src && manifest[key]?.name === group),
      what,
    );
  const shell = layer('app/layouts/DefaultLayout.tsx', 'shell', 'the signed-in shell');
  const gate = layer('app/RouteGate.tsx', 'shell', 'the route gate');
  const providers = layer('app/AppProviders.tsx', 'providers', 'the providers');
  const blank = layer('app/layouts/BlankLayout.tsx', 'blank', 'the blank layout');
  const plain = plainPages();
  const consoleWords = keyOf(
    manifest,
    (key) => key.includes('i18n-part/en/console'),
    'the console catalogue part',
  );
  const bundles = ROUTES.map((route: RouteDef) => {
    const source = pages.get(route.name);
    const page = source && pageKey(manifest, source);
    if (!page) throw new Error(`route ${route.name}: no page chunk for ${source ?? '?'}`);
    const roots = [entry, page];
    // Every page but a plain one comes inside MUI's theme and TanStack Query (app/AppProviders.tsx, ADR 15).
    if (!plain.has(route.name)) roots.push(providers);
    if (route.layout === 'default') roots.push(shell, consoleWords);
    if (route.layout === 'blank' && !plain.has(route.name)) roots.push(blank);
    if (route.access === 'auth') roots.push(gate);
    const loaded = [...staticClosure(manifest, roots)];
    const files = loaded.filter((file) => file.endsWith('.js'));
    const stylesheets = loaded.filter((file) => file.endsWith('.css'));
    const bytes = files.reduce((sum, file) => sum + transferredBytes(distDir, file), 0);
    return { route: route.name, path: route.path, access: route.access, files, bytes, stylesheets };
  });
  return bundles.sort((a, b) => b.bytes - a.bytes);
}
