// `npm test`: install what is missing, then every check: lint and types, unit and API integration tests
// (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set), the build, a production install of it started until
// ready (scripts/production-install.mjs), the API examples against the built server (scripts/examples-check.mjs),
// the script budgets, and the browser end-to-end tests.
import { existsSync } from 'node:fs';
import { checkExamplesOnOwnServer } from './examples-check.mjs';
import { ensureDependencies, ensureWebBuild, run } from './lib/ensure.mjs';
import { checkProductionInstall } from './production-install.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`✖ Chromium is missing at ${CHROMIUM}. Install it: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.info('• Installing Chromium from apt…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Runs one step, then says how long it took (the figures a time budget is kept by). */
const times = [];
async function step(label, work) {
  const started = Date.now();
  await work();
  const minutes = (Date.now() - started) / 60_000;
  times.push(`${label} ${minutes.toFixed(1)} min`);
  console.info(`  ⏱ ${label}: ${minutes.toFixed(1)} min`);
}

const begun = Date.now();
await step('dependencies', ensureDependencies);
console.info('• Lint and typecheck');
await step('lint and typecheck', () => run('npm', ['run', 'check', '--silent']));
console.info(
  `• Unit and API integration tests (${process.env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite only; set TEST_DATABASE_URL for PostgreSQL too'})`,
);
await step('vitest', () => run('npx', ['vitest', 'run']));
await step('web build', () => ensureWebBuild({ force: true }));
console.info(
  '• Production install: npm ci --omit=dev of the build in a temporary folder, started until ready',
);
await step('production install', checkProductionInstall);
console.info(
  '• API examples: the built server with the demo data, examples/api-tour.ts run with an API key alone',
);
await step('API examples', checkExamplesOnOwnServer);
ensureChromium();
console.info('• Script budgets: /login ≤ 150 kB, every route ≤ 350 kB (brotli)');
await step('script budgets', () => run('npm', ['run', 'bench:bundle', '--silent']));
console.info('• End-to-end tests in Chromium');
await step('end-to-end', () => run('npm', ['run', 'test:e2e', '--silent']));
console.info(
  `✔ All checks passed in ${((Date.now() - begun) / 60_000).toFixed(1)} min (${times.join(', ')})`,
);
