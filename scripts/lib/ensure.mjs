// Shared steps of `npm start` and `npm test`: install what is missing, build the web app when stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

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

/** Installs dependencies when node_modules is absent or older than the lockfile. */
export function ensureDependencies() {
  const installed = join(root, 'node_modules/.package-lock.json');
  if (existsSync(installed) && mtime(installed) >= mtime(join(root, 'package-lock.json'))) return;
  console.info('• Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
}

/** Builds apps/web when its dist is missing or older than any web or shared-package source. */
export function ensureWebBuild({ force = false } = {}) {
  const built = join(root, 'apps/web/dist/index.html');
  const sources = Math.max(
    newestIn(join(root, 'apps/web/src')),
    mtime(join(root, 'apps/web/index.html')),
    mtime(join(root, 'apps/web/vite.config.ts')),
    newestIn(join(root, 'packages')),
  );
  if (!force && existsSync(built) && mtime(built) >= sources) return;
  console.info('• Building the web app…');
  run('npm', ['run', 'build', '--silent']);
}
