// The server started the way `npm start` starts it (its esbuild bundle run by plain node, a child process from the
// repository root, a relative DATA_DIR, the demo's history recorded after it listens — DEMO_HISTORY_IN_BACKGROUND —
// and stopped by SIGTERM while it records), then `npm run ledger:verify` on what it created; and production starts
// without demo data unless asked, and with it when asked, even with no payment provider. Running the bundle proves
// that it finds at run time what it does not hold: the migrations, PGlite's WASM, argon2's native module.
//
// Where the rest is proven: every start here begins on a copy of the migrated database
// (test/database-templates.ts), as what they prove comes after the migrations; the start still runs them (none
// to do) from the migrations folder the bundle finds. A first start that creates and migrates its database from
// nothing is the e2e server's (the same bundle on an empty DATA_DIR, e2e/playwright.config.ts), and every
// migration applied to an empty database of each kind is db/migrations.test.ts's; creating one here cost the
// development start most of its time (PGlite's initdb). The history recorded whole, settled and verified is
// seed/seed-history.test.ts's, on both databases, and the e2e server's (a child process with SEED_DEMO).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandOutput, npmRun } from '../test/commands.ts';
import { FIXTURE_WEB, openTestDatabase } from '../test/helper.ts';
import { freePort } from '../test/payment-fakes.ts';
import { ServerBundle } from '../test/server-processes.ts';
import { REPOSITORY_ROOT } from './cli/backup-target.ts';
import { openDatabase } from './db/client.ts';

/** The server's settings for these runs. */
function serverEnv(env: Record<string, string>) {
  return {
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    DEMO_HISTORY_IN_BACKGROUND: 'true',
    // SIGTERM lets the history finish the day it records: on a loaded machine that can pass the default 10 s.
    SHUTDOWN_TIMEOUT_MS: '300000',
    WEB_DIST: FIXTURE_WEB,
    ...env,
  };
}

const bundle = new ServerBundle('main-test');
beforeAll(() => bundle.build());
afterAll(() => bundle.dispose());

/**
 * Starts the bundle, waits for its banner, checks it answers (and whatever `whileRunning` checks on its port),
 * stops it with SIGTERM and returns what it said.
 */
async function startAndStop(
  env: Record<string, string>,
  whileRunning?: (port: number) => Promise<void>,
): Promise<CommandOutput> {
  // A port asked for just before (the metrics port) may be handed out again once it was let go: never the same.
  let port = await freePort();
  while (String(port) === env.METRICS_PORT) port = await freePort();
  const server = bundle.start(serverEnv({ PORT: String(port), ...env }));
  // Not up within 90 s, or ended: what it said is the answer.
  if (!(await server.waitFor((stdout) => stdout.includes('AdPortal is running'), 90_000))) {
    server.kill();
    return server.output;
  }
  const health = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(health.status).toBe(200);
  try {
    await whileRunning?.(port);
  } finally {
    server.kill('SIGTERM');
  }
  return server.output;
}

function ledgerVerify(dataDir: string): Promise<CommandOutput> {
  return npmRun('ledger:verify', [], { DATA_DIR: dataDir });
}

