import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { newAdvertiser, newOperator } from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import { joinTeamWithRole } from '../../../test/team-fixtures.ts';
import { connectTelegram } from '../../../test/telegram-fixtures.ts';
import { actionLogs, mailOutbox } from '../../db/schema/index.ts';
import { NEWS_CHUNK_SIZE } from './news.service.ts';

interface Broadcast {
  id: string;
  title: string;
  audience: string;
  advertisers: number;
  created_by: string | null;
  dispatches: { queued: number; sent: number; failed: number };
}

interface Dispatch {
  id: string;
  channel: 'telegram' | 'email';
  status: string;
  user_email: string;
  company_name: string | null;
  subject: string;
  broadcast_id: string | null;
  attempts: number;
  last_error: string | null;
}

interface Bell {
  data: { kind: string; message_key: string; params: Record<string, string>; link: string | null }[];
}

const NEWS = { title: 'Maintenance on Sunday', body: 'The portal rests from 02:00 to 03:00 UTC.' };

async function send(c: TestClient, operator: string, body: Record<string, unknown>) {
  return c.post('/api/ops/news', body, { token: operator });
}

async function broadcast(c: TestClient, operator: string, body: Record<string, unknown>) {
  const response = await send(c, operator, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Broadcast>();
}

async function dispatchesOf(c: TestClient, operator: string, query: string) {
  const response = await c.get(`/api/ops/notification-dispatches?${query}`, { token: operator });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Dispatch[]; total: number }>();
}

async function newsInBell(c: TestClient, token: string, title: string) {
  const bell = (await c.get('/api/notifications', { token })).json<Bell>();
  return bell.data.filter((row) => row.kind === 'news' && row.params.title === title);
}

