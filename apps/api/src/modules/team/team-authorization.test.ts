import { ZFeature } from '@adportal/contracts';
import { ADVERTISER_AREAS } from '@adportal/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import { linkIn, startSmtpFake } from '../../../test/smtp-fake.ts';
import { actionLogs, userTokens } from '../../db/schema/index.ts';
import { SmtpMailer } from '../../integrations/mailer/mailer.ts';
import { hashToken } from '../../lib/tokens.ts';

const smtp = await startSmtpFake();
afterAll(() => smtp.close());

const PASSWORD = 'Secret#123';
const options = {
  mailer: new SmtpMailer(smtp.url, 'AdPortal <no-reply@adportal.test>'),
  env: { PUBLIC_URL: 'http://portal.test' },
  authLimits: {
    loginPerIp: { points: 1000, windowSeconds: 60 },
    loginFailuresPerEmail: { points: 50, windowSeconds: 60, blockSeconds: 60 },
    registerPerIp: { points: 1000, windowSeconds: 60 },
    registerPerEmail: { points: 50, windowSeconds: 60 },
  },
};

let serial = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`;
const freshEmail = () => `${unique('member')}@example.com`;

type Json = Record<string, unknown>;
const READ_ONLY = { read: true, create: false, update: false, delete: false };
const FULL = { read: true, create: true, update: true, delete: true };

function call(
  client: TestClient,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  body?: Json,
) {
  return client.request(method, url, { token, ...(body !== undefined ? { body } : {}) });
}

/** Registers an advertiser; returns its administrator's token and ids. */
async function newAdvertiser(client: TestClient) {
  const registered = await client.register({ password: PASSWORD });
  const login = await client.login(registered.email, PASSWORD);
  return { ...registered, token: login.access_token, userId: login.user_data.id };
}

async function createRole(client: TestClient, token: string, body: Json) {
  const response = await call(client, 'POST', '/api/roles', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; name: string }>();
}

/** Invites a user, follows the emailed link to choose a password (the change-password flow) and signs in. */
async function inviteAndSignIn(
  client: TestClient,
  adminToken: string,
  roleId: string,
  name = 'Invited Member',
) {
  const email = freshEmail();
  const created = await call(client, 'POST', '/api/users', adminToken, { name, email, role_id: roleId });
  expect(created.statusCode, created.body).toBe(201);
  const mail = await smtp.next(email);
  const token = /\/change-password\/([A-Za-z0-9_-]+)$/.exec(linkIn(mail))![1]!;
  const set = await client.post(`/api/auth/change-password/${token}`, {
    password: PASSWORD,
    confirm_password: PASSWORD,
  });
  expect(set.statusCode, set.body).toBe(200);
  const login = await client.login(email, PASSWORD);
  return { id: created.json<{ id: string }>().id, email, token: login.access_token };
}

interface World {
  advertiserId: string;
  adminToken: string;
  readerToken: string;
  otherToken: string;
  operatorToken: string;
  spareRoleId: string;
  readerId: string;
  targetUserId: string;
  otherAdvertiserRoleId: string;
}

type Caller = 'none' | 'other' | 'reader' | 'admin' | 'operator';

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Built per call: a delete needs its own fresh role. */
  prepare: (client: TestClient, world: World) => Promise<{ url: string; body?: Json }>;
  expect: Record<Caller, number>;
  /** For list routes called by another advertiser: nothing of this advertiser may leak. */
  leakCheck?: boolean;
}

const READ = { none: 401, other: 404, reader: 200, admin: 200, operator: 403 };
const WRITE = { none: 401, other: 404, reader: 403, admin: 200, operator: 403 };

const ROUTES: RouteCase[] = [
  {
    name: 'GET /api/roles',
    method: 'GET',
    prepare: async () => ({ url: '/api/roles' }),
    expect: { ...READ, other: 200 },
    leakCheck: true,
  },
  {
    name: 'POST /api/roles',
    method: 'POST',
    prepare: async () => ({
      url: '/api/roles',
      body: { name: unique('Role'), is_administrator: false, permissions: { Report: READ_ONLY } },
    }),
    // Another advertiser's administrator creates in its own team: checked below that A never sees it.
    expect: { ...WRITE, other: 201, admin: 201 },
  },
  {
    name: 'PUT /api/roles/:id',
    method: 'PUT',
    prepare: async (_client, world) => ({
      url: `/api/roles/${world.spareRoleId}`,
      body: { name: 'Spare role', is_administrator: false, permissions: { Report: READ_ONLY } },
    }),
    expect: WRITE,
  },
  {
    name: 'DELETE /api/roles/:id',
    method: 'DELETE',
    prepare: async (client, world) => {
      const role = await createRole(client, world.adminToken, { name: unique('Doomed'), permissions: {} });
      return { url: `/api/roles/${role.id}` };
    },
    expect: WRITE,
  },
  {
    name: 'GET /api/users',
    method: 'GET',
    prepare: async () => ({ url: '/api/users?page=1&page_size=100' }),
    expect: { ...READ, other: 200 },
    leakCheck: true,
  },
  {
    name: 'POST /api/users',
    method: 'POST',
    prepare: async (_client, world) => ({
      url: '/api/users',
      body: { name: 'New Member', email: freshEmail(), role_id: world.spareRoleId },
    }),
    // The role belongs to advertiser A: for B's administrator it does not exist.
    expect: { ...WRITE, admin: 201 },
  },
  {
    name: 'GET /api/users/:id',
    method: 'GET',
    prepare: async (_client, world) => ({ url: `/api/users/${world.readerId}` }),
    expect: READ,
  },
  {
    name: 'PUT /api/users/:id',
    method: 'PUT',
    prepare: async (_client, world) => ({
      url: `/api/users/${world.targetUserId}`,
      body: { name: 'Target Member', phone: '+66 81 234 5678', role_id: world.spareRoleId, status: 'active' },
    }),
    expect: WRITE,
  },
  {
    name: 'GET /api/features-can-access/advertiser/:advertiser_id',
    method: 'GET',
    prepare: async (_client, world) => ({ url: `/api/features-can-access/advertiser/${world.advertiserId}` }),
    expect: READ,
  },
];

describe('team contracts', () => {
  it('offers exactly the advertiser areas of the permissions package', () => {
    expect(ZFeature.shape.feature.options).toEqual([...ADVERTISER_AREAS]);
  });
});

describeOnEachDatabase(
  'team authorization',
  (client) => {
    const world = {} as World;

    beforeAll(async () => {
      const a = await newAdvertiser(client());
      world.advertiserId = a.advertiser_id;
      world.adminToken = a.token;
      const readerRole = await createRole(client(), a.token, {
        name: 'Team reader',
        permissions: { User: READ_ONLY, Role: READ_ONLY },
      });
      const spare = await createRole(client(), a.token, {
        name: 'Spare role',
        permissions: { Report: READ_ONLY },
      });
      world.spareRoleId = spare.id;
      const reader = await inviteAndSignIn(client(), a.token, readerRole.id, 'Read Only');
      world.readerId = reader.id;
      world.readerToken = reader.token;
      const target = await call(client(), 'POST', '/api/users', a.token, {
        name: 'Target Member',
        email: freshEmail(),
        role_id: spare.id,
      });
      world.targetUserId = target.json<{ id: string }>().id;

      const b = await newAdvertiser(client());
      world.otherToken = b.token;
      const bRoles = await call(client(), 'GET', '/api/roles', b.token);
      world.otherAdvertiserRoleId = bRoles.json<{ data: { id: string }[] }>().data[0]!.id;

      const operatorEmail = `${unique('operator')}@example.com`;
      await client().app.services.operators.create({
        name: 'Olga Operator',
        email: operatorEmail,
        password: PASSWORD,
      });
      world.operatorToken = (await client().login(operatorEmail, PASSWORD)).access_token;
    });

    const tokenOf = (caller: Caller): string | undefined =>
      ({
        none: undefined,
        other: world.otherToken,
        reader: world.readerToken,
        admin: world.adminToken,
        operator: world.operatorToken,
      })[caller];

    for (const route of ROUTES) {
      for (const caller of ['none', 'other', 'reader', 'admin', 'operator'] as const) {
        it(`${route.name} as ${caller} → ${route.expect[caller]}`, async () => {
          const { url, body } = await route.prepare(client(), world);
          const response = await call(client(), route.method, url, tokenOf(caller), body);
          expect(response.statusCode, response.body).toBe(route.expect[caller]);
          if (route.leakCheck && caller === 'other') {
            // Nothing of advertiser A in B's lists.
            expect(response.body).not.toContain(world.advertiserId);
            expect(response.body).not.toContain(world.spareRoleId);
            expect(response.body).not.toContain(world.readerId);
          }
          if (caller === 'other' && route.name === 'POST /api/roles') {
            const created = response.json<{ id: string }>();
            const aRoles = await call(client(), 'GET', '/api/roles', world.adminToken);
            expect(aRoles.body).not.toContain(created.id);
          }
        });
      }
    }

    it('refuses a role id of another advertiser when editing a user (404)', async () => {
      const response = await call(client(), 'PUT', `/api/users/${world.targetUserId}`, world.adminToken, {
        name: 'Target Member',
        role_id: world.otherAdvertiserRoleId,
        status: 'active',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ fields: { path: string }[] }>().fields[0]!.path).toBe('role_id');
    });

    it('lists for the reader only the features its role grants', async () => {
      const response = await call(
        client(),
        'GET',
        `/api/features-can-access/advertiser/${world.advertiserId}`,
        world.readerToken,
      );
      expect(response.json()).toEqual({
        advertiser_id: world.advertiserId,
        features: [
          { feature: 'User', actions: ['read'] },
          { feature: 'Role', actions: ['read'] },
        ],
      });
      const admin = await call(
        client(),
        'GET',
        `/api/features-can-access/advertiser/${world.advertiserId}`,
        world.adminToken,
      );
      const features = admin.json<{ features: { feature: string; actions: string[] }[] }>().features;
      expect(features.map((feature) => feature.feature)).toEqual([...ADVERTISER_AREAS]);
      expect(features.every((feature) => feature.actions.length === 4)).toBe(true);
    });
  },
  options,
);

describeOnEachDatabase(
  'team behaviour',
  (client) => {
    it('invites a user by email with a 7-day change-password link that sets their password', async () => {
      const admin = await newAdvertiser(client());
      const role = await createRole(client(), admin.token, {
        name: 'Report viewer',
        permissions: { Report: READ_ONLY, Dashboard: READ_ONLY },
      });
      const email = freshEmail();
      const created = await client().request('POST', '/api/users', {
        token: admin.token,
        headers: { 'accept-language': 'th' },
        body: { name: 'Somchai Jaidee', email: email.toUpperCase(), phone: '+66812345678', role_id: role.id },
      });
      expect(created.statusCode, created.body).toBe(201);
      const user = created.json<{
        id: string;
        email: string;
        status: string;
        phone: string;
        role: { name: string };
      }>();
      expect(user).toMatchObject({
        email,
        status: 'active',
        phone: '+66812345678',
        role: { name: 'Report viewer' },
      });

      const mail = await smtp.next(email);
      expect(mail.subject).toContain('Acme Ads');
      expect(mail.text).toContain('Somchai Jaidee');
      expect(mail.text).toContain('7 วัน');
      const link = linkIn(mail);
      const token = /^http:\/\/portal\.test\/change-password\/([A-Za-z0-9_-]{43})$/.exec(link)![1]!;
      const [row] = await client()
        .database.db.select()
        .from(userTokens)
        .where(eq(userTokens.tokenHash, hashToken(token)));
      expect(row).toMatchObject({ userId: user.id, purpose: 'invite', usedAt: null });
      const ttlDays = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
      expect(ttlDays).toBeGreaterThan(6.99);
      expect(ttlDays).toBeLessThan(7.01);
      // The page the link opens knows it is an invitation, not an operator's request.
      const info = await client().get(`/api/auth/change-password/${token}`);
      expect(info.json()).toMatchObject({ valid: true, reason: 'invite' });

      // Before choosing a password nobody can sign in as the invitee.
      const early = await client().post('/api/auth/login', { email, password: PASSWORD, remember_me: false });
      expect(early.statusCode).toBe(401);
      const set = await client().post(`/api/auth/change-password/${token}`, {
        password: PASSWORD,
        confirm_password: PASSWORD,
      });
      expect(set.statusCode, set.body).toBe(200);
      const login = await client().login(email, PASSWORD);
      expect(login.user_data.id).toBe(user.id);

      const [log] = await client()
        .database.db.select()
        .from(actionLogs)
        .where(
          and(
            eq(actionLogs.subject, 'User'),
            eq(actionLogs.subjectId, user.id),
            eq(actionLogs.action, 'created'),
          ),
        );
      expect(log).toMatchObject({ actorUserId: admin.userId, advertiserId: admin.advertiser_id });
      expect(JSON.stringify(log!.after)).not.toContain('argon2');
    });

    it('validates phone, areas, duplicate emails and role names', async () => {
      const admin = await newAdvertiser(client());
      const roles = await call(client(), 'GET', '/api/roles', admin.token);
      const adminRoleId = roles.json<{ data: { id: string }[] }>().data[0]!.id;

      const badPhone = await call(client(), 'POST', '/api/users', admin.token, {
        name: 'Bad Phone',
        email: freshEmail(),
        phone: '12ab',
        role_id: adminRoleId,
      });
      expect(badPhone.statusCode, badPhone.body).toBe(422);
      expect(badPhone.json()).toMatchObject({ fields: [{ path: 'phone', message: 'Phone must be valid' }] });

      const taken = await call(client(), 'POST', '/api/users', admin.token, {
        name: 'Twin',
        email: admin.email,
        role_id: adminRoleId,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', fields: [{ path: 'email' }] });

      const platformArea = await call(client(), 'POST', '/api/roles', admin.token, {
        name: 'Sneaky',
        permissions: { Ops: FULL },
      });
      expect(platformArea.statusCode).toBe(422);
      expect(platformArea.body).toContain('permissions.Ops');

      await createRole(client(), admin.token, { name: 'Finance', permissions: { Deposit: FULL } });
      const duplicate = await call(client(), 'POST', '/api/roles', admin.token, {
        name: '  fINANCE ',
        permissions: {},
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({
        code: 'CONFLICT',
        fields: [{ path: 'name', message: 'A role with this name already exists' }],
      });
      // Another advertiser may use the same name.
      const other = await newAdvertiser(client());
      await createRole(client(), other.token, { name: 'Finance', permissions: {} });
    });

    it('refuses to delete a role while users hold it, then deletes it and logs the deletion', async () => {
      const admin = await newAdvertiser(client());
      const role = await createRole(client(), admin.token, {
        name: 'Busy',
        permissions: { Report: READ_ONLY },
      });
      const spare = await createRole(client(), admin.token, { name: 'Idle', permissions: {} });
      const member = await call(client(), 'POST', '/api/users', admin.token, {
        name: 'Holder',
        email: freshEmail(),
        role_id: role.id,
      });
      const memberId = member.json<{ id: string }>().id;
      const refused = await client().request('DELETE', `/api/roles/${role.id}`, {
        token: admin.token,
        headers: { 'accept-language': 'en' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'ROLE_IN_USE',
        message: 'Users still hold this role (1). Give them another role before deleting it',
      });
      const listed = await call(client(), 'GET', '/api/roles', admin.token);
      expect(
        listed.json<{ data: { id: string; user_count: number }[] }>().data.find((r) => r.id === role.id),
      ).toMatchObject({ user_count: 1 });

      const moved = await call(client(), 'PUT', `/api/users/${memberId}`, admin.token, {
        name: 'Holder',
        role_id: spare.id,
        status: 'active',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const deleted = await call(client(), 'DELETE', `/api/roles/${role.id}`, admin.token);
      expect(deleted.statusCode).toBe(200);
      const logs = await client()
        .database.db.select()
        .from(actionLogs)
        .where(and(eq(actionLogs.subject, 'Role'), eq(actionLogs.subjectId, role.id)));
      expect(logs.map((log) => log.action).sort()).toEqual(['created', 'deleted']);
      expect(logs.find((log) => log.action === 'deleted')?.before).toMatchObject({ name: 'Busy' });
    });

    it('never lets the team lose its last active administrator', async () => {
      const admin = await newAdvertiser(client());
      const roles = await call(client(), 'GET', '/api/roles', admin.token);
      const adminRole = roles.json<{ data: { id: string; name: string }[] }>().data[0]!;
      const viewer = await createRole(client(), admin.token, {
        name: 'Viewer',
        permissions: { Report: READ_ONLY },
      });
      const self = `/api/users/${admin.userId}`;

      const demoteSelf = await call(client(), 'PUT', self, admin.token, {
        name: 'Ada Lovelace',
        role_id: viewer.id,
        status: 'active',
      });
      expect(demoteSelf.statusCode).toBe(409);
      expect(demoteSelf.json()).toMatchObject({ code: 'LAST_ADMINISTRATOR' });
      const deactivateSelf = await call(client(), 'PUT', self, admin.token, {
        name: 'Ada Lovelace',
        role_id: adminRole.id,
        status: 'inactive',
      });
      expect(deactivateSelf.statusCode).toBe(409);
      const demoteRole = await call(client(), 'PUT', `/api/roles/${adminRole.id}`, admin.token, {
        name: adminRole.name,
        is_administrator: false,
        permissions: { Report: READ_ONLY },
      });
      expect(demoteRole.statusCode).toBe(409);
      expect(demoteRole.json()).toMatchObject({ code: 'LAST_ADMINISTRATOR' });

      // A second, empty administrator role: the first still cannot be demoted (nobody active would hold one).
      const backup = await createRole(client(), admin.token, {
        name: 'Backup admins',
        is_administrator: true,
      });
      const stillRefused = await call(client(), 'PUT', `/api/roles/${adminRole.id}`, admin.token, {
        name: adminRole.name,
        is_administrator: false,
        permissions: {},
      });
      expect(stillRefused.statusCode).toBe(409);
      // Deleting the empty spare is fine; deleting the last administrator role is not.
      expect((await call(client(), 'DELETE', `/api/roles/${backup.id}`, admin.token)).statusCode).toBe(200);

      // With a second active administrator, the first may step down.
      const colleague = await inviteAndSignIn(client(), admin.token, adminRole.id, 'Second Admin');
      const stepDown = await call(client(), 'PUT', self, admin.token, {
        name: 'Ada Lovelace',
        role_id: viewer.id,
        status: 'active',
      });
      expect(stepDown.statusCode, stepDown.body).toBe(200);
      // Now the colleague is the last one and cannot leave either.
      const colleagueLeaves = await call(client(), 'PUT', `/api/users/${colleague.id}`, colleague.token, {
        name: 'Second Admin',
        role_id: adminRole.id,
        status: 'inactive',
      });
      expect(colleagueLeaves.statusCode).toBe(409);
    });

    it('searches, filters by status and pages on the server', async () => {
      const admin = await newAdvertiser(client());
      const role = await createRole(client(), admin.token, { name: 'Crowd', permissions: {} });
      for (let index = 1; index <= 11; index++) {
        const response = await call(client(), 'POST', '/api/users', admin.token, {
          name: `Member ${String(index).padStart(2, '0')}`,
          email: `${unique(index % 2 ? 'odd' : 'even')}@crowd.example`,
          role_id: role.id,
          status: index <= 3 ? 'inactive' : 'active',
        });
        expect(response.statusCode, response.body).toBe(201);
      }
      type Page = {
        data: { name: string; status: string }[];
        total: number;
        page: number;
        page_size: number;
      };
      const get = async (query: string) => {
        const response = await call(client(), 'GET', `/api/users?${query}`, admin.token);
        expect(response.statusCode, response.body).toBe(200);
        return response.json<Page>();
      };
      const first = await get('page=1&page_size=5');
      expect(first).toMatchObject({ total: 12, page: 1, page_size: 5 });
      expect(first.data.map((user) => user.name)).toEqual([
        'Ada Lovelace',
        'Member 01',
        'Member 02',
        'Member 03',
        'Member 04',
      ]);
      const third = await get('page=3&page_size=5');
      expect(third.data.map((user) => user.name)).toEqual(['Member 10', 'Member 11']);
      expect((await get('page=4&page_size=5')).data).toEqual([]);

      const inactive = await get('status=inactive');
      expect(inactive.total).toBe(3);
      expect(inactive.data.every((user) => user.status === 'inactive')).toBe(true);
      expect((await get('status=active')).total).toBe(9);

      expect((await get('search=mEmBeR%200')).total).toBe(9);
      expect((await get('search=odd-')).total).toBe(6);
      expect((await get('search=odd-&status=inactive')).total).toBe(2);
      // Wildcards typed by the user are literal.
      expect((await get(`search=${encodeURIComponent('%')}`)).total).toBe(0);
      expect((await get('search=nobody')).data).toEqual([]);

      const bad = await call(client(), 'GET', '/api/users?status=gone', admin.token);
      expect(bad.statusCode).toBe(422);
    });

    it('ends the sessions of a user who is deactivated', async () => {
      const admin = await newAdvertiser(client());
      const role = await createRole(client(), admin.token, {
        name: 'Temp',
        permissions: { Dashboard: READ_ONLY },
      });
      const member = await inviteAndSignIn(client(), admin.token, role.id, 'Short Stay');
      expect((await call(client(), 'GET', '/api/me', member.token)).statusCode).toBe(200);

      const deactivated = await call(client(), 'PUT', `/api/users/${member.id}`, admin.token, {
        name: 'Short Stay',
        role_id: role.id,
        status: 'inactive',
      });
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      expect(deactivated.json()).toMatchObject({ status: 'inactive' });
      expect((await call(client(), 'GET', '/api/me', member.token)).statusCode).toBe(401);
      const again = await client().post('/api/auth/login', {
        email: member.email,
        password: PASSWORD,
        remember_me: false,
      });
      expect(again.statusCode).toBe(403);
      expect(again.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE' });

      const logs = await client()
        .database.db.select()
        .from(actionLogs)
        .where(and(eq(actionLogs.subjectId, member.id), eq(actionLogs.action, 'updated')));
      const log = logs.find((row) => (row.after as { status?: string } | null)?.status === 'inactive');
      expect(log?.before).toMatchObject({ status: 'active' });
      expect(log).toMatchObject({ subject: 'User', actorUserId: admin.userId });
    });
  },
  options,
);
