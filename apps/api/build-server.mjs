// The compiled server (issue 28): apps/api/src/main.ts bundled by esbuild into apps/api/dist/main.js, run by plain
// node. Our code and the workspace packages (TypeScript sources) are in the bundle; every other package stays an
// import of node_modules, so `npm ci --omit=dev` runs a build and native or wasm packages (argon2, sharp, PGlite)
// load their own files. The migrations are copied beside the bundle (MIGRATIONS_FOLDER is read relative to the
// code). Loading the bundle takes less than half the CPU of compiling the sources through tsx at every start.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const API_DIR = import.meta.dirname;
const ROOT = resolve(API_DIR, '../..');
export const SERVER_BUNDLE = join(API_DIR, 'dist/main.js');
/** The oldest Node the bundle's syntax must run on: the minimum of package.json's engines.node (ADR 24). */
export const BUNDLE_TARGET = 'node24.11';

/** What the bundle is made of: the server's sources, the workspace packages' and this file's options. */
function sourceRoots(root) {
  const packages = join(root, 'packages');
  const workspacePackages = existsSync(packages)
    ? readdirSync(packages).map((name) => join(packages, name))
    : [];
  return [
    join(root, 'apps/api/src'),
    join(root, 'apps/api/package.json'),
    join(root, 'apps/api/build-server.mjs'),
    ...workspacePackages.flatMap((dir) => [join(dir, 'src'), join(dir, 'package.json')]),
  ];
}

/** Tests never reach the bundle: changing one does not make it stale. */
const notInBundle = (name) => /\.test\.tsx?$/.test(name) || name === 'node_modules';

/** Every file under the given roots (files or folders) with its modification time; missing roots are skipped. */
export function* filesWithTimes(roots) {
  for (const path of roots) {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      continue;
    }
    if (!stat.isDirectory()) {
      yield { path, mtimeMs: stat.mtimeMs };
      continue;
    }
    const entries = readdirSync(path).filter((name) => !notInBundle(name));
    yield* filesWithTimes(entries.map((name) => join(path, name)));
  }
}

/**
 * Why a build made at `builtMs` (undefined: there is none) must be made again: the first source newer than it, or
 * null when it is up to date.
 */
export function staleReason(builtMs, sources) {
  if (builtMs === undefined) return 'no build yet';
  for (const source of sources) if (source.mtimeMs > builtMs) return `${source.path} changed`;
  return null;
}

/** Null when apps/api/dist/main.js is newer than every source it is made of; else why not. */
export function serverBuildStale({ root = ROOT, bundle = SERVER_BUNDLE } = {}) {
  let builtMs;
  try {
    builtMs = statSync(bundle).mtimeMs;
  } catch {}
  const reason = staleReason(builtMs, filesWithTimes(sourceRoots(root)));
  return reason?.startsWith(root) ? relative(root, reason) : reason;
}

/**
 * Bundles the server into `outdir` (apps/api/dist by default; any folder two levels under the repository works,
 * so the packages resolve from the root's node_modules and the web build from ../../web/dist as from the sources).
 */
export async function buildServer({ outdir = join(API_DIR, 'dist') } = {}) {
  // Imported here: a production install without dev dependencies runs an existing build without it.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(API_DIR, 'src/main.ts')],
    outfile: join(outdir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: BUNDLE_TARGET,
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-from-node-modules',
        setup(builder) {
          // A bare import is a package: ours (TypeScript sources) are bundled, the rest loaded from node_modules.
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@adportal/') || args.path.startsWith('node:')
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const migrations = join(outdir, 'migrations');
  rmSync(migrations, { recursive: true, force: true });
  cpSync(join(API_DIR, 'src/db/migrations'), migrations, { recursive: true });
  return result;
}

// `npm run build -w @adportal/api` (and the root's `npm run build`): node build-server.mjs. With --if-stale (the
// e2e server's command) only when a source is newer than the bundle.
if (process.argv[1] === import.meta.filename) {
  const reason = process.argv.includes('--if-stale') ? serverBuildStale() : 'asked';
  if (reason) {
    const started = performance.now();
    await buildServer();
    console.info(
      `server built (${reason}): apps/api/dist/main.js in ${Math.round(performance.now() - started)} ms`,
    );
  }
}
