// The end-to-end server's movable clock: the route moves every service's `now` forward and only forward, no app
// built without a TestClock has the route, and production refuses TEST_CLOCK (the server does not start).
// One database: the clock is the app's, not the database's.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputOf, shellEnv } from '../../test/commands.ts';
import { openTestDatabase, TestClient, testConfig } from '../../test/helper.ts';
import { buildApp } from '../app.ts';
import { REPOSITORY_ROOT } from '../cli/backup-target.ts';
import { parseEnv } from '../config.ts';
import { TestClock } from '../lib/test-clock.ts';

const HOUR = 3_600_000;

describe('the test clock', () => {
  let client: TestClient;
  const clock = new TestClock();
  beforeAll(async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp({
      config: testConfig({ TEST_CLOCK: 'true' }),
      database,
      testClock: clock,
      logger: false,
    });
    await app.ready();
    client = new TestClient(app, database);
  });
  afterAll(async () => {
    await client.close();
  });

  it('moves the app’s now forward: a session opened after a move of two hours ends two hours later', async () => {
    const { email, password } = await client.register();
    const expiry = async () => {
      const login = await client.post('/api/auth/login', { email, password });
      expect(login.statusCode).toBe(200);
      return Date.parse(login.json<{ access_token_expires_at: string }>().access_token_expires_at);
    };
    const before = await expiry();
    const moved = await client.post('/api/test/clock', { advance_ms: 2 * HOUR });
    expect(moved.statusCode).toBe(200);
    const view = moved.json<{ now: string; offset_ms: number }>();
    expect(view.offset_ms).toBe(2 * HOUR);
    expect(Math.abs(Date.parse(view.now) - (Date.now() + 2 * HOUR))).toBeLessThan(5_000);
    expect((await client.get('/api/test/clock')).json<{ offset_ms: number }>().offset_ms).toBe(2 * HOUR);
    const later = (await expiry()) - before;
    expect(later).toBeGreaterThanOrEqual(2 * HOUR);
    expect(later).toBeLessThan(2 * HOUR + 60_000);
  });

  it('moves forward only, by a whole number of milliseconds', async () => {
    for (const advance_ms of [0, -1000, 1.5, 25 * HOUR]) {
      const refused = await client.post('/api/test/clock', { advance_ms });
      expect(refused.statusCode, `advance_ms ${advance_ms}`).toBe(422);
    }
    expect((await client.post('/api/test/clock', { advance_ms: 1, back: true })).statusCode).toBe(422);
    expect(clock.offset).toBe(2 * HOUR);
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });

  it('an app built without it has no clock route', async () => {
    const plain = await buildApp({ config: testConfig(), database: client.database, logger: false });
    await plain.ready();
    try {
      expect(
        (await new TestClient(plain, client.database).post('/api/test/clock', { advance_ms: 1000 }))
          .statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('in production', () => {
  it('the configuration refuses TEST_CLOCK', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK/);
    expect(parseEnv({ NODE_ENV: 'production', TEST_CLOCK: 'false' }).TEST_CLOCK).toBe(false);
    expect(parseEnv({ NODE_ENV: 'development', TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(true);
  });

  it('the server does not start with TEST_CLOCK', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: REPOSITORY_ROOT,
      env: shellEnv({ NODE_ENV: 'production', TEST_CLOCK: 'true', PORT: '0', LOG_LEVEL: 'warn' }),
    });
    const output = await outputOf(child);
    expect(output.code).not.toBe(0);
    expect(output.stderr).toContain('TEST_CLOCK');
    expect(output.stdout).not.toContain('AdPortal is running');
  });
});
