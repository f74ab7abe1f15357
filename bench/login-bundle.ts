// `npm run bench:bundle`: loads /login in Chromium against the real server and prints what the route
// transfers (bytes on the wire, by type) and the largest files. Fails if the rich-text editor or chart code
// is among them: those belong to the pages that use them.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '..');
const PORT = 3291;
const FORBIDDEN = /quill|chart|recharts|apexcharts|x-charts/i;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const dataDir = mkdtempSync(join(tmpdir(), 'adportal-bundle-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {}
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('server did not start');
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  await waitForServer();
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const loaded: { url: string; type: string; encoding: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    if (!response) return;
    const sizes = await request.sizes();
    loaded.push({
      url: new URL(request.url()).pathname,
      type: request.resourceType(),
      encoding: (await response.headerValue('content-encoding')) ?? 'identity',
      bytes: sizes.responseBodySize,
    });
  });
  await page.goto(`http://127.0.0.1:${PORT}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();

  const assets = loaded.filter((entry) => ['script', 'stylesheet', 'font', 'document'].includes(entry.type));
  const byType = Object.entries(
    assets.reduce<Record<string, number>>((sum, entry) => {
      sum[entry.type] = (sum[entry.type] ?? 0) + entry.bytes;
      return sum;
    }, {}),
  ).map(([type, bytes]) => ({ type, kB: Number((bytes / 1024).toFixed(1)) }));
  const totalKb = Number((assets.reduce((sum, entry) => sum + entry.bytes, 0) / 1024).toFixed(1));
  console.info(
    `\n/login transfers ${totalKb} kB in ${assets.length} files (Chromium, brotli/gzip as negotiated)\n`,
  );
  console.table(byType);
  console.table(
    [...assets]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 8)
      .map((entry) => ({
        file: entry.url,
        encoding: entry.encoding,
        kB: Number((entry.bytes / 1024).toFixed(1)),
      })),
  );
  const forbidden = assets.filter((entry) => FORBIDDEN.test(entry.url));
  const resultsDir = join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, `login-bundle-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify({ at: new Date().toISOString(), totalKb, byType, assets }, null, 2),
  );
  if (forbidden.length) {
    console.error(
      'The login route loads editor or chart code:',
      forbidden.map((entry) => entry.url),
    );
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
