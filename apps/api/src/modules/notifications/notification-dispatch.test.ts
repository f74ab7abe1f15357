import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { credit, newAdvertiser, newOperator } from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import { joinTeamWithRole } from '../../../test/team-fixtures.ts';
import { connectTelegram } from '../../../test/telegram-fixtures.ts';
import { mailOutbox, notificationDispatches } from '../../db/schema/index.ts';

interface Settings {
  categories: { category: string; in_app: boolean; telegram: boolean; email: boolean }[];
  low_balance_threshold: string | null;
  digest: { frequency: string; hour: number; weekday: number; telegram: boolean; email: boolean };
  telegram_connected?: boolean;
}

async function settingsOf(c: TestClient, token: string): Promise<Settings> {
  return (await c.get('/api/notification-settings', { token })).json<Settings>();
}

async function saveSettings(c: TestClient, token: string, change: (settings: Settings) => void) {
  const settings = await settingsOf(c, token);
  change(settings);
  const { categories, low_balance_threshold, digest } = settings;
  return c.request('PUT', '/api/notification-settings', {
    token,
    body: { categories, low_balance_threshold, digest },
  });
}

function dispatchesOf(c: TestClient, userId: string) {
  return c.database.db
    .select()
    .from(notificationDispatches)
    .where(eq(notificationDispatches.userId, userId))
    .orderBy(desc(notificationDispatches.createdAt));
}

async function notifyDeposit(c: TestClient, advertiserId: string, reference: string) {
  await c.database.db.transaction((tx) =>
    c.app.services.notifications.notify(tx, advertiserId, {
      kind: 'deposit',
      messageKey: 'notifications.messages.depositCredited',
      params: { credited: '25.00', reference },
      link: '/deposit',
    }),
  );
}

async function userIdOf(c: TestClient, token: string): Promise<string> {
  return (await c.get('/api/me', { token })).json<{ user_data: { id: string } }>().user_data.id;
}

