// The production install, exercised (`npm test` after the web build; alone: `node scripts/production-install.mjs`
// after `npm run build`): what a production machine gets — every package.json, the lockfile, the server bundle
// (apps/api/dist) and the web build (apps/web/dist), nothing else — in a temporary folder, installed with
// `npm ci --omit=dev` (quick: npm's cache holds every package since the main install), then started as production
// starts (NODE_ENV=production, APP_SECRET, PostgreSQL from TEST_DATABASE_URL in a database of its own, or the
// embedded one with ALLOW_EMBEDDED_DATABASE=true) until /api/health/ready answers 200, and stopped with SIGTERM.
// A runtime dependency declared only as a dev dependency (or not at all) fails here, not on an operator's server.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const READY_TIMEOUT_MS = 180_000;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Every workspace's package.json (npm ci checks the lockfile against all of them) and the root's. */
function manifests() {
  const files = ['package.json', 'package-lock.json'];
  for (const parent of ['apps', 'packages'])
    for (const name of readdirSync(join(root, parent))) files.push(`${parent}/${name}/package.json`);
  files.push('e2e/package.json', 'bench/package.json', 'examples/package.json');
  return files.filter((file) => existsSync(join(root, file)));
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** A database of its own on the test server (dropped afterwards), or none: the embedded one. */
async function database() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { env: { ALLOW_EMBEDDED_DATABASE: 'true' }, drop: async () => {} };
  // pg from the main install (this script runs in the repository).
  const { default: pg } = await import('pg');
  const name = `adportal_production_install_${randomBytes(4).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

async function waitForReady(child, port) {
  const started = Date.now();
  while (child.exitCode === null && Date.now() - started < READY_TIMEOUT_MS) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      if (response.status === 200) return true;
    } catch {}
    await new Promise((next) => setTimeout(next, 250));
  }
  return false;
}

export async function checkProductionInstall() {
  for (const built of ['apps/api/dist/main.js', 'apps/web/dist/index.html'])
    if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
  const work = mkdtempSync(join(tmpdir(), 'adportal-production-'));
  const db = await database();
  try {
    for (const file of manifests()) {
      mkdirSync(dirname(join(work, file)), { recursive: true });
      cpSync(join(root, file), join(work, file));
    }
    // The bundle and its migrations (not the test bundles other runs may have left beside it).
    cpSync(join(root, 'apps/api/dist'), join(work, 'apps/api/dist'), {
      recursive: true,
      filter: (source) => !/[/\\](main|cluster)-test-[^/\\]*$/.test(source),
    });
    cpSync(join(root, 'apps/web/dist'), join(work, 'apps/web/dist'), { recursive: true });

    const installStarted = Date.now();
    const install = spawnSync(
      'npm',
      ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      { cwd: work, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (install.status !== 0) throw new Error(`npm ci --omit=dev failed (exit ${install.status})`);
    const installMs = Date.now() - installStarted;

    const port = await freePort();
    const startStarted = Date.now();
    const { DATABASE_URL: _a, DATA_DIR: _b, NODE_ENV: _c, INIT_CWD: _d, ...inherited } = process.env;
    const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
      cwd: work,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...inherited,
        NODE_ENV: 'production',
        APP_SECRET: randomBytes(32).toString('hex'),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(work, 'data'),
        LOG_LEVEL: 'warn',
        ...db.env,
      },
    });
    const output = [];
    server.stdout.on('data', (chunk) => output.push(chunk));
    server.stderr.on('data', (chunk) => output.push(chunk));
    const exited = new Promise((done) => server.on('exit', (code, signal) => done({ code, signal })));
    const ready = await waitForReady(server, port);
    const startMs = Date.now() - startStarted;
    server.kill('SIGTERM');
    const { code, signal } = await exited;
    if (!ready || code !== 0) {
      process.stderr.write(Buffer.concat(output));
      throw new Error(
        ready
          ? `the production server did not stop cleanly on SIGTERM (exit ${code ?? signal})`
          : `the production server was not ready within ${seconds(READY_TIMEOUT_MS)} (exit ${code ?? signal ?? 'none'})`,
      );
    }
    const database = db.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
    console.info(
      `  production install: npm ci --omit=dev ${seconds(installMs)}, start to ready ${seconds(startMs)} (${database}), SIGTERM exit 0`,
    );
  } finally {
    await db.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  try {
    await checkProductionInstall();
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
