// Shared steps of `npm start` and `npm test`: install what is missing, build the web app when stale.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer, SERVER_BUNDLE, serverBuildStale } from '../../apps/api/build-server.mjs';
import { satisfiesEngines } from './runtime.mjs';

export const root = resolve(import.meta.dirname, '../..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function newestIn(dir) {
  if (!existsSync(dir)) return 0;
  let newest = mtime(dir);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(path) : mtime(path));
  }
  return newest;
}

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** Installs dependencies when node_modules is absent or older than the lockfile. */
export function ensureDependencies() {
  if (!satisfiesEngines(process.versions.node)) {
    console.error(
      `✖ Node ${process.version} is not the project's (package.json engines): run it through npm (npm start, npm test), which installs it (ADR 24).`,
    );
    process.exit(1);
  }
  const installed = join(root, 'node_modules/.package-lock.json');
  if (existsSync(installed) && mtime(installed) >= mtime(join(root, 'package-lock.json'))) return;
  console.info('• Installing dependencies (npm ci)…');
  const started = Date.now();
  // --prefer-offline: a package already in npm's cache is taken from it without asking the registry again. npm
  // warns here for real (an engine mismatch, a deprecation): this runs on the project's Node (ADR 24).
  run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline']);
  console.info(`  installed in ${seconds(started)}`);
}

/** True when apps/web/dist is missing or older than any web or shared-package source. */
export function webBuildStale() {
  const built = join(root, 'apps/web/dist/index.html');
  const sources = Math.max(
    newestIn(join(root, 'apps/web/src')),
    mtime(join(root, 'apps/web/index.html')),
    mtime(join(root, 'apps/web/vite.config.ts')),
    newestIn(join(root, 'packages')),
  );
  return !existsSync(built) || mtime(built) < sources;
}

/** Builds apps/web when stale (or forced), printing the build's output. */
export function ensureWebBuild({ force = false } = {}) {
  if (!force && !webBuildStale()) return;
  console.info('• Building the web app…');
  run('npm', ['run', 'build', '--silent']);
}

/**
 * Builds apps/web in the background, its output kept and printed only if it fails: resolves when built,
 * rejects (after printing) when not.
 */
export function buildWebInBackground() {
  console.info('• Building the web app (beside the server start)…');
  const started = Date.now();
  const build = spawn(
    'npm',
    ['run', 'build', '--silent', '-w', '@adportal/web', '--', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = [];
  build.stdout.on('data', (chunk) => output.push(chunk));
  build.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve, reject) => {
    build.on('error', reject);
    build.on('close', (code) => {
      if (code === 0) {
        console.info(`  web app built in ${seconds(started)}`);
        resolve();
        return;
      }
      process.stderr.write(Buffer.concat(output));
      console.error(`\n✖ npm run build failed (exit ${code})`);
      reject(new Error('web build failed'));
    });
  });
}

/**
 * Bundles the server (apps/api/dist/main.js) when any of its sources is newer than the bundle (about a second;
 * checking is a few milliseconds). Without esbuild (an install without dev dependencies) an existing bundle is run
 * as it is, with a word; without one it stops.
 */
export async function ensureServerBuild() {
  const reason = serverBuildStale();
  if (!reason) return;
  const started = Date.now();
  try {
    await buildServer();
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    if (!existsSync(SERVER_BUNDLE)) {
      console.error(
        '✖ No server build and no esbuild to make one: run `npm run build` where dev dependencies are installed.',
      );
      process.exit(1);
    }
    console.warn(
      `• The server build is older than its sources (${reason}) and esbuild is not installed: running it as it is.`,
    );
    return;
  }
  console.info(`• Server built (${reason}) in ${seconds(started)}`);
}
