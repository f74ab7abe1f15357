import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createAd, createCatalogue, newAdvertiser, newOperator } from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { queryRows } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const START = new Date('2026-11-24T03:00:00Z');
let clock = START;

describeOnEachDatabase(
  'requests with an API key: its user within its areas and scope, rate limited, refused once revoked',
  (client) => {
    const newKey = async (token: string, body: Record<string, unknown>) => {
      const created = await client().post(
        '/api/api-keys',
        { name: 'Script', scope: 'read_write', areas: ['Advertisement'], expires_on: null, ...body },
        { token },
      );
      expect(created.statusCode).toBe(201);
      return created.json<{ key: { id: string }; secret: string }>();
    };
    /** A request as a script sends it: the key in Authorization, no cookie. */
    const script = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, key: string, body?: object) =>
      client().request(method, url, { token: key, ...(body ? { body: body as never } : {}) });

    it("acts as its user on the user's ads — uploads and writes — and never on another team's", async () => {
      clock = START;
      const operator = await newOperator(client());
      const catalogue = await createCatalogue(client(), operator);
      const owner = await newAdvertiser(client());
      const { secret } = await newKey(owner.token, {});
      const ad = await createAd(client(), secret, catalogue);
      const listed = await script('GET', '/api/advertisements', secret);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.map((row: { id: string }) => row.id)).toEqual([ad.id]);
      expect(listed.headers['ratelimit-limit']).toBe('600');
      expect(listed.headers['ratelimit-remaining']).toMatch(/^\d+$/);
      const offline = await script('PUT', `/api/advertisements/${ad.id}/display`, secret, {
        display: 'offline',
      });
      expect(offline.statusCode).toBe(200);
      const [logged] = await queryRows<{ actor_name: string }>(
        client().database.db,
        sql`select actor_name from action_logs where subject = 'Advertisement' and subject_id = ${ad.id}
            and action = 'updated' order by created_at desc limit 1`,
      );
      expect(logged!.actor_name).toMatch(/\(API key "Script"\)$/);
      const stranger = await newAdvertiser(client());
      const theirs = await newKey(stranger.token, {});
      expect((await script('GET', `/api/advertisements/${ad.id}`, theirs.secret)).statusCode).toBe(404);
      expect(
        (await script('PUT', `/api/advertisements/${ad.id}/display`, theirs.secret, { display: 'online' }))
          .statusCode,
      ).toBe(404);
    });

    it('stays inside its areas and scope, and never reaches credentials, the team or the operators', async () => {
      clock = START;
      const owner = await newAdvertiser(client());
      const reader = await newKey(owner.token, { scope: 'read_only', areas: ['Advertisement', 'Report'] });
      expect((await script('GET', '/api/advertisements', reader.secret)).statusCode).toBe(200);
      expect(
        (
          await script(
            'PUT',
            '/api/advertisements/00000000-0000-4000-8000-000000000000/display',
            reader.secret,
            {
              display: 'offline',
            },
          )
        ).statusCode,
      ).toBe(403);
      expect((await script('GET', '/api/deposits', reader.secret)).statusCode).toBe(403);
      for (const [method, url] of [
        ['GET', '/api/profile'],
        ['GET', '/api/profile/sessions'],
        ['GET', '/api/me'],
        ['POST', '/api/auth/logout'],
        ['GET', '/api/api-keys'],
        ['POST', '/api/api-keys'],
        ['GET', '/api/account/two-factor'],
        ['GET', '/api/users'],
        ['GET', '/api/roles'],
        ['GET', '/api/telegram'],
        ['GET', '/api/ops/users'],
        ['GET', '/api/ops/deposits'],
      ] as const) {
        const answer = await script(method, url, reader.secret, method === 'POST' ? {} : undefined);
        expect({ url, status: answer.statusCode }).toEqual({ url, status: 403 });
      }
    });

    it('is refused (401) once revoked — and the use is in the action log — expired, malformed or its user locked', async () => {
      clock = START;
      const owner = await newAdvertiser(client());
      const revoked = await newKey(owner.token, {});
      expect((await script('GET', '/api/advertisements', revoked.secret)).statusCode).toBe(200);
      await client().request('DELETE', `/api/api-keys/${revoked.key.id}`, { token: owner.token });
      expect((await script('GET', '/api/advertisements', revoked.secret)).statusCode).toBe(401);
      const log = await client().get('/api/action-logs?action=refused', { token: owner.token });
      expect(log.json().items).toEqual([expect.objectContaining({ action: 'refused', subject: 'ApiKey' })]);
      const live = await newKey(owner.token, {});
      const userId = (await client().get('/api/profile', { token: owner.token })).json().user.id;
      const expiring = await newKey(owner.token, { expires_on: '2026-11-25' });
      expect((await script('GET', '/api/advertisements', expiring.secret)).statusCode).toBe(200);
      clock = new Date(START.getTime() + 2 * 86_400_000);
      expect((await script('GET', '/api/advertisements', expiring.secret)).statusCode).toBe(401);
      expect(
        (await script('GET', '/api/advertisements', `${expiring.secret.slice(0, -2)}zz`)).statusCode,
      ).toBe(401);
      expect((await script('GET', '/api/advertisements', live.secret)).statusCode).toBe(200);
      await client().database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, userId));
      // Written here past any route, so nothing waited for its notification as a changing request does (the fence,
      // ADR 27): wait as that request would, then the cached key must be gone.
      await client().app.services.authChanges.fence();
      expect((await script('GET', '/api/advertisements', live.secret)).statusCode).toBe(401);
    });
  },
  { now: () => clock },
);

describeOnEachDatabase(
  'an API key past its rate limit',
  (client) => {
    it('answers 429 with Retry-After and the RateLimit headers, per key', async () => {
      const owner = await newAdvertiser(client());
      const make = async () =>
        (
          await client().post(
            '/api/api-keys',
            { name: 'Busy', scope: 'read_only', areas: ['Advertisement'], expires_on: null },
            { token: owner.token },
          )
        ).json().secret as string;
      const busy = await make();
      const calm = await make();
      const get = (key: string) => client().request('GET', '/api/advertisements', { token: key });
      const answers = [];
      for (let n = 0; n < 4; n += 1) answers.push(await get(busy));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
      expect(answers.map((answer) => answer.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
      expect(answers[3]!.headers['retry-after']).toMatch(/^\d+$/);
      expect(answers[3]!.headers['ratelimit-policy']).toBe('3;w=60');
      expect((await get(calm)).statusCode).toBe(200);
    });
  },
  { apiKeyLimit: { points: 3, windowSeconds: 60 } },
);
