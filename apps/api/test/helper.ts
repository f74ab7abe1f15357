import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { parseEnv } from '../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import type { Mailer } from '../src/integrations/mailer/mailer.ts';
import { type SandboxBotApi, startSandboxBotApi } from '../src/integrations/telegram/sandbox-bot-api.ts';
import type { LimitRule } from '../src/lib/rate-limiter.ts';
import type { RouteLimitRules } from '../src/lib/route-limits.ts';
import type { AuthLimitRules } from '../src/modules/auth/auth.limits.ts';
import {
  adminQuery,
  createMigratedPostgresDatabase,
  databaseUrl,
  pgliteTemplateData,
} from './database-templates.ts';
import { watchAnswers } from './openapi-contract.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database: in-memory PGlite (or PGlite in `pgliteDir` when that folder is new), or a new
 * PostgreSQL database dropped on close — each a copy of the migrated template (test/database-templates.ts).
 */
export async function openTestDatabase(kind: DatabaseKind, pgliteDir?: string): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    // A folder that holds a database already is reopened as it is (a restart), never overwritten.
    const fresh = !pgliteDir || !existsSync(pgliteDir);
    const handle = await openDatabase({
      pgliteDir,
      pgliteData: fresh ? await pgliteTemplateData() : undefined,
    });
    await handle.migrate();
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = await createMigratedPostgresDatabase(adminUrl);
  const handle = await openDatabase({ url: databaseUrl(adminUrl, name), poolMax: 20 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestAppOptions {
  authLimits?: Partial<AuthLimitRules>;
  routeLimits?: Partial<RouteLimitRules>;
  apiKeyLimit?: LimitRule;
  /** Shares the rate-limit counters through this Redis (as REDIS_URL does). */
  redis?: Redis;
  now?: () => Date;
  /** The forgot-password answer's floor: the production 250 ms unless given. */
  forgotMinimumMs?: number;
  /**
   * The sign-up answer's floor: none unless given. Every test signs people up (TestClient.register), each paying
   * it; registration.routes.test.ts proves it at REGISTRATION_MINIMUM_MS.
   */
  registrationMinimumMs?: number;
  env?: Record<string, string>;
  logger?: FastifyServerOptions['logger'];
  database?: DatabaseHandle;
  mailer?: Mailer;
  /** Runs a sandbox Bot API for the app's Telegram (TestClient.telegramBot); without it Telegram is off. */
  telegram?: boolean;
}

export const FIXTURE_WEB = resolve(import.meta.dirname, 'fixtures/web');

export function testConfig(env: Record<string, string> = {}) {
  const parsed = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: FIXTURE_WEB,
    SEED_DEMO: 'false',
    UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'adportal-uploads-')),
    ...env,
  });
  return { ...parsed, appSecret: 'test-secret-that-is-long-enough-0123456789' };
}

export async function startTestApp(kind: DatabaseKind, options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase(kind));
  const telegramBot = options.telegram
    ? await startSandboxBotApi({ token: '123456:test-bot-token', username: 'adportal_test_bot' })
    : undefined;
  const app = await buildApp({
    telegramSandbox: telegramBot,
    // Telegram's one message a second per chat is proven by telegram-gateway.test.ts; here it would only add
    // a second to each test that sends one chat two messages (and hide whether a 429's retry_after was waited).
    telegramPacing: { perChatIntervalMs: 20 },
    config: testConfig(options.env),
    database,
    authLimits: options.authLimits,
    routeLimits: options.routeLimits,
    apiKeyLimit: options.apiKeyLimit,
    redis: options.redis,
    now: options.now,
    forgotMinimumMs: options.forgotMinimumMs,
    registrationMinimumMs: options.registrationMinimumMs ?? 0,
    logger: options.logger ?? false,
    mailer: options.mailer,
  });
  await app.ready();
  // Every answer this app gives a test is checked against the OpenAPI description (test/openapi-contract.ts).
  watchAnswers(app);
  const client = new TestClient(app, database);
  client.telegramBot = telegramBot;
  return client;
}

type Json = Record<string, unknown> | unknown[];

/** app.inject with the headers a client sends, and JSON helpers. */
export class TestClient {
  /** The sandbox Bot API the app's Telegram talks to (with `telegram: true`). */
  telegramBot: SandboxBotApi | undefined;
  constructor(
    readonly app: App,
    readonly database: DatabaseHandle,
  ) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: {
      body?: Json | string;
      token?: string;
      remember?: string;
      headers?: Record<string, string>;
      /** The caller's address (127.0.0.1 otherwise), for limits per address. */
      remoteAddress?: string;
    } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.remember) headers['x-remember-token'] = options.remember;
    const from = options.remoteAddress ? { remoteAddress: options.remoteAddress } : {};
    if (typeof options.body === 'string') {
      headers['content-type'] ??= 'application/json';
      return this.app.inject({ method, url, headers, payload: options.body, ...from });
    }
    return this.app.inject({
      method,
      url,
      headers,
      ...from,
      ...(options.body !== undefined ? { payload: options.body } : {}),
    });
  }

  get(url: string, options?: Parameters<TestClient['request']>[2]) {
    return this.request('GET', url, options);
  }

  post(url: string, body?: Json | string, options?: Parameters<TestClient['request']>[2]) {
    return this.request('POST', url, { ...options, body: body ?? {} });
  }

  /**
   * A confirmed registration: POST /api/auth/register, then the emailed link's token (read from the service,
   * so suites with any mailer work) confirmed through POST /api/auth/register/confirm.
   */
  async register(overrides: Partial<Record<string, string>> = {}) {
    const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
    const password = overrides.password ?? 'Secret#123';
    const { confirmationToken } = await this.app.services.registration.register(
      {
        advertiserName: overrides.advertiser_name ?? 'Acme Ads',
        fullName: overrides.full_name ?? 'Ada Lovelace',
        email,
        password,
      },
      { ip: overrides.ip ?? '10.9.9.9' },
      this.app.log,
      { mail: false },
    );
    if (!confirmationToken) throw new Error(`register failed: ${email} already has an account`);
    const response = await this.post('/api/auth/register/confirm', { token: confirmationToken });
    if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
    return { email, password, ...response.json<{ user_id: string; advertiser_id: string }>() };
  }

  async login(email: string, password: string, rememberMe = false) {
    const response = await this.post('/api/auth/login', { email, password, remember_me: rememberMe });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response.json<{
      access_token: string;
      remember_token: string | null;
      user_data: { id: string };
    }>();
  }

  async close() {
    await this.app.close();
    await this.telegramBot?.close();
    await this.database.close();
  }
}

/** Declares a suite once per database kind; `client()` is the suite's running app. */
export function describeOnEachDatabase(
  name: string,
  body: (client: () => TestClient, kind: DatabaseKind) => void,
  options: TestAppOptions = {},
) {
  for (const kind of databaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let client: TestClient | undefined;
      // The suite's app migrates a fresh database: vitest.config's hookTimeout allows for a loaded machine.
      beforeAll(async () => {
        client = await startTestApp(kind, options);
      });
      afterAll(async () => {
        await client?.close();
      });
      body(() => client!, kind);
    });
  }
}
