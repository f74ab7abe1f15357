// Two API apps on one PostgreSQL database, each with its own pool and listening connection as two processes have
// (ADR 27): with both caches warm, a change made through one is refused or seen by the other through the
// `auth_changed` notification — the TTL is a minute, so only the notification can explain it within the bound
// (a hang's bound: the delay measured is printed). A lost listening connection turns the cache off until it
// listens again. PostgreSQL only: the embedded database belongs to one process.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestClient } from '../../../test/helper.ts';
import { openDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const TTL_MS = 60_000;
const READ = { read: true, create: false, update: false, delete: false };
const NOTIFIED_WITHIN_MS = 5000;

async function lookups(
  client: TestClient,
  source: 'cache' | 'database',
  of: 'sessionLookups' | 'apiKeyLookups' = 'sessionLookups',
): Promise<number> {
  const { values } = await client.app.metrics[of].get();
  return values.find((value) => value.labels.source === source)?.value ?? 0;
}

const me = (client: TestClient, token: string) => client.get('/api/me', { token });

async function warm(client: TestClient, token: string) {
  expect((await me(client, token)).statusCode).toBe(200);
  const before = await lookups(client, 'cache');
  expect((await me(client, token)).statusCode).toBe(200);
  expect(await lookups(client, 'cache')).toBe(before + 1);
}

/** Polls until `seen` holds, a few ms apart: the ms it took. */
async function msUntil(seen: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  await expect.poll(seen, { timeout: NOTIFIED_WITHIN_MS, interval: 2 }).toBe(true);
  return Math.round(performance.now() - started);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('session cache across two apps on one database', () => {
  let a: TestClient;
  let b: TestClient;
  const env = { SESSION_CACHE_TTL_MS: String(TTL_MS) };

  beforeAll(async () => {
    a = await startTestApp('postgres', { env });
    const url = a.database.pool!.options.connectionString!;
    b = await startTestApp('postgres', { env, database: await openDatabase({ url, poolMax: 5 }) });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses in B a session signed out in A, by notification', async () => {
    const account = await a.register();
    const token = (await a.login(account.email, account.password)).access_token;
    await warm(a, token);
    await warm(b, token);

    expect((await a.post('/api/auth/logout', {}, { token })).statusCode).toBe(200);
    expect((await me(a, token)).statusCode).toBe(401);
    const ms = await msUntil(async () => (await me(b, token)).statusCode === 401);
    console.info(`session cache: B refused the signed-out session ${ms} ms after A answered the sign-out`);
  });

  it('refuses in B an API key revoked in A, by notification', async () => {
    const account = await a.register();
    const token = (await a.login(account.email, account.password)).access_token;
    const created = await a.post(
      '/api/api-keys',
      { name: 'Nightly', scope: 'read_only', areas: ['Message'], expires_on: null },
      { token },
    );
    expect(created.statusCode, created.body).toBe(201);
    const { key, secret } = created.json<{ key: { id: string }; secret: string }>();
    const counts = (client: TestClient) => client.get('/api/messages/counts', { token: secret });
    for (const client of [a, b]) {
      expect((await counts(client)).statusCode).toBe(200);
      const before = await lookups(client, 'cache', 'apiKeyLookups');
      expect((await counts(client)).statusCode).toBe(200);
      expect(await lookups(client, 'cache', 'apiKeyLookups')).toBe(before + 1);
    }

    expect((await a.request('DELETE', `/api/api-keys/${key.id}`, { token })).statusCode).toBe(200);
    expect((await counts(a)).statusCode).toBe(401);
    const ms = await msUntil(async () => (await counts(b)).statusCode === 401);
    console.info(`key cache: B refused the revoked key ${ms} ms after A answered the revocation`);
  });

  it("gives B the role's new permissions edited in A, by notification", async () => {
    const admin = await a.register();
    const adminToken = (await a.login(admin.email, admin.password)).access_token;
    const created = await a.post(
      '/api/roles',
      { name: 'Readers', permissions: { Dashboard: READ } },
      { token: adminToken },
    );
    const roleId = created.json<{ id: string }>().id;
    const member = await a.register();
    await a.database.db
      .update(users)
      .set({ advertiserId: admin.advertiser_id, roleId })
      .where(eq(users.id, member.user_id));
    const token = (await a.login(member.email, member.password)).access_token;
    const rules = async (client: TestClient) =>
      JSON.stringify((await me(client, token)).json().user_ability_rules);
    await warm(a, token);
    await warm(b, token);
    const before = await rules(b);

    const edited = await a.request('PUT', `/api/roles/${roleId}`, {
      token: adminToken,
      body: { name: 'Readers', permissions: { Dashboard: READ, Report: READ } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await rules(a);
    expect(after).not.toBe(before);
    const ms = await msUntil(async () => (await rules(b)) === after);
    console.info(`session cache: B read the edited role ${ms} ms after A answered the edit`);
  });

  it('answers from the database while its listening connection is lost, and from memory once it listens again', async () => {
    const account = await a.register();
    const token = (await a.login(account.email, account.password)).access_token;
    await warm(b, token);

    await a.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'listen "auth_changed"'`,
    );
    await expect.poll(() => b.app.services.sessionCache.enabled).toBe(false);
    const fromDatabase = await lookups(b, 'database');
    expect((await me(b, token)).statusCode).toBe(200);
    expect(await lookups(b, 'database')).toBe(fromDatabase + 1);

    await expect.poll(() => b.app.services.sessionCache.enabled, { timeout: 30_000 }).toBe(true);
    await warm(b, token);
  });
});
