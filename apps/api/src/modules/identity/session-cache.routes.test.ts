// The session cache through the API (ADR 27): a known session is answered from memory, and every change to what
// its lookup answers — sign-out, a password, status, role or permission change, the profile, two-step — is seen by
// the very next request of this process while the cache was warm. Across processes: session-cache-across-apps.test.ts.
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';

const READ = { read: true, create: false, update: false, delete: false };
const FULL = { read: true, create: true, update: true, delete: true };

/** How many lookups this app answered from its cache so far. */
async function cacheHits(client: TestClient): Promise<number> {
  const { values } = await client.app.metrics.sessionLookups.get();
  return values.find((value) => value.labels.source === 'cache')?.value ?? 0;
}

const me = (client: TestClient, token: string) => client.get('/api/me', { token });

/** Makes sure the token's session is in the cache: its second /api/me is answered from memory. */
async function warm(client: TestClient, token: string) {
  expect((await me(client, token)).statusCode).toBe(200);
  const before = await cacheHits(client);
  expect((await me(client, token)).statusCode).toBe(200);
  expect(await cacheHits(client)).toBe(before + 1);
}

async function signedIn(client: TestClient) {
  const account = await client.register();
  const grant = await client.login(account.email, account.password);
  return { ...account, token: grant.access_token };
}

