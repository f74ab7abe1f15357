import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { newAdvertiser } from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { connectTelegram, messageUpdate, payloadOf } from '../../../test/telegram-fixtures.ts';
import { startTelegramReceiver } from './telegram-receiver.ts';

const quietLog = { info: () => {}, warn: () => {} };

describeOnEachDatabase(
  'telegram: connecting a chat by deep link',
  (client) => {
    it('connects through the Bot API: link, the person presses Start, long polling brings /start, the page sees it', async () => {
      const c = client();
      const { token } = await newAdvertiser(c);
      const bot = c.telegramBot!;
      const before = await c.get('/api/telegram', { token });
      expect(before.json()).toMatchObject({
        configured: true,
        sandbox: true,
        bot_username: 'adportal_test_bot',
        connection: null,
      });

      const link = await c.post('/api/telegram/link', {}, { token });
      expect(link.statusCode).toBe(201);
      const { url, expires_at: expiresAt } = link.json<{ url: string; expires_at: string }>();
      expect(url).toMatch(/^https:\/\/t\.me\/adportal_test_bot\?start=[A-Za-z0-9_-]{20,64}$/);
      expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
      // Stored hashed: the token itself is nowhere in the database.
      const stored = await c.database.db.execute(
        sql`select count(*)::int as n from user_tokens where token_hash = ${payloadOf(url)}`,
      );
      expect(JSON.stringify(stored)).toContain('"n":0');

      const receiver = await startTelegramReceiver({
        gateway: c.app.services.telegramGateway!,
        updates: c.app.services.telegramUpdates!,
        mode: { kind: 'polling' },
        log: quietLog,
      });
      try {
        expect(receiver.mode).toBe('polling');
        await bot.pressStart({ id: 4242, first_name: 'Tess', username: 'tess' }, payloadOf(url));
        await expect
          .poll(async () => (await c.get('/api/telegram', { token })).json().connection, { timeout: 30_000 })
          .toMatchObject({ chat_id: '4242', chat_name: 'Tess (@tess)' });
        await expect
          .poll(() => bot.sent.filter((message) => message.chatId === '4242').length, { timeout: 30_000 })
          .toBe(1);
        expect(bot.sent.find((message) => message.chatId === '4242')?.text).toMatch(/^Connected\./);
      } finally {
        await receiver.stop();
      }
    });

    it('refuses wrong, reused, expired and superseded tokens, and ignores a repeated update', async () => {
      const c = client();
      const updates = c.app.services.telegramUpdates!;
      const { token } = await newAdvertiser(c);
      expect(await updates.handle(messageUpdate(501, '/start not-a-real-token-at-all'))).toBe('invalid-link');
      expect(c.telegramBot!.sent.at(-1)).toMatchObject({ chatId: '501' });
      expect(c.telegramBot!.sent.at(-1)!.text).toMatch(/unknown, used or expired/);

      const first = payloadOf(
        (await c.post('/api/telegram/link', {}, { token })).json<{ url: string }>().url,
      );
      const second = payloadOf(
        (await c.post('/api/telegram/link', {}, { token })).json<{ url: string }>().url,
      );
      // A newer link replaces the older one.
      expect(await updates.handle(messageUpdate(502, `/start ${first}`))).toBe('invalid-link');
      const start = messageUpdate(503, `/start ${second}`);
      expect(await updates.handle(start)).toBe('connected');
      expect(await updates.handle(start)).toBe('repeated');
      // Used once: another chat cannot take it over.
      expect(await updates.handle(messageUpdate(504, `/start ${second}`))).toBe('invalid-link');
      expect((await c.get('/api/telegram', { token })).json().connection.chat_id).toBe('503');

      const third = payloadOf(
        (await c.post('/api/telegram/link', {}, { token })).json<{ url: string }>().url,
      );
      await c.database.db.execute(
        sql`update user_tokens set expires_at = now() - interval '1 second' where purpose = 'telegram_link'`,
      );
      expect(await updates.handle(messageUpdate(505, `/start ${third}`))).toBe('invalid-link');
      expect((await c.get('/api/telegram', { token })).json().connection.chat_id).toBe('503');
    });

    it('disconnects from the page, by /stop, and when the person blocks the bot', async () => {
      const c = client();
      const updates = c.app.services.telegramUpdates!;
      const { token } = await newAdvertiser(c);
      await connectTelegram(c, token, 601);
      expect((await c.request('DELETE', '/api/telegram', { token })).statusCode).toBe(204);
      expect((await c.get('/api/telegram', { token })).json().connection).toBeNull();

      await connectTelegram(c, token, 602);
      expect(await updates.handle(messageUpdate(602, '/stop'))).toBe('stopped');
      expect((await c.get('/api/telegram', { token })).json().connection).toBeNull();

      await connectTelegram(c, token, 603);
      const kicked = {
        update_id: 900_000 + Math.floor(Math.random() * 1000),
        my_chat_member: {
          chat: { id: 603, type: 'private', first_name: 'Tess' },
          from: { id: 603, is_bot: false, first_name: 'Tess' },
          date: 0,
          old_chat_member: { status: 'member', user: { id: 1, is_bot: true, first_name: 'bot' } },
          new_chat_member: {
            status: 'kicked',
            until_date: 0,
            user: { id: 1, is_bot: true, first_name: 'bot' },
          },
        },
      };
      expect(await updates.handle(kicked as never)).toBe('blocked');
      expect((await c.get('/api/telegram', { token })).json().connection).toBeNull();
      expect((await c.post('/api/telegram/test', {}, { token })).json()).toMatchObject({
        code: 'TELEGRAM_NOT_CONNECTED',
      });
    });

    it('sends a test message once per 30 seconds, to the chat and the bell', async () => {
      const c = client();
      const { token } = await newAdvertiser(c);
      await connectTelegram(c, token, 701);
      expect((await c.post('/api/telegram/test', {}, { token })).statusCode).toBe(204);
      const again = await c.post('/api/telegram/test', {}, { token });
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ code: 'RATE_LIMITED' });
      await c.app.services.dispatchWorker.dispatchQueued();
      const toChat = c.telegramBot!.sent.filter((message) => message.chatId === '701');
      expect(toChat.at(-1)?.text).toMatch(/^Test notification from AdPortal\n\nHello Ada Lovelace/);
      const bell = (await c.get('/api/notifications', { token })).json();
      expect(bell.data[0]).toMatchObject({ message_key: 'telegram.botMessages.testSubject', kind: 'system' });

      const sandbox = await c.get('/api/telegram/sandbox/messages', { token });
      expect(sandbox.statusCode).toBe(200);
    });

    it('plays the person pressing Start in the sandbox, and shows what the sandbox bot sent', async () => {
      const c = client();
      const { token } = await newAdvertiser(c);
      const receiver = await startTelegramReceiver({
        gateway: c.app.services.telegramGateway!,
        updates: c.app.services.telegramUpdates!,
        mode: { kind: 'polling' },
        log: quietLog,
      });
      try {
        const { url } = (await c.post('/api/telegram/link', {}, { token })).json<{ url: string }>();
        expect((await c.post('/api/telegram/sandbox/start', { url }, { token })).statusCode).toBe(204);
        await expect
          .poll(async () => (await c.get('/api/telegram', { token })).json().connection, { timeout: 30_000 })
          .not.toBeNull();
        await expect
          .poll(async () => (await c.get('/api/telegram/sandbox/messages', { token })).json().data.length, {
            timeout: 30_000,
          })
          .toBe(1);
        const bad = await c.post('/api/telegram/sandbox/start', { url: 'https://t.me/x?start=' }, { token });
        expect(bad.statusCode).toBe(422);
      } finally {
        await receiver.stop();
      }
    });

    it("refuses a deep link to an operator signed in as the customer (they could route the customer's notices to themselves)", async () => {
      const c = client();
      const account = await c.register({ ip: '10.71.0.9' });
      const operatorEmail = `tg-op-${Date.now()}@example.com`;
      await c.app.services.operators.create({ name: 'Olga', email: operatorEmail, password: 'Ops#12345' });
      const operator = await c.login(operatorEmail, 'Ops#12345');
      const created = await c.post(
        '/api/ops/login-bypass',
        { email: account.email },
        { token: operator.access_token },
      );
      const bypass = created.json<{ url: string }>().url.split('/login-bypass/')[1]!;
      const impersonated = (await c.post('/api/auth/login-bypass', { token: bypass })).json<{
        access_token: string;
      }>();
      const refused = await c.post('/api/telegram/link', {}, { token: impersonated.access_token });
      expect(refused.statusCode).toBe(403);
      const owner = await c.login(account.email, account.password);
      expect((await c.post('/api/telegram/link', {}, { token: owner.access_token })).statusCode).toBe(201);
    });

    it('answers 4xx to bad input and to callers without the area', async () => {
      const c = client();
      const { token } = await newAdvertiser(c);
      expect((await c.get('/api/telegram')).statusCode).toBe(401);
      expect((await c.post('/api/telegram/sandbox/start', { url: 5 }, { token })).statusCode).toBe(422);
      expect(
        (await c.post('/api/telegram/sandbox/start', { url: 'x', extra: 1 }, { token })).statusCode,
      ).toBe(422);
      // No webhook unless TELEGRAM_WEBHOOK_URL and its secret are set.
      const hook = await c.post('/api/telegram/webhook', { update_id: 1 });
      expect(hook.statusCode).toBe(404);
    });
  },
  { telegram: true },
);

