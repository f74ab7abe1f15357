// The API examples, run as a script's author would run them (`npm test` after the build; alone:
// `node scripts/examples-check.mjs`, or `node scripts/examples-check.mjs http://127.0.0.1:3000` against a running
// server with the demo data): signs in as the demo advertiser, creates an API key through the API, starts the example
// webhook receiver, runs examples/api-tour.ts with the key alone, and checks that the tour finished, wrote its CSV
// and that the receiver verified a correctly signed `webhook.test` event.
//
// Without a URL it starts the built server (apps/api/dist/main.js, built first when stale) on a fresh embedded
// database with the demo data, outside production: production refuses webhooks to this machine's receivers (ADR 33).
// Its payment provider is an address nobody answers: the demo's 30-day traffic history is recorded only with the
// built-in sandbox provider and would take a minute; the tour reads whatever reports there are.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const examples = join(root, 'examples');
const DEMO = { email: 'demo@adportal.test', password: 'Demo@12345' };
const READY_TIMEOUT_MS = 180_000;
const EXAMPLE_TIMEOUT_MS = 120_000;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

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

/** A child process whose output is kept (and shown when something fails). */
function start(command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exited = new Promise((done) => child.on('exit', (code, signal) => done(code ?? signal)));
  return { child, exited, text: () => Buffer.concat(output).toString('utf8') };
}

/** The built server on a fresh embedded database with the demo data; resolves once it answers ready. */
async function startServer() {
  const build = spawnSync(process.execPath, ['apps/api/build-server.mjs', '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`the server build failed (exit ${build.status})`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'adportal-examples-server-'));
  const {
    DATABASE_URL: _a,
    DATA_DIR: _b,
    NODE_ENV: _c,
    INIT_CWD: _d,
    REDIS_URL: _e,
    ...inherited
  } = process.env;
  const server = start(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      PAYMENT_PROVIDER_URL: 'http://127.0.0.1:9/v1',
      PAYMENT_PROVIDER_API_KEY: randomBytes(8).toString('hex'),
      PAYMENT_PROVIDER_IPN_SECRET: randomBytes(16).toString('hex'),
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (server.child.exitCode === null && Date.now() - started < READY_TIMEOUT_MS) {
    try {
      if ((await fetch(`${baseUrl}/api/health/ready`)).status === 200) break;
    } catch {}
    await new Promise((next) => setTimeout(next, 250));
  }
  const stop = async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (server.child.exitCode !== null || Date.now() - started >= READY_TIMEOUT_MS) {
    await stop();
    throw new Error(`the server was not ready within ${seconds(READY_TIMEOUT_MS)}:\n${server.text()}`);
  }
  return { baseUrl, startMs: Date.now() - started, stop, output: server.text };
}

async function call(baseUrl, method, path, { token, body } = {}) {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** What a person does in the settings: sign in, create a read-and-write key for the example's areas. */
async function createApiKey(baseUrl) {
  const session = await call(baseUrl, 'POST', '/api/auth/login', { body: DEMO });
  if (!session.access_token) throw new Error('the demo advertiser signed in with a two-step challenge');
  const created = await call(baseUrl, 'POST', '/api/api-keys', {
    token: session.access_token,
    body: {
      name: `examples check ${new Date().toISOString()}`,
      scope: 'read_write',
      areas: ['Advertisement', 'Report', 'Webhook'],
      expires_on: null,
    },
  });
  return created.secret;
}

/** A TypeScript file of examples/ run with tsx, with the given environment only (no configuration of this machine). */
function runExample(file, env) {
  return start(process.execPath, ['--import', 'tsx', file], {
    cwd: examples,
    env: { PATH: process.env.PATH, ...env },
  });
}

async function waitFor(condition, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (condition()) return true;
    await new Promise((next) => setTimeout(next, 100));
  }
  return condition();
}

/** The examples against the server at `baseUrl`, which has the demo data and may deliver to this machine. */
export async function checkExamples(baseUrl) {
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'adportal-examples-'));
  const secretFile = join(work, 'webhook-secret');
  const receiverPort = await freePort();
  const receiver = runExample('webhook-receiver.ts', {
    PORT: String(receiverPort),
    WEBHOOK_SECRET_FILE: secretFile,
  });
  try {
    const key = await createApiKey(baseUrl);
    if (!(await waitFor(() => receiver.text().includes('listening'), 30_000)))
      throw new Error(`the webhook receiver did not start:\n${receiver.text()}`);
    const tour = runExample('api-tour.ts', {
      ADPORTAL_URL: baseUrl,
      ADPORTAL_KEY: key,
      ADPORTAL_OUT_DIR: work,
      ADPORTAL_WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/adportal`,
      ADPORTAL_WEBHOOK_SECRET_FILE: secretFile,
    });
    const timer = setTimeout(() => tour.child.kill('SIGTERM'), EXAMPLE_TIMEOUT_MS);
    const code = await tour.exited;
    clearTimeout(timer);
    if (code !== 0 || !tour.text().includes('✔ API tour finished'))
      throw new Error(
        `examples/api-tour.ts failed (exit ${code}):\n${tour.text()}\nreceiver:\n${receiver.text()}`,
      );
    const csv = readdirSync(work).find((name) => /^clicks-.*\.csv$/.test(name));
    if (!csv || !existsSync(join(work, csv)))
      throw new Error('examples/api-tour.ts wrote no click report CSV');
    // The tour saw the delivery succeed; the receiver says it verified the signature.
    if (!(await waitFor(() => /✔ verified webhook\.test /.test(receiver.text()), 30_000)))
      throw new Error(`the webhook receiver verified no webhook.test event:\n${receiver.text()}`);
    return Date.now() - started;
  } finally {
    receiver.child.kill('SIGTERM');
    await receiver.exited;
    rmSync(work, { recursive: true, force: true });
  }
}

/** `npm test`'s step: the built server started for the examples, the examples, the server stopped. */
export async function checkExamplesOnOwnServer() {
  const server = await startServer();
  try {
    const examplesMs = await checkExamples(server.baseUrl).catch((error) => {
      error.message += `\nserver output:\n${server.output()}`;
      throw error;
    });
    console.info(
      `  examples: server start to ready ${seconds(server.startMs)}, api-tour with an API key only ${seconds(examplesMs)} (key created, ads listed, day expense read, a bid raised, click CSV written, webhook registered and its signed test event verified)`,
    );
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === import.meta.filename) {
  const baseUrl = process.argv[2];
  try {
    if (baseUrl)
      console.info(`  examples: api-tour against ${baseUrl} in ${seconds(await checkExamples(baseUrl))}`);
    else await checkExamplesOnOwnServer();
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
