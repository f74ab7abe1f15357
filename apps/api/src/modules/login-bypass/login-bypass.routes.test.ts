import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/helper.ts';

let clock = new Date();
const tokenOf = (url: string) => url.split('/login-bypass/')[1]!;

describeOnEachDatabase(
  'login by token (impersonation)',
  (client) => {
    async function operator() {
      const email = `op-${Math.random().toString(36).slice(2)}@example.com`;
      await client().app.services.operators.create({ name: 'Olga Operator', email, password: 'Ops#12345' });
      return client().login(email, 'Ops#12345');
    }

    it('lets an operator create a one-time link that signs in as the advertiser user, marked impersonated', async () => {
      const account = await client().register();
      const op = await operator();
      const created = await client().post(
        '/api/ops/login-bypass',
        { email: account.email },
        { token: op.access_token },
      );
      expect(created.statusCode).toBe(201);
      const link = created.json();
      expect(link.url).toMatch(/^http:\/\/localhost:\d+\/login-bypass\/[A-Za-z0-9_-]{43}$/);
      expect(link.user.email).toBe(account.email);

      const used = await client().post('/api/auth/login-bypass', { token: tokenOf(link.url) });
      expect(used.statusCode).toBe(200);
      expect(used.json().user_data).toMatchObject({ id: account.user_id, impersonated: true });
      const me = await client().get('/api/me', { token: used.json().access_token });
      expect(me.json().user_data.impersonated).toBe(true);

      const again = await client().post('/api/auth/login-bypass', { token: tokenOf(link.url) });
      expect(again.statusCode).toBe(404);

      const owner = await client().login(account.email, account.password);
      const log = (await client().get('/api/action-logs', { token: owner.access_token })).json();
      const subjects = log.items.map(
        (item: { subject: string; actor_name: string }) => `${item.subject}:${item.actor_name}`,
      );
      expect(subjects).toContain('LoginBypass:Olga Operator');
      expect(subjects).toContain('ImpersonatedSession:Olga Operator');
    });

    it('refuses expired and unknown links, operators as targets, and advertisers as creators', async () => {
      const account = await client().register();
      const op = await operator();
      const link = (
        await client().post('/api/ops/login-bypass', { email: account.email }, { token: op.access_token })
      ).json();
      clock = new Date(clock.getTime() + 11 * 60_000);
      expect((await client().post('/api/auth/login-bypass', { token: tokenOf(link.url) })).statusCode).toBe(
        404,
      );
      expect((await client().post('/api/auth/login-bypass', { token: 'A'.repeat(43) })).statusCode).toBe(404);

      const otherOp = await operator();
      const me = (await client().get('/api/me', { token: otherOp.access_token })).json();
      const onOperator = await client().post(
        '/api/ops/login-bypass',
        { email: me.user_data.email },
        { token: op.access_token },
      );
      expect(onOperator.statusCode).toBe(404);

      const owner = await client().login(account.email, account.password);
      const byAdvertiser = await client().post(
        '/api/ops/login-bypass',
        { email: account.email },
        { token: owner.access_token },
      );
      expect(byAdvertiser.statusCode).toBe(403);
      expect((await client().post('/api/ops/login-bypass', { email: account.email })).statusCode).toBe(401);
    });

    it('rate limits attempts per IP', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt++) {
        statuses.push((await client().post('/api/auth/login-bypass', { token: 'B'.repeat(43) })).statusCode);
      }
      expect(statuses).toContain(429);
    });
  },
  { now: () => clock },
);