const WEBHOOK_URL = 'https://portal.example.com/api/telegram/webhook';
const WEBHOOK_SECRET = 'webhook-Secret_0123456789abcdef';

describeOnEachDatabase(
  'telegram: webhook (TELEGRAM_WEBHOOK_URL, TELEGRAM_WEBHOOK_SECRET)',
  (client) => {
    const webhook = { kind: 'webhook', url: WEBHOOK_URL, secret: WEBHOOK_SECRET } as const;
    const post = (body: string | object, secret?: string) =>
      client().app.inject({
        method: 'POST',
        url: '/api/telegram/webhook',
        headers: {
          'content-type': 'application/json',
          ...(secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret }),
        },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });

    it('registers the webhook with its secret once: processes starting later leave it alone', async () => {
      const c = client();
      const bot = c.telegramBot!;
      const setWebhookCalls = () => bot.calls.filter((call) => call.method === 'setWebhook').length;
      const before = setWebhookCalls();
      const start = () =>
        startTelegramReceiver({
          gateway: c.app.services.telegramGateway!,
          updates: c.app.services.telegramUpdates!,
          mode: webhook,
          log: quietLog,
        });
      const first = await start();
      expect(first.mode).toBe('webhook');
      expect(bot.webhook()).toEqual({ url: WEBHOOK_URL, secretToken: WEBHOOK_SECRET });
      expect(setWebhookCalls()).toBe(before + 1);
      // Two more processes: getWebhookInfo shows the same webhook, so neither sets it again.
      await Promise.all([start(), start()]);
      expect(setWebhookCalls()).toBe(before + 1);
      // getUpdates is refused while a webhook is set, as Telegram does.
      await expect(c.app.services.telegramGateway!.getUpdates(0, 0)).rejects.toThrow(/409|Conflict/);
    });

    it('accepts an update only with the secret (401 without, 403 wrong) and handles a repeated one once', async () => {
      const c = client();
      const update = messageUpdate(801, '/start');
      expect((await post(update)).statusCode).toBe(401);
      expect((await post(update, '')).statusCode).toBe(401);
      expect((await post(update, 'wrong')).statusCode).toBe(403);
      expect((await post(update, `${WEBHOOK_SECRET}x`)).statusCode).toBe(403);
      // A signed-in user's token is no secret: still 401.
      const { token } = await newAdvertiser(c);
      const withToken = await c.post('/api/telegram/webhook', update as never, { token });
      expect(withToken.statusCode).toBe(401);
      const sentBefore = c.telegramBot!.sent.length;
      const right = await post(update, WEBHOOK_SECRET);
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual({ ok: true });
      expect(c.telegramBot!.sent.at(-1)).toMatchObject({ chatId: '801' });
      expect(c.telegramBot!.sent.at(-1)!.text).toMatch(/^Hello! This bot sends AdPortal notifications/);
      // Telegram retries an update it thinks was lost: answered 200, not handled again (no second welcome).
      const again = await post(update, WEBHOOK_SECRET);
      expect(again.statusCode).toBe(200);
      expect(c.telegramBot!.sent.length).toBe(sentBefore + 1);
    });

    it('answers 400 to a body that is not JSON and 422 to one without a valid update_id, never 500', async () => {
      expect((await post('{"update_id": 1', WEBHOOK_SECRET)).statusCode).toBe(400);
      expect((await post('not json at all', WEBHOOK_SECRET)).statusCode).toBe(400);
      for (const body of [{}, { update_id: 'one' }, { update_id: -1 }, { update_id: 1.5 }, []]) {
        expect((await post(body, WEBHOOK_SECRET)).statusCode, JSON.stringify(body)).toBe(422);
      }
      // Without the secret the body is never read: the same garbage is a 401.
      expect((await post('{"update_id": 1')).statusCode).toBe(401);
    });

    it('connects a chat end to end: Telegram POSTs /start to the webhook; a stale secret is set again', async () => {
      const c = client();
      const bot = c.telegramBot!;
      const gateway = c.app.services.telegramGateway!;
      await c.app.listen({ host: '127.0.0.1', port: 0 });
      const address = c.app.server.address();
      const local = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/telegram/webhook`;
      const { token } = await newAdvertiser(c);
      // Registered earlier with another secret (TELEGRAM_WEBHOOK_SECRET has since changed): our 403 is
      // Telegram's last error, which tells the next start to set it again.
      await gateway.api.setWebhook(local, {
        secret_token: 'an-older-secret',
        allowed_updates: ['message', 'my_chat_member'],
      });
      await bot.write({ id: 802, first_name: 'Tess' }, '/help');
      expect(await gateway.ensureWebhook(local, WEBHOOK_SECRET)).toBe(true);
      expect(await gateway.ensureWebhook(local, WEBHOOK_SECRET)).toBe(false);
      const link = await c.post('/api/telegram/link', {}, { token });
      await bot.pressStart(
        { id: 803, first_name: 'Tess', username: 'tess' },
        payloadOf(link.json<{ url: string }>().url),
      );
      await expect
        .poll(
          async () => (await c.get('/api/telegram', { token })).json<{ connection: unknown }>().connection,
          {
            timeout: 30_000,
            interval: 200,
          },
        )
        .toMatchObject({ chat_name: 'Tess (@tess)' });
    });
  },
  {
    telegram: true,
    env: { TELEGRAM_WEBHOOK_URL: WEBHOOK_URL, TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET },
  },
);