/** An advertiser's administrator with two roles of its team, and a member holding the first. */
async function team(client: TestClient) {
  const admin = await signedIn(client);
  const role = async (name: string, permissions: object) => {
    const response = await client.post('/api/roles', { name, permissions }, { token: admin.token });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const readers = await role('Readers', { Dashboard: READ });
  const writers = await role('Writers', { Dashboard: READ, Advertisement: FULL });
  const account = await client.register();
  // Into the administrator's team before the member's first sign-in (nothing of theirs is cached yet).
  await client.database.db
    .update(users)
    .set({ advertiserId: admin.advertiser_id, roleId: readers })
    .where(eq(users.id, account.user_id));
  const grant = await client.login(account.email, account.password);
  const member = { id: account.user_id, token: grant.access_token };
  return { admin, member, readers, writers };
}

const rulesOf = async (client: TestClient, token: string) =>
  JSON.stringify((await me(client, token)).json().user_ability_rules);

describeOnEachDatabase('session cache: a change is seen by the next request', (client) => {
  it('signs out one session at once and leaves the others in the cache', async () => {
    const account = await client().register();
    const first = (await client().login(account.email, account.password)).access_token;
    const second = (await client().login(account.email, account.password)).access_token;
    await warm(client(), first);
    await warm(client(), second);

    expect((await client().post('/api/auth/logout', {}, { token: first })).statusCode).toBe(200);
    expect((await me(client(), first)).statusCode).toBe(401);
    const before = await cacheHits(client());
    expect((await me(client(), second)).statusCode).toBe(200);
    expect(await cacheHits(client())).toBe(before + 1);
  });

  it('ends another session, and every other one, at once', async () => {
    const account = await client().register();
    const tokens = [];
    for (let n = 0; n < 3; n++)
      tokens.push((await client().login(account.email, account.password)).access_token);
    const [current, other, third] = tokens as [string, string, string];
    for (const token of tokens) await warm(client(), token);

    const [row] = await client()
      .database.db.select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.accessTokenHash, hashToken(other)));
    const ended = await client().request('DELETE', `/api/profile/sessions/${row!.id}`, { token: current });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await me(client(), other)).statusCode).toBe(401);
    await warm(client(), third);

    expect(
      (await client().post('/api/profile/sessions/revoke-others', {}, { token: current })).statusCode,
    ).toBe(200);
    expect((await me(client(), other)).statusCode).toBe(401);
    expect((await me(client(), third)).statusCode).toBe(401);
    expect((await me(client(), current)).statusCode).toBe(200);
  });

  it("ends a user's other sessions at once when they change their password", async () => {
    const account = await client().register();
    const changing = (await client().login(account.email, account.password)).access_token;
    const elsewhere = (await client().login(account.email, account.password)).access_token;
    await warm(client(), changing);
    await warm(client(), elsewhere);

    const changed = await client().request('PUT', '/api/profile/password', {
      token: changing,
      body: { current_password: account.password, password: 'Changed#456', confirm_password: 'Changed#456' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(client(), elsewhere)).statusCode).toBe(401);
    expect((await me(client(), changing)).statusCode).toBe(200);
  });

  it('refuses a member at once once the administrator deactivates them (removal from the team)', async () => {
    const { admin, member, readers } = await team(client());
    await warm(client(), member.token);
    const locked = await client().request('PUT', `/api/users/${member.id}`, {
      token: admin.token,
      body: { name: 'Gone', role_id: readers, status: 'inactive' },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect((await me(client(), member.token)).statusCode).toBe(401);
  });

  it("gives a member the rules of their new role at once, and of the role's new permissions", async () => {
    const { admin, member, writers } = await team(client());
    await warm(client(), member.token);
    const asReader = await rulesOf(client(), member.token);
    expect((await client().get('/api/advertisements', { token: member.token })).statusCode).toBe(403);

    const moved = await client().request('PUT', `/api/users/${member.id}`, {
      token: admin.token,
      body: { name: 'Mover', role_id: writers, status: 'active' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const asWriter = await rulesOf(client(), member.token);
    expect(asWriter).not.toBe(asReader);
    expect((await me(client(), member.token)).json().user_data.role.name).toBe('Writers');
    expect((await client().get('/api/advertisements', { token: member.token })).statusCode).toBe(200);

    await warm(client(), member.token);
    const narrowed = await client().request('PUT', `/api/roles/${writers}`, {
      token: admin.token,
      body: { name: 'Writers', permissions: { Dashboard: READ } },
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(await rulesOf(client(), member.token)).toBe(asReader);
    expect((await client().get('/api/advertisements', { token: member.token })).statusCode).toBe(403);
  });

  it('shows a profile change and two-step turned on in the very next answer', async () => {
    const account = await signedIn(client());
    await warm(client(), account.token);
    const updated = await client().request('PUT', '/api/profile', {
      token: account.token,
      body: { name: 'Renamed Person', phone: null, preferred_language: 'th' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await me(client(), account.token)).json().user_data).toMatchObject({
      name: 'Renamed Person',
      preferred_language: 'th',
    });

    await warm(client(), account.token);
    const setup = await client().post('/api/account/two-factor/setup', {}, { token: account.token });
    const code = new TOTP({ secret: Secret.fromBase32(setup.json().secret) }).generate();
    const enabled = await client().post('/api/account/two-factor/enable', { code }, { token: account.token });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const profile = await client().get('/api/profile', { token: account.token });
    expect(profile.json().user.two_factor_enabled).toBe(true);
  });
});

let clock = new Date('2026-11-28T08:00:00Z');
const minutesLater = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

describeOnEachDatabase(
  'session cache: the last use of a cached session',
  (client) => {
    it('writes the last use from a cached session every five minutes, and keeps the cached copy current', async () => {
      const account = await client().register();
      const token = (await client().login(account.email, account.password)).access_token;
      await warm(client(), token);
      const lastUsed = async () => {
        const [row] = await client()
          .database.db.select({ at: sessions.lastUsedAt })
          .from(sessions)
          .where(eq(sessions.accessTokenHash, hashToken(token)));
        return row!.at.getTime();
      };
      const signedInAt = await lastUsed();

      minutesLater(6);
      const hits = await cacheHits(client());
      expect((await me(client(), token)).statusCode).toBe(200);
      expect(await lastUsed()).toBe(clock.getTime());
      expect(await lastUsed()).toBeGreaterThan(signedInAt);

      // A minute on, the cached copy knows the last use: no second write.
      const touchedAt = clock.getTime();
      minutesLater(1);
      expect((await me(client(), token)).statusCode).toBe(200);
      expect(await lastUsed()).toBe(touchedAt);
      expect(await cacheHits(client())).toBe(hits + 2);
    });
  },
  { now: () => clock },
);
