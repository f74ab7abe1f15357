// Runs a command on the project's Node (ADR 24): `node scripts/on-runtime.mjs <script.mjs | command> [args…]`.
// A `.mjs`/`.js` file runs with that Node; any other command runs with its `bin` first on PATH (npm, npx, tsx,
// vitest and the bins they start all find that `node`). `--bin-dir` only prints the folder, for a shell's PATH.
// Plain Node 20 syntax only: it starts on whatever Node the machine has.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { runtimeBinDir, runtimeEnv } from './lib/runtime.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/on-runtime.mjs <script.mjs | command> [args…] | --bin-dir');
  process.exit(2);
}
const binDir = runtimeBinDir();
if (command === '--bin-dir') {
  console.info(binDir);
} else {
  const script = /\.[cm]?js$/.test(command);
  const child = spawn(script ? join(binDir, 'node') : command, script ? [command, ...args] : args, {
    stdio: 'inherit',
    env: runtimeEnv(binDir),
  });
  // The child is in our process group: a terminal's Ctrl-C reaches it directly; a signal sent to us alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`✖ ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
}