describe('the server as npm start runs it', () => {
  const work = mkdtempSync(join(tmpdir(), 'adportal-start-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  /** Relative to the repository root, as a person would write it in the shell. */
  const dataDir = (name: string) => relative(REPOSITORY_ROOT, join(work, name));
  /** The data folder `name` holding a migrated database and nothing else. */
  const migratedDataDir = async (name: string) => {
    await (await openTestDatabase('pglite', join(work, name, 'pglite'))).close();
    return dataDir(name);
  };

  it('ledger:verify checks the database npm start created, says which, and fails on a missing or broken one', async () => {
    const server = await startAndStop({ DATA_DIR: await migratedDataDir('dev') });
    expect(server.code, server.stderr).toBe(0);
    expect(server.stdout).toContain('demo@adportal.test');

    const sound = await ledgerVerify(dataDir('dev'));
    expect(sound.code, sound.stderr).toBe(0);
    expect(sound.stdout).toContain(`PGlite database in ${join(work, 'dev', 'pglite')}`);
    expect(sound.stdout).toMatch(/Ledger sound: [1-9]\d* rows of [1-9]\d* advertisers/);

    const missing = await ledgerVerify(dataDir('nothing-here'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`No database at ${join(work, 'nothing-here', 'pglite')}`);

    const database = await openDatabase({ pgliteDir: join(work, 'dev', 'pglite') });
    await database.db.execute(
      sql`update statements set amount_micros = amount_micros + 1 where seq = (select min(seq) from statements)`,
    );
    await database.close();
    const broken = await ledgerVerify(dataDir('dev'));
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('Ledger BROKEN: 1 of');
  }, 600_000); // processes started, on a loaded machine: minutes

  it('starts in production without demo data, and seeds it without a payment provider when asked (D-10)', async () => {
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-of-at-least-32-characters',
      ALLOW_EMBEDDED_DATABASE: 'true',
    };
    // Metrics on a port of their own, with a token (docs/operations.md, "Metrics and health").
    const metricsPort = await freePort();
    const token = 'a-metrics-token-of-at-least-32-characters';
    const plain = await startAndStop(
      {
        ...production,
        DATA_DIR: await migratedDataDir('prod'),
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: token,
      },
      async (port) => {
        expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
        expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);
        const metrics = `http://127.0.0.1:${metricsPort}/metrics`;
        expect((await fetch(metrics)).status).toBe(401);
        const scraped = await fetch(metrics, { headers: { authorization: `Bearer ${token}` } });
        expect(scraped.status).toBe(200);
        expect(await scraped.text()).toContain('adportal_http_request_duration_seconds_count');
      },
    );
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).not.toContain(token);
    expect(plain.stdout).not.toContain('demo@adportal.test');

    // Production without METRICS_TOKEN or METRICS_PORT serves no metrics, and says so once.
    const asked = await startAndStop(
      {
        ...production,
        DATA_DIR: await migratedDataDir('prod-demo'),
        SEED_DEMO: 'true',
      },
      async (port) => {
        expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
      },
    );
    expect(asked.code, asked.stderr).toBe(0);
    expect(asked.stdout).toContain('metrics: /metrics is off');
    expect(asked.stdout).toContain('demo@adportal.test');
    const verified = await ledgerVerify(dataDir('prod-demo'));
    expect(verified.stdout).toMatch(/Demo Advertising Co\.: current 100\.\d+ USDT/);
  }, 600_000); // processes started, on a loaded machine: minutes

  it('refuses unsafe production settings with one line each, before it opens or writes anything (issue 28)', async () => {
    const server = bundle.start(
      serverEnv({
        NODE_ENV: 'production',
        DATA_DIR: dataDir('refused'),
        PORT: String(await freePort()),
        PAYMENT_PROVIDER_URL: 'https://api-sandbox.nowpayments.io/v1',
        PAYMENT_PROVIDER_API_KEY: 'key',
        PAYMENT_PROVIDER_IPN_SECRET: 'ipn',
        TELEGRAM_BOT_TOKEN: 'sandbox:0123abcd',
      }),
    );
    const refused = await server.output;
    expect(refused.code).toBe(1);
    const lines = refused.stderr.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^✖ APP_SECRET is not set/),
      expect.stringMatching(/^✖ DATABASE_URL is not set/),
      expect.stringMatching(
        /^✖ PAYMENT_PROVIDER_URL is a sandbox or local address \(api-sandbox\.nowpayments\.io\)/,
      ),
      expect.stringMatching(/^✖ Telegram points at a sandbox bot/),
    ]);
    expect(refused.stdout).not.toMatch(/start-up: (country data|open database)/);
    expect(existsSync(join(work, 'refused'))).toBe(false);
  }, 600_000);
});