describeOnEachDatabase(
  'notifications reach people: settings, channels, sending',
  (client) => {
    it('starts from the defaults and saves every category, the threshold and the digest', async () => {
      const c = client();
      const { token } = await newAdvertiser(c);
      const before = await settingsOf(c, token);
      expect(before.categories.map((row) => row.category)).toEqual([
        'deposit',
        'withdraw',
        'advertisement',
        'website',
        'messenger',
        'news',
        'webhook',
      ]);
      expect(before.categories.find((row) => row.category === 'news')).toEqual({
        category: 'news',
        in_app: true,
        telegram: true,
        email: false,
      });
      expect(before).toMatchObject({
        low_balance_threshold: null,
        telegram_connected: false,
        telegram_available: true,
      });

      const saved = await saveSettings(c, token, (settings) => {
        settings.categories[0]!.email = false;
        settings.low_balance_threshold = '12.5';
        settings.digest = { frequency: 'weekly', hour: 8, weekday: 5, telegram: false, email: true };
      });
      expect(saved.statusCode).toBe(200);
      const after = await settingsOf(c, token);
      expect(after.categories[0]).toMatchObject({ category: 'deposit', email: false });
      expect(after.low_balance_threshold).toBe('12.50');
      expect(after.digest).toEqual({
        frequency: 'weekly',
        hour: 8,
        weekday: 5,
        telegram: false,
        email: true,
      });
    });

    it('refuses bad settings with field errors and keeps what was saved', async () => {
      const c = client();
      const { token } = await newAdvertiser(c);
      const bad = async (change: (settings: Settings) => void) => {
        const response = await saveSettings(c, token, change);
        expect(response.statusCode).toBe(422);
        return response.json<{ fields: { path: string }[] }>().fields.map((field) => field.path);
      };
      expect(
        await bad((settings) => {
          settings.low_balance_threshold = 'lots';
        }),
      ).toContain('low_balance_threshold');
      expect(
        await bad((settings) => {
          settings.low_balance_threshold = '10.123';
        }),
      ).toContain('low_balance_threshold');
      expect(
        await bad((settings) => {
          settings.digest.hour = 24;
        }),
      ).toContain('digest.hour');
      expect(
        await bad((settings) => {
          settings.categories[1] = { ...settings.categories[0]! };
        }),
      ).toContain('categories');
      expect(
        await bad((settings) => {
          settings.categories.pop();
        }),
      ).toContain('categories');
      expect((await settingsOf(c, token)).low_balance_threshold).toBeNull();
    });

    it("honours each member's channels per category, and only members whose role reads the area", async () => {
      const c = client();
      const admin = await newAdvertiser(c);
      const adminId = await userIdOf(c, admin.token);
      const reader = await c.register({ ip: '10.61.0.2' });
      await joinTeamWithRole(
        c,
        { userId: reader.user_id, advertiserId: admin.advertiserId },
        { name: 'Ads only', permissions: { Advertisement: { read: true } } },
      );
      await connectTelegram(c, admin.token, 1101);
      await saveSettings(c, admin.token, (settings) => {
        settings.categories[0] = { category: 'deposit', in_app: false, telegram: true, email: false };
      });

      await notifyDeposit(c, admin.advertiserId, 'D-1');
      const adminDispatches = await dispatchesOf(c, adminId);
      expect(adminDispatches.map((row) => row.channel)).toEqual(['telegram']);
      expect(adminDispatches[0]).toMatchObject({
        category: 'deposit',
        status: 'queued',
        subject: 'Deposit D-1 credited: 25.00 USDT',
      });
      // The reader's role does not read deposits: no dispatch, and the bell is the team's.
      expect(await dispatchesOf(c, reader.user_id)).toEqual([]);
      // In-app off: the admin's bell leaves deposit notices out; it still holds the rest.
      const bell = (await c.get('/api/notifications', { token: admin.token })).json<{
        data: { kind: string }[];
      }>();
      expect(bell.data.some((row) => row.kind === 'deposit')).toBe(false);

      // Advertisement notices reach both; the reader has no chat, so email only (the default).
      await c.database.db.transaction((tx) =>
        c.app.services.notifications.notify(tx, admin.advertiserId, {
          kind: 'advertisement',
          messageKey: 'notifications.messages.adApproved',
          params: { name: 'Spring sale' },
          link: '/advertisement',
        }),
      );
      expect((await dispatchesOf(c, reader.user_id)).map((row) => row.channel)).toEqual(['email']);
      expect((await dispatchesOf(c, adminId)).filter((row) => row.category === 'advertisement').length).toBe(
        2,
      );

      await c.app.services.dispatchWorker.dispatchQueued();
      expect(c.telegramBot!.sent.filter((message) => message.chatId === '1101').map((m) => m.text)).toEqual(
        expect.arrayContaining([
          'Deposit D-1 credited: 25.00 USDT\n\nOpen: http://localhost:3000/deposit',
          'Your ad "Spring sale" was approved\n\nOpen: http://localhost:3000/advertisement',
        ]),
      );
      const mail = await c.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, reader.email));
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ kind: 'notification', subject: 'Your ad "Spring sale" was approved' });
      expect(mail[0]!.text).toContain('/setting#notifications');
    });

    it('sends a dispatch once even when its job runs twice at the same time', async () => {
      const c = client();
      const { token, advertiserId } = await newAdvertiser(c);
      const userId = await userIdOf(c, token);
      await connectTelegram(c, token, 1201);
      await notifyDeposit(c, advertiserId, 'D-twice');
      const [dispatch] = (await dispatchesOf(c, userId)).filter((row) => row.channel === 'telegram');
      const worker = c.app.services.dispatchWorker;
      const results = await Promise.all([worker.send(dispatch!.id), worker.send(dispatch!.id)]);
      expect(results.map((result) => result.kind).sort()).toEqual(['sent', 'skipped']);
      expect(await worker.send(dispatch!.id)).toEqual({ kind: 'skipped' });
      expect(c.telegramBot!.sent.filter((message) => message.chatId === '1201')).toHaveLength(2); // "Connected", then one
      const [after] = (await dispatchesOf(c, userId)).filter((row) => row.channel === 'telegram');
      expect(after).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it("waits out Telegram's 429 retry_after, and puts a long wait back in the queue", async () => {
      const c = client();
      const bot = c.telegramBot!;
      const { token, advertiserId } = await newAdvertiser(c);
      const userId = await userIdOf(c, token);
      await connectTelegram(c, token, 1301);
      await notifyDeposit(c, advertiserId, 'D-429');
      const [dispatch] = (await dispatchesOf(c, userId)).filter((row) => row.channel === 'telegram');
      bot.rateLimit(1, 1, 1301);
      const started = Date.now();
      expect(await c.app.services.dispatchWorker.send(dispatch!.id)).toEqual({ kind: 'sent' });
      const attempts = bot.calls.filter((call) => call.method === 'sendMessage' && call.chatId === '1301');
      const [refused, accepted] = attempts.slice(-2);
      expect(accepted!.at.getTime() - refused!.at.getTime()).toBeGreaterThanOrEqual(990);
      expect(Date.now() - started).toBeGreaterThanOrEqual(990);

      await notifyDeposit(c, advertiserId, 'D-429-long');
      const [long] = (await dispatchesOf(c, userId)).filter((row) => row.channel === 'telegram');
      bot.rateLimit(120, 1, 1301);
      expect(await c.app.services.dispatchWorker.send(long!.id)).toMatchObject({
        kind: 'retry',
        afterSeconds: 120,
      });
      const [queued] = (await dispatchesOf(c, userId)).filter((row) => row.id === long!.id);
      expect(queued).toMatchObject({ status: 'queued', lastError: '429 Too Many Requests: retry after 120' });
      // Its next run (after the wait) sends it.
      expect(await c.app.services.dispatchWorker.send(long!.id)).toEqual({ kind: 'sent' });
    });

    it('disconnects a chat that blocked the bot and records why the dispatch failed', async () => {
      const c = client();
      const { token, advertiserId } = await newAdvertiser(c);
      const userId = await userIdOf(c, token);
      await connectTelegram(c, token, 1401);
      c.telegramBot!.block(1401);
      await notifyDeposit(c, advertiserId, 'D-blocked');
      const [dispatch] = (await dispatchesOf(c, userId)).filter((row) => row.channel === 'telegram');
      expect(await c.app.services.dispatchWorker.send(dispatch!.id)).toMatchObject({ kind: 'failed' });
      const [after] = (await dispatchesOf(c, userId)).filter((row) => row.id === dispatch!.id);
      expect(after).toMatchObject({ status: 'failed' });
      expect(after!.lastError).toMatch(/^403 Forbidden: bot was blocked by the user — disconnected$/);
      expect((await c.get('/api/telegram', { token })).json().connection).toBeNull();
      expect((await settingsOf(c, token)).telegram_connected).toBe(false);
    });

    it('tells a member once when the balance falls under their threshold, and again after it recovered', async () => {
      const c = client();
      const operator = await newOperator(c);
      const { token, advertiserId } = await newAdvertiser(c);
      const userId = await userIdOf(c, token);
      const alerts = c.app.services.notificationAlerts;
      await saveSettings(c, token, (settings) => {
        settings.low_balance_threshold = '50';
      });
      await credit(c, operator, advertiserId, '20');
      await alerts.run();
      await alerts.run();
      const lowOf = async () =>
        (await c.get('/api/notifications', { token }))
          .json<{ data: { message_key: string; params: Record<string, string> }[] }>()
          .data.filter((row) => row.message_key === 'notifications.messages.lowBalance');
      expect(await lowOf()).toEqual([
        expect.objectContaining({ params: { balance: '20.00', threshold: '50.00' } }),
      ]);
      expect((await dispatchesOf(c, userId)).map((row) => row.subject)).toContain(
        'Your balance is 20.00 USDT, below your alert of 50.00 USDT — top up to keep your ads running',
      );
      await credit(c, operator, advertiserId, '100');
      await alerts.run();
      expect(await lowOf()).toHaveLength(1);
      await c.app.services.ledger.post(c.database.db, {
        advertiserId,
        type: 'adjust',
        amountMicros: -90_000_000n,
        reference: `low-${advertiserId}`,
      });
      await alerts.run();
      expect(await lowOf()).toHaveLength(2);
    });

    it('queues a digest once per period with spend, clicks, void share, balance and days left', async () => {
      const c = client();
      const operator = await newOperator(c);
      const { token, advertiserId } = await newAdvertiser(c);
      const userId = await userIdOf(c, token);
      await connectTelegram(c, token, 1501);
      await credit(c, operator, advertiserId, '75');
      await saveSettings(c, token, (settings) => {
        settings.digest = { frequency: 'daily', hour: 0, weekday: 1, telegram: true, email: true };
      });
      const first = await c.app.services.notificationAlerts.run();
      const second = await c.app.services.notificationAlerts.run();
      expect(first.digests).toBe(2);
      expect(second.digests).toBe(0);
      const digests = (await dispatchesOf(c, userId)).filter((row) => row.dedupeKey?.startsWith('digest:'));
      expect(digests.map((row) => row.channel).sort()).toEqual(['email', 'telegram']);
      expect(digests[0]!.subject).toMatch(/^Your AdPortal day: \d{4}-\d{2}-\d{2}$/);
      expect(digests[0]!.body).toBe(
        [
          'Spend: 0.00 USDT',
          'Clicks: 0 (0 void, 0%)',
          'Impressions: 0',
          'Balance: 75.00 USDT',
          'No recent spend: the balance is not being used up',
        ].join('\n'),
      );
    });
  },
  { telegram: true },
);
