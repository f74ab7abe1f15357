import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3180);
// A fresh embedded database for every run; the runner and its workers agree on it through the env.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'adportal-e2e-'));
// Mail goes over SMTP to this address; the specs that read mail (recovery, team) listen there. A port the
// system reports free, so a run never fails because something else holds a fixed one (E2E_SMTP_URL overrides).
process.env.E2E_SMTP_URL ??= `smtp://127.0.0.1:${await freePort()}`;
// Where that one SMTP server (global-setup.ts) writes what it receives, for every worker to read (mail-spool.ts).
process.env.E2E_MAIL_SPOOL ??= mkdtempSync(join(tmpdir(), 'adportal-e2e-mail-'));

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * `npm run looks` (E2E_LOOKS=1): every look of every screen set (looks.ts) and the screenshots, for people to look
 * at; the screen sets tagged @looks run only then. `npm test` proves what they assert in one look, without pictures.
 */
const LOOKS = process.env.E2E_LOOKS === '1';

/**
 * Specs that share state run one at a time, each group in one worker; every other spec makes its own advertiser (or
 * only reads the demo's figures) and runs beside them (`isolated`). The groups:
 * - `walks`: the route walks open every screen as the demo, and /telegram/connect makes a new Telegram link, which
 *   voids the one the Telegram and news specs hold for the demo's chat — so those four take turns;
 * - `demo`: the demo advertiser's ads, bids, clicks, support messages and help articles, changed by some and read
 *   exactly by others (the report exports count rows);
 * - `popups`: popups.spec.ts makes a popup for every advertiser, which the keyboard journey — the other spec opted in
 *   to popups — would meet.
 */
const GROUPS = {
  walks: ['a11y-walk', 'phone-tables', 'telegram', 'ops-news'],
  demo: ['campaigns', 'delivery', 'delivery-screens', 'messages', 'reports', 'tutorials'],
  popups: ['popups', 'keyboard-journey'],
};
const specs = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  // Limits that catch a hang, not a slow machine: at load 30 on two cores a journey step took 8–10 s and the
  // tutorial editor's journey 72 s (stop 33), so a 60 s / 10 s pair failed tests that were only waiting their turn.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Two: the machine has two cores (E2E_WORKERS=1 runs every spec one after another).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  globalSetup: './global-setup.ts',
  ...(LOOKS ? {} : { grepInvert: /@looks/ }),
  projects: [
    ...Object.entries(GROUPS).map(([name, group]) => ({
      name,
      testMatch: specs(group),
      workers: 1,
    })),
    { name: 'isolated', testIgnore: specs(Object.values(GROUPS).flat()) },
  ],
  reporter: [['list'], ['html', { outputFolder: 'artifacts/report', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    // Recording a trace snapshots the DOM at every action and streams screencast frames: a large share of a run's
    // time. E2E_TRACE=1 records them (kept for failed tests) when a failure needs one.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
  },
  webServer: {
    // The compiled server, as `npm start` runs it (built first when a source is newer than the bundle).
    command: 'node apps/api/build-server.mjs --if-stale && node apps/api/dist/main.js',
    cwd: resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // A first start migrates and seeds a fresh database: over two minutes on a shared machine at load 25+.
    timeout: 360_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Every e2e sign-in comes from 127.0.0.1; the per-IP limit itself is covered by the API tests.
      LOGIN_ATTEMPTS_PER_IP: '500',
      REGISTRATIONS_PER_IP: '500',
      // The delivery spec plays visitors from other countries through X-Forwarded-For.
      TRUST_PROXY: 'true',
      // POST /api/test/clock: a two-step code's next step, a click past `too_fast`, without waiting (refused in production).
      TEST_CLOCK: 'true',
      // Parallel work trees may build the web app elsewhere (E2E_WEB_DIST) and run on another port (E2E_PORT).
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
    },
  },
});