/** The user's news switches: in the bell always, Telegram and email as given. */
async function setNewsChannels(
  c: TestClient,
  token: string,
  channels: { telegram: boolean; email: boolean },
) {
  const settings = (await c.get('/api/notification-settings', { token })).json<{
    categories: { category: string; in_app: boolean; telegram: boolean; email: boolean }[];
    low_balance_threshold: string | null;
    digest: Record<string, unknown>;
  }>();
  const categories = settings.categories.map((row) =>
    row.category === 'news' ? { ...row, ...channels } : row,
  );
  const saved = await c.request('PUT', '/api/notification-settings', {
    token,
    body: { categories, low_balance_threshold: settings.low_balance_threshold, digest: settings.digest },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describeOnEachDatabase(
  "operators' news broadcasts and the dispatch log",
  (client) => {
    it("reaches every advertiser's bell, and Telegram and email as each member's news setting says", async () => {
      const c = client();
      const operator = await newOperator(c);
      const first = await newAdvertiser(c);
      const second = await newAdvertiser(c);
      // A second member of the first team: news on Telegram off, by email on.
      const member = await c.register({ ip: '10.77.0.2' });
      await joinTeamWithRole(
        c,
        { userId: member.user_id, advertiserId: first.advertiserId },
        {
          name: 'Telegram and settings',
          permissions: { Telegram: { read: true, update: true }, Setting: { read: true, update: true } },
        },
      );
      const memberToken = (await c.login(member.email, member.password)).access_token;
      await connectTelegram(c, first.token, 2101);
      await connectTelegram(c, memberToken, 2102);
      await setNewsChannels(c, memberToken, { telegram: false, email: true });
      await connectTelegram(c, second.token, 2103);

      const sent = await broadcast(c, operator, { ...NEWS, link: '/tutorials', audience: 'all' });
      expect(sent).toMatchObject({
        title: NEWS.title,
        audience: 'all',
        created_by: 'Ad Review Desk',
        dispatches: { sent: 0, failed: 0 },
      });
      const audience = (await c.get('/api/ops/news/audience', { token: operator })).json<{
        advertisers: number;
      }>();
      expect(sent.advertisers).toBe(audience.advertisers);
      expect(sent.advertisers).toBeGreaterThanOrEqual(2);

      for (const token of [first.token, memberToken, second.token])
        expect(await newsInBell(c, token, NEWS.title)).toEqual([
          expect.objectContaining({ message_key: 'notifications.messages.news', link: '/tutorials' }),
        ]);

      const log = await dispatchesOf(c, operator, `broadcast_id=${sent.id}&page_size=100`);
      const to = (email: string) =>
        log.data
          .filter((row) => row.user_email === email)
          .map((row) => row.channel)
          .sort();
      expect(to(first.email)).toEqual(['telegram']);
      expect(to(member.email)).toEqual(['email']);
      expect(to(second.email)).toEqual(['telegram']);
      expect(log.data.every((row) => row.status === 'queued' && row.broadcast_id === sent.id)).toBe(true);
      expect(log.data[0]).toMatchObject({ subject: NEWS.title, company_name: 'Acme Ads' });

      await c.app.services.dispatchWorker.dispatchQueued();
      const texts = (chatId: string) =>
        c.telegramBot!.sent.filter((message) => message.chatId === chatId).map((message) => message.text);
      const text = `${NEWS.title}\n\n${NEWS.body}\n\nOpen: http://localhost:3000/tutorials`;
      expect(texts('2101')).toContain(text);
      expect(texts('2103')).toContain(text);
      expect(texts('2102')).not.toContain(text);
      const mail = await c.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
      expect(mail).toEqual([expect.objectContaining({ kind: 'notification', subject: NEWS.title })]);
      expect(mail[0]!.text).toContain(NEWS.body);

      const list = (await c.get('/api/ops/news', { token: operator })).json<{ data: Broadcast[] }>();
      expect(list.data.find((row) => row.id === sent.id)?.dispatches).toEqual({
        queued: 0,
        sent: log.total,
        failed: 0,
      });
      const [logged] = await c.database.db.select().from(actionLogs).where(eq(actionLogs.subjectId, sent.id));
      expect(logged).toMatchObject({ action: 'created', subject: 'NewsBroadcast', advertiserId: null });
    });

    it('reaches only the chosen advertisers, each once', async () => {
      const c = client();
      const operator = await newOperator(c);
      const chosen = await newAdvertiser(c);
      const other = await newAdvertiser(c);
      const title = 'Only for you';
      const sent = await broadcast(c, operator, {
        title,
        body: 'A word for a few.',
        audience: 'advertisers',
        advertiser_ids: [chosen.advertiserId, chosen.advertiserId],
      });
      expect(sent).toMatchObject({ audience: 'advertisers', advertisers: 1 });
      expect(await newsInBell(c, chosen.token, title)).toHaveLength(1);
      expect(await newsInBell(c, other.token, title)).toEqual([]);
    });

    it('notifies a hundred advertisers per transaction, not all in one nor each in its own', async () => {
      const c = client();
      const operator = await newOperator(c);
      const db = c.database.db;
      for (let index = 0; index < 230; index += 1)
        await c.app.services.advertisers.create(db, {
          companyName: `Chunk ${index}`,
          companyEmail: `chunk-${index}@example.com`,
          createdAt: new Date(),
        });
      const { advertisers } = (await c.get('/api/ops/news/audience', { token: operator })).json<{
        advertisers: number;
      }>();
      const transactions = vi.spyOn(db, 'transaction');
      try {
        const sent = await broadcast(c, operator, { title: 'Chunked', body: 'To many.', audience: 'all' });
        expect(sent.advertisers).toBe(advertisers);
        // The broadcast and its action log, then one per chunk.
        expect(transactions).toHaveBeenCalledTimes(1 + Math.ceil(advertisers / NEWS_CHUNK_SIZE));
      } finally {
        transactions.mockRestore();
      }
    });

    it('shows a blocked chat as failed with its reason, and a retry queues it to fail or send again', async () => {
      const c = client();
      const operator = await newOperator(c);
      const { token, advertiserId, email } = await newAdvertiser(c);
      await connectTelegram(c, token, 2201);
      c.telegramBot!.block(2201);
      const sent = await broadcast(c, operator, {
        title: 'Blocked',
        body: 'Never arrives.',
        audience: 'advertisers',
        advertiser_ids: [advertiserId],
      });
      await c.app.services.dispatchWorker.dispatchQueued();

      const failed = await dispatchesOf(c, operator, `status=failed&channel=telegram&q=${email}`);
      expect(failed.total).toBe(1);
      const [row] = failed.data;
      expect(row).toMatchObject({ status: 'failed', attempts: 1, broadcast_id: sent.id });
      expect(row!.last_error).toBe('403 Forbidden: bot was blocked by the user — disconnected');
      const counted = (await c.get('/api/ops/news', { token: operator }))
        .json<{ data: Broadcast[] }>()
        .data.find((item) => item.id === sent.id);
      expect(counted?.dispatches).toEqual({ queued: 0, sent: 0, failed: 1 });

      const retry = () =>
        c.post(`/api/ops/notification-dispatches/${row!.id}/retry`, {}, { token: operator });
      expect((await retry()).statusCode).toBe(204);
      const queued = await dispatchesOf(c, operator, `q=${email}&broadcast_id=${sent.id}`);
      expect(queued.data[0]).toMatchObject({ status: 'queued', attempts: 0 });
      // Queued is not failed: a second retry is refused.
      const again = await retry();
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('INVALID_TRANSITION');

      // The blocked chat was disconnected: the retry fails again, now for want of a chat.
      await c.app.services.dispatchWorker.dispatchQueued();
      const refailed = await dispatchesOf(c, operator, `q=${email}&broadcast_id=${sent.id}`);
      expect(refailed.data[0]).toMatchObject({
        status: 'failed',
        last_error: 'the user has no Telegram chat connected any more',
      });

      // Connected again (another chat): the next retry sends it there.
      await connectTelegram(c, token, 2202);
      expect((await retry()).statusCode).toBe(204);
      await c.app.services.dispatchWorker.dispatchQueued();
      const sentOnes = await dispatchesOf(c, operator, `status=sent&q=${email}&broadcast_id=${sent.id}`);
      expect(sentOnes.data).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
      expect(
        c.telegramBot!.sent.some(
          (message) => message.chatId === '2202' && message.text.startsWith('Blocked'),
        ),
      ).toBe(true);
      expect((await retry()).statusCode).toBe(409);
    });

    it('refuses bad input with field errors, and an unknown dispatch with 404', async () => {
      const c = client();
      const operator = await newOperator(c);
      const fieldsOf = async (body: Record<string, unknown>) => {
        const response = await send(c, operator, body);
        expect(response.statusCode, response.body).toBe(422);
        return response.json<{ fields: { path: string }[] }>().fields.map((field) => field.path);
      };
      const good = { ...NEWS, audience: 'all' };
      expect(await fieldsOf({ ...good, title: '  ' })).toContain('title');
      expect(await fieldsOf({ ...good, title: 'x'.repeat(121) })).toContain('title');
      expect(await fieldsOf({ ...good, body: 'x'.repeat(2001) })).toContain('body');
      expect(await fieldsOf({ ...good, audience: 'advertisers' })).toContain('advertiser_ids');
      expect(await fieldsOf({ ...good, audience: 'everyone' })).toContain('audience');
      expect(await fieldsOf({ ...good, link: 'javascript:alert(1)' })).toContain('link');
      expect(await fieldsOf({ ...good, link: 'http://plain.example.com' })).toContain('link');
      // D2-6: a path a browser reads as another host.
      expect(await fieldsOf({ ...good, link: '//evil.example.com/login' })).toContain('link');
      expect(await fieldsOf({ ...good, link: '/\\evil.example.com/login' })).toContain('link');
      expect(await fieldsOf({ ...good, link: '/\t/evil.example.com/login' })).toContain('link');
      expect(await fieldsOf({ ...good, audience: 'advertisers', advertiser_ids: ['not-a-uuid'] })).toContain(
        'advertiser_ids.0',
      );
      const unknown = await send(c, operator, {
        ...good,
        audience: 'advertisers',
        advertiser_ids: [randomUUID()],
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().fields).toEqual([
        expect.objectContaining({
          path: 'advertiser_ids',
          key: 'notifications.ops.news.errors.unknownAdvertisers|count=1',
          message: '1 of the chosen advertisers no longer exist — choose again',
        }),
      ]);

      for (const query of ['status=lost', 'channel=sms', 'broadcast_id=nope', 'page=0', 'page_size=500'])
        expect(
          (await c.get(`/api/ops/notification-dispatches?${query}`, { token: operator })).statusCode,
        ).toBe(422);
      const missing = await c.post(
        `/api/ops/notification-dispatches/${randomUUID()}/retry`,
        {},
        { token: operator },
      );
      expect(missing.statusCode).toBe(404);
    });

    it('is for operators only: advertisers get 403, no one signed in 401', async () => {
      const c = client();
      const { token, advertiserId } = await newAdvertiser(c);
      const body = { ...NEWS, audience: 'advertisers', advertiser_ids: [advertiserId] };
      const calls = [
        () => c.get('/api/ops/news', { token }),
        () => c.get('/api/ops/news/audience', { token }),
        () => c.post('/api/ops/news', body, { token }),
        () => c.get('/api/ops/notification-dispatches', { token }),
        () => c.post(`/api/ops/notification-dispatches/${randomUUID()}/retry`, {}, { token }),
      ];
      for (const call of calls) expect((await call()).statusCode).toBe(403);
      expect((await c.get('/api/ops/news')).statusCode).toBe(401);
      expect((await c.post('/api/ops/news', body)).statusCode).toBe(401);
      expect((await c.get('/api/ops/notification-dispatches')).statusCode).toBe(401);
      expect(await newsInBell(c, token, NEWS.title)).toEqual([]);
    });
  },
  { telegram: true },
);
