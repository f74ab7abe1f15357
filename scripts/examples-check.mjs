// The API examples, run as a script's author would run them (`npm test` runs it against the started production
// build, scripts/production-install.mjs; alone: `node scripts/examples-check.mjs http://127.0.0.1:3000` against a
// running server with the demo data): signs in as the demo advertiser, creates an API key through the API, runs
// examples/api-tour.ts with the key alone, and checks that the tour finished and wrote its CSV.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const examples = join(root, 'examples');
const DEMO = { email: 'demo@adportal.test', password: 'Demo@12345' };
const EXAMPLE_TIMEOUT_MS = 120_000;

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
      areas: ['Advertisement', 'Report'],
      expires_on: null,
    },
  });
  return created.secret;
}

/** A child running a TypeScript file of examples/ with tsx; its output kept, and echoed on failure. */
function runExample(file, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: examples,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The key and the addresses only: nothing of this machine's configuration reaches the example.
    env: { PATH: process.env.PATH, ...env },
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exited = new Promise((done) => child.on('exit', (code, signal) => done(code ?? signal)));
  return { child, exited, text: () => Buffer.concat(output).toString('utf8') };
}

export async function checkExamples(baseUrl) {
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'adportal-examples-'));
  try {
    const key = await createApiKey(baseUrl);
    const tour = runExample('api-tour.ts', {
      ADPORTAL_URL: baseUrl,
      ADPORTAL_KEY: key,
      ADPORTAL_OUT_DIR: work,
    });
    const timer = setTimeout(() => tour.child.kill('SIGTERM'), EXAMPLE_TIMEOUT_MS);
    const code = await tour.exited;
    clearTimeout(timer);
    if (code !== 0 || !tour.text().includes('✔ API tour finished'))
      throw new Error(`examples/api-tour.ts failed (exit ${code}):\n${tour.text()}`);
    const csv = readdirSync(work).find((name) => /^clicks-.*\.csv$/.test(name));
    if (!csv || !existsSync(join(work, csv)))
      throw new Error('examples/api-tour.ts wrote no click report CSV');
    console.info(
      `  examples: api-tour with an API key only, click report CSV written (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  try {
    await checkExamples(baseUrl);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
