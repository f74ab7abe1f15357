import { randomBytes } from 'node:crypto';
import { MESSAGE_TEXT_MAX_CHARS } from '@adportal/contracts';
import { expect, it } from 'vitest';
import type { TestClient } from '../test/helper.ts';
import { describeOnEachDatabase } from '../test/helper.ts';
import { DEFAULT_ROUTE_LIMITS, type RouteLimitRules } from './lib/route-limits.ts';

/** Every route limit lowered to 2 requests per user (and per advertiser): the 3rd request is refused. */
const POINTS = 2;
const LOW_ROUTE_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_ROUTE_LIMITS).map(([name, rules]) => [
    name,
    rules.map((rule) => ({ ...rule, points: POINTS })),
  ]),
) as RouteLimitRules;
const LOW_AUTH_LIMITS = {
  confirmRefusalsPerIp: { points: POINTS, windowSeconds: 60 },
  findTokenPerIp: { points: POINTS, windowSeconds: 60 },
};

interface Caller {
  client: TestClient;
  token: string;
}

/** The signed-out caller's address: its own, so the suite's sign-ups (from 127.0.0.1) are not refused. */
const ADDRESS = '203.0.113.40';

interface LimitedRoute {
  name: string;
  /** Sends one request the schema accepts (what it answers below the limit does not matter). */
  send(caller: Caller, setup: unknown): ReturnType<TestClient['request']>;
  /** What the requests need (a conversation to reply in), made without spending the limit. */
  setup?(caller: Caller): Promise<unknown>;
  /** Signed out: the limit is per address, the caller's token is not sent. */
  public?: boolean;
}

async function signedIn(client: TestClient): Promise<Caller> {
  const account = await client.register({ ip: `10.${randomBytes(3).join('.')}` });
  return { client, token: (await client.login(account.email, account.password)).access_token };
}

const MESSAGE = {
  subject: 'Budget question',
  category: 'billing' as const,
  message: '<p>How do I top up?</p>',
};
const get = (url: string) => (caller: Caller) => caller.client.get(url, { token: caller.token });

const ROUTES: LimitedRoute[] = [
  {
    name: 'POST /api/messages (compose)',
    send: ({ client, token }) => client.post('/api/messages', MESSAGE, { token }),
  },
  {
    name: 'POST /api/messages/:id/replies',
    setup: async ({ client, token }) => {
      const found = await client.app.services.auth.authenticate(token, undefined);
      return (await client.app.services.messages.compose(found!.principal, MESSAGE)).id;
    },
    send: ({ client, token }, id) =>
      client.post(`/api/messages/${id}/replies`, { message: '<p>And a reply</p>' }, { token }),
  },
  { name: 'GET /api/advertisements/export', send: get('/api/advertisements/export?format=csv') },
  { name: 'GET /api/deposits/export', send: get('/api/deposits/export?format=xlsx') },
  { name: 'GET /api/statements/export', send: get('/api/statements/export?format=csv') },
  { name: 'GET /api/reports/day-expense/export', send: get('/api/reports/day-expense/export?format=csv') },
  { name: 'GET /api/reports/clicks/export', send: get('/api/reports/clicks/export?format=csv') },
  {
    name: 'POST /api/telegram/link',
    send: ({ client, token }) => client.post('/api/telegram/link', {}, { token }),
  },
  {
    name: 'POST /api/telegram/sandbox/start',
    send: ({ client, token }) =>
      client.post('/api/telegram/sandbox/start', { url: 'https://t.me/x?start=' }, { token }),
  },
  { name: 'GET /api/search', send: get('/api/search?q=banner') },
  {
    name: 'POST /api/deposits',
    send: ({ client, token }) => client.post('/api/deposits', { amount: '10', method: 'crypto' }, { token }),
  },
  {
    name: 'POST /api/auth/register/confirm (refused links)',
    public: true,
    send: ({ client }) =>
      client.post('/api/auth/register/confirm', { token: 'x'.repeat(43) }, { remoteAddress: ADDRESS }),
  },
  {
    name: 'GET /api/find-token/:token',
    public: true,
    send: ({ client }) => client.get(`/api/find-token/${'y'.repeat(43)}`, { remoteAddress: ADDRESS }),
  },
];

describeOnEachDatabase(
  'rate limits of the routes that cost something',
  (client) => {
    it.each(ROUTES)('$name answers 429 with Retry-After past its limit', async (route) => {
      const caller = route.public ? { client: client(), token: '' } : await signedIn(client());
      const setup = await route.setup?.(caller);
      for (let request = 0; request < POINTS; request += 1) {
        const allowed = await route.send(caller, setup);
        expect(allowed.statusCode, allowed.body).not.toBe(429);
      }
      const refused = await route.send(caller, setup);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      // Public routes count guesses at a token (attempts); the signed-in ones count requests.
      const counted = route.public ? 'attempts' : 'requests';
      expect(refused.json().message).toMatch(
        new RegExp(`^Too many ${counted}\\. Please try again in \\d+ seconds$`),
      );
      if (route.public) return;
      // Per user: another user of another advertiser is not refused.
      const otherCaller = await signedIn(client());
      const otherSetup = await route.setup?.(otherCaller);
      expect((await route.send(otherCaller, otherSetup)).statusCode).not.toBe(429);
    });

    it('refuses a message longer than the editor writes with a translated field error, not counted', async () => {
      const caller = await signedIn(client());
      const long = `<p>${'a'.repeat(MESSAGE_TEXT_MAX_CHARS + 1)}</p>`;
      for (let request = 0; request <= POINTS; request += 1) {
        const refused = await caller.client.post(
          '/api/messages',
          { ...MESSAGE, message: long },
          { token: caller.token, headers: { 'accept-language': 'th' } },
        );
        expect(refused.statusCode).toBe(422);
        expect(refused.json().fields).toEqual([
          expect.objectContaining({
            path: 'message',
            key: `messages.validation.textTooLong|max=${MESSAGE_TEXT_MAX_CHARS}`,
            message: expect.stringContaining('อักขระ'),
          }),
        ]);
      }
      expect((await caller.client.post('/api/messages', MESSAGE, { token: caller.token })).statusCode).toBe(
        201,
      );
    });

    it('declares 429 in the OpenAPI description of every limited route', async () => {
      const document = (await client().get('/api/openapi.json')).json();
      let declared = 0;
      for (const [path, operations] of Object.entries<Record<string, { responses: object }>>(
        document.paths,
      )) {
        for (const [method, operation] of Object.entries(operations)) {
          const name = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
          if (!ROUTES.some((route) => route.name.startsWith(`${name} `) || route.name === name)) continue;
          expect(Object.keys(operation.responses), name).toContain('429');
          declared += 1;
        }
      }
      expect(declared).toBe(ROUTES.length);
    });
  },
  { routeLimits: LOW_ROUTE_LIMITS, authLimits: LOW_AUTH_LIMITS, telegram: true },
);
