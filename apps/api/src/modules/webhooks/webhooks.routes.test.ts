import { WEBHOOK_RETRY_DELAYS_SECONDS } from '@adportal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, expect, it } from 'vitest';
import { newAdvertiser } from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import { joinTeamWithRole } from '../../../test/team-fixtures.ts';
import { startWebhookReceiver } from '../../../test/webhook-receiver.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

const receiver = await startWebhookReceiver();
const elsewhere = await startWebhookReceiver();
afterAll(async () => {
  await receiver.close();
  await elsewhere.close();
});

/** The apps' clock: real time moved forward by `offsetMs` (retries and the 5-day rule without waiting). */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const HOUR = 3_600_000;

const endpointBody = (url = receiver.url, events: string[] = ['ad.status_changed', 'deposit.credited']) => ({
  url,
  description: 'Order system',
  events,
});

async function createEndpoint(
  client: TestClient,
  token: string,
  body: Record<string, unknown> = endpointBody(),
) {
  const response = await client.post('/api/webhooks', body, { token });
  if (response.statusCode !== 201) throw new Error(`create endpoint: ${response.body}`);
  return response.json<{ endpoint: { id: string; secret_hint: string }; secret: string }>();
}

/**
 * A script's key for a new team (its administrator's, every area a key reaches): unlike a session's access token
 * it does not expire when the test moves the clock by days.
 */
async function scriptKey(client: TestClient): Promise<string> {
  const { token } = await newAdvertiser(client);
  const key = await client.post(
    '/api/api-keys',
    {
      name: 'Hooks',
      scope: 'read_write',
      areas: ['Webhook', 'Advertisement', 'Deposit', 'ActionLog'],
      expires_on: null,
    },
    { token },
  );
  return key.json().secret;
}

/** Runs the sender over what is due now (the job queue's work, run directly). */
const deliverDue = (client: TestClient) => client.app.services.webhookSender.deliverDue();

describeOnEachDatabase(
  'webhooks over HTTP',
  (client) => {
    afterEach(async () => {
      // What a test left open is not the next one's business (the sender sends whatever is due, any team's).
      await client()
        .database.db.update(webhookDeliveries)
        .set({ status: 'failed' })
        .where(inArray(webhookDeliveries.status, ['pending', 'retrying']));
      offsetMs = 0;
      receiver.received.length = 0;
      elsewhere.received.length = 0;
      receiver.answerWith(() => ({ status: 200, body: 'ok' }));
    });

    it('creates an endpoint with its secret once, lists, reads, replaces and deletes it, each in the action log', async () => {
      const { token } = await newAdvertiser(client());
      const created = await client().post('/api/webhooks', endpointBody(), { token });
      expect(created.statusCode).toBe(201);
      const { endpoint, secret } = created.json();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(endpoint).toMatchObject({
        url: receiver.url,
        description: 'Order system',
        events: ['ad.status_changed', 'deposit.credited'],
        enabled: true,
        disabled_reason: null,
        failing_since: null,
        secret_hint: `whsec_…${secret.slice(-4)}`,
        last_delivery: null,
      });
      const listed = await client().get('/api/webhooks', { token });
      expect(listed.json()).toEqual({ items: [endpoint], limit: 10 });
      expect(listed.body).not.toContain(secret.slice(6, 20));
      expect((await client().get(`/api/webhooks/${endpoint.id}`, { token })).json()).toEqual(endpoint);

      const replaced = await client().request('PUT', `/api/webhooks/${endpoint.id}`, {
        token,
        body: { url: `${receiver.url}?v=2`, events: ['ad.stopped'], enabled: false },
      });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json()).toMatchObject({ description: null, events: ['ad.stopped'], enabled: false });

      const removed = await client().request('DELETE', `/api/webhooks/${endpoint.id}`, { token });
      expect(removed.statusCode).toBe(204);
      expect((await client().get(`/api/webhooks/${endpoint.id}`, { token })).statusCode).toBe(404);
      const log = await client().get('/api/action-logs?subject=WebhookEndpoint', { token });
      const actions = log.json().items.map((entry: { action: string }) => entry.action);
      expect(actions).toEqual(['deleted', 'updated', 'created']);
      expect(log.body).not.toContain(secret);
    });

    it('refuses a bad body field by field, translated, and a team past 10 endpoints with 409', async () => {
      const { token } = await newAdvertiser(client());
      const refused = await client().post(
        '/api/webhooks',
        {
          url: 'ftp://example.com/x',
          description: 'x'.repeat(101),
          events: ['deposit.credited', 'deposit.credited'],
        },
        { token, headers: { 'accept-language': 'zh' } },
      );
      expect(refused.statusCode).toBe(422);
      const paths = refused.json().fields.map((field: { path: string }) => field.path);
      expect(paths).toEqual(expect.arrayContaining(['url', 'description', 'events']));
      for (const field of refused.json().fields) expect(field.message).toMatch(/[\u4e00-\u9fff]/);
      for (const body of [
        { url: 'https://example.com', events: [] },
        { url: 'https://example.com', events: ['webhook.test'] },
        { url: `https://example.com/${'a'.repeat(2048)}`, events: ['ad.stopped'] },
        { url: 'https://example.com', events: ['ad.stopped'], secret: 'mine' },
      ]) {
        expect((await client().post('/api/webhooks', body, { token })).statusCode).toBe(422);
      }
      for (let n = 0; n < 10; n += 1) await createEndpoint(client(), token);
      const eleventh = await client().post('/api/webhooks', endpointBody(), { token });
      expect(eleventh.statusCode).toBe(409);
      expect(eleventh.json().message).toBe(
        'Your team already has 10 webhook endpoints. Delete one you no longer use first.',
      );
    });

    it("answers 404 for another team's endpoint and deliveries, on every route", async () => {
      const owner = await newAdvertiser(client());
      const stranger = await newAdvertiser(client());
      const { endpoint } = await createEndpoint(client(), owner.token);
      const test = await client().post(`/api/webhooks/${endpoint.id}/test`, {}, { token: owner.token });
      const delivery = test.json();
      const base = `/api/webhooks/${endpoint.id}`;
      const token = stranger.token;
      expect((await client().get(base, { token })).statusCode).toBe(404);
      expect((await client().request('PUT', base, { token, body: endpointBody() })).statusCode).toBe(404);
      expect((await client().request('DELETE', base, { token })).statusCode).toBe(404);
      expect((await client().post(`${base}/rotate-secret`, {}, { token })).statusCode).toBe(404);
      expect((await client().post(`${base}/test`, {}, { token })).statusCode).toBe(404);
      expect((await client().get(`${base}/deliveries`, { token })).statusCode).toBe(404);
      expect((await client().get(`${base}/deliveries/${delivery.id}`, { token })).statusCode).toBe(404);
      expect(
        (await client().post(`${base}/deliveries/${delivery.id}/redeliver`, {}, { token })).statusCode,
      ).toBe(404);
      expect((await client().get('/api/webhooks', { token })).json().items).toEqual([]);
    });

    it('subscribes only to events of areas the caller can read: a narrow role, and an API key', async () => {
      const team = await newAdvertiser(client());
      const member = await client().register();
      await joinTeamWithRole(
        client(),
        { userId: member.user_id, advertiserId: team.advertiserId },
        {
          name: 'Webhooks for ads',
          permissions: {
            Webhook: { read: true, create: true, update: true, delete: true },
            Advertisement: { read: true },
          },
        },
      );
      const memberToken = (await client().login(member.email, member.password)).access_token;
      const refused = await client().post('/api/webhooks', endpointBody(), { token: memberToken });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fields).toEqual([
        expect.objectContaining({ path: 'events', key: 'webhooks.validation.eventNotAllowed' }),
      ]);
      await createEndpoint(
        client(),
        memberToken,
        endpointBody(receiver.url, ['ad.stopped', 'ad.status_changed']),
      );

      const key = await client().post(
        '/api/api-keys',
        { name: 'Hooks', scope: 'read_write', areas: ['Webhook', 'Advertisement'], expires_on: null },
        { token: team.token },
      );
      const secret = key.json().secret;
      const byKey = await client().post('/api/webhooks', endpointBody(), { token: secret });
      expect(byKey.statusCode).toBe(422);
      const allowed = await client().post('/api/webhooks', endpointBody(receiver.url, ['ad.stopped']), {
        token: secret,
      });
      expect(allowed.statusCode).toBe(201);
      expect((await client().get('/api/webhooks', { token: secret })).json().items).toHaveLength(2);
      const readOnly = await client().post(
        '/api/api-keys',
        { name: 'Reader', scope: 'read_only', areas: ['Webhook', 'Advertisement'], expires_on: null },
        { token: team.token },
      );
      const readOnlyCreate = await client().post(
        '/api/webhooks',
        endpointBody(receiver.url, ['ad.stopped']),
        {
          token: readOnly.json().secret,
        },
      );
      expect(readOnlyCreate.statusCode).toBe(403);
    });

    it('sends a test event a real receiver verifies with standardwebhooks, and logs the delivery', async () => {
      const { token } = await newAdvertiser(client());
      const { endpoint, secret } = await createEndpoint(client(), token);
      receiver.answerWith(() => ({ status: 200, body: `{"received":true,"note":"${'é'.repeat(600)}"}` }));
      const queued = await client().post(`/api/webhooks/${endpoint.id}/test`, {}, { token });
      expect(queued.statusCode).toBe(202);
      expect(queued.json()).toMatchObject({ event: 'webhook.test', status: 'pending', attempts: 0 });
      expect(await deliverDue(client())).toEqual(['succeeded']);
      expect(receiver.received).toHaveLength(1);
      const [got] = receiver.received;
      const verified = new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>);
      expect(verified).toEqual({
        type: 'webhook.test',
        timestamp: expect.any(String),
        data: { endpoint_id: endpoint.id },
      });
      expect(got!.headers['content-type']).toBe('application/json');
      expect(got!.headers['webhook-id']).toBe(queued.json().message_id);
      expect(() =>
        new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(
          got!.body,
          got!.headers as Record<string, string>,
        ),
      ).toThrow();

      const page = await client().get(`/api/webhooks/${endpoint.id}/deliveries`, { token });
      expect(page.json()).toMatchObject({ total: 1, page: 1, page_size: 25 });
      const [delivery] = page.json().data;
      expect(delivery).toMatchObject({
        id: queued.json().id,
        status: 'succeeded',
        attempts: 1,
        response_status: 200,
        error: null,
        next_attempt_at: null,
      });
      expect(delivery.response_excerpt).toHaveLength(500);
      expect(delivery.response_ms).toBeGreaterThanOrEqual(0);
      const detail = await client().get(`/api/webhooks/${endpoint.id}/deliveries/${delivery.id}`, { token });
      expect(detail.json().payload).toEqual(JSON.parse(got!.body));
      const filtered = await client().get(`/api/webhooks/${endpoint.id}/deliveries?status=failed`, { token });
      expect(filtered.json()).toMatchObject({ total: 0, data: [] });
      expect(
        (await client().get(`/api/webhooks/${endpoint.id}/deliveries?status=lost&page_size=7`, { token }))
          .statusCode,
      ).toBe(422);
      const listed = await client().get('/api/webhooks', { token });
      expect(listed.json().items[0].last_delivery).toEqual({
        status: 'succeeded',
        at: delivery.last_attempt_at,
        response_status: 200,
      });
    });

    it('retries with backoff (Retry-After honoured), fails after the schedule, and redelivers with the same webhook-id', async () => {
      const token = await scriptKey(client());
      const { endpoint } = await createEndpoint(client(), token);
      receiver.answerWith(() => ({ status: 503, headers: { 'retry-after': '120' }, body: 'busy' }));
      const queued = (await client().post(`/api/webhooks/${endpoint.id}/test`, {}, { token })).json();
      const waits: number[] = [];
      for (let attempt = 1; attempt <= WEBHOOK_RETRY_DELAYS_SECONDS.length + 1; attempt += 1) {
        const before = now().getTime();
        const sent = await deliverDue(client());
        const detail = (
          await client().get(`/api/webhooks/${endpoint.id}/deliveries/${queued.id}`, { token })
        ).json();
        expect(detail.attempts).toBe(attempt);
        expect(detail).toMatchObject({
          response_status: 503,
          error: 'http_status',
          response_excerpt: 'busy',
        });
        if (attempt <= WEBHOOK_RETRY_DELAYS_SECONDS.length) {
          expect(sent).toEqual(['retrying']);
          const wait = Date.parse(detail.next_attempt_at) - Date.parse(detail.last_attempt_at);
          waits.push(wait / 1000);
          // Not due yet: nothing is sent.
          expect(await deliverDue(client())).toEqual([]);
          offsetMs += Date.parse(detail.next_attempt_at) - before + 1000;
        } else {
          expect(sent).toEqual(['failed']);
          expect(detail.next_attempt_at).toBeNull();
        }
      }
      expect(waits).toEqual([120, 300, 1800, 7200, 18_000, 36_000, 36_000]);
      const ids = new Set(receiver.received.map((got) => got.headers['webhook-id']));
      expect(ids).toEqual(new Set([queued.message_id]));

      receiver.answerWith(() => ({ status: 204 }));
      const again = await client().post(
        `/api/webhooks/${endpoint.id}/deliveries/${queued.id}/redeliver`,
        {},
        { token },
      );
      expect(again.statusCode).toBe(202);
      expect(again.json()).toMatchObject({ id: queued.id, message_id: queued.message_id, status: 'pending' });
      const twice = await client().post(
        `/api/webhooks/${endpoint.id}/deliveries/${queued.id}/redeliver`,
        {},
        { token },
      );
      expect(twice.statusCode).toBe(409);
      expect(await deliverDue(client())).toEqual(['succeeded']);
      expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(queued.message_id);
      const done = (
        await client().get(`/api/webhooks/${endpoint.id}/deliveries/${queued.id}`, { token })
      ).json();
      expect(done).toMatchObject({ status: 'succeeded', attempts: 9, response_status: 204, error: null });
    });

    it('switches off an endpoint whose deliveries failed for 5 days, tells the team, and switching it on resets it', async () => {
      const token = await scriptKey(client());
      const { endpoint } = await createEndpoint(client(), token);
      receiver.answerWith(() => ({ status: 500 }));
      await client().post(`/api/webhooks/${endpoint.id}/test`, {}, { token });
      expect(await deliverDue(client())).toEqual(['retrying']);
      const failing = (await client().get(`/api/webhooks/${endpoint.id}`, { token })).json();
      expect(failing).toMatchObject({ enabled: true, disabled_reason: null });
      expect(failing.failing_since).not.toBeNull();

      offsetMs = 5 * 24 * HOUR;
      await client().post(`/api/webhooks/${endpoint.id}/test`, {}, { token });
      const results = await deliverDue(client());
      expect(results).toContain('retrying');
      const off = (await client().get(`/api/webhooks/${endpoint.id}`, { token })).json();
      expect(off).toMatchObject({ enabled: false, disabled_reason: 'failing' });
      // Its open deliveries are closed: nothing more is sent.
      const open = await client().get(`/api/webhooks/${endpoint.id}/deliveries?status=retrying`, { token });
      expect(open.json().total).toBe(0);
      offsetMs += 48 * HOUR;
      expect(await deliverDue(client())).toEqual([]);
      const bell = await client().get('/api/notifications', { token });
      const notice = bell.json().data.find((row: { kind: string }) => row.kind === 'webhook');
      expect(notice).toMatchObject({
        message_key: 'notifications.messages.webhookDisabled',
        params: { url: receiver.url, days: '5' },
      });

      // A test to the switched-off endpoint is one attempt, without retries.
      await client().post(`/api/webhooks/${endpoint.id}/test`, {}, { token });
      expect(await deliverDue(client())).toEqual(['failed']);

      const on = await client().request('PUT', `/api/webhooks/${endpoint.id}`, {
        token,
        body: { url: receiver.url, events: ['ad.status_changed'], enabled: true },
      });
      expect(on.json()).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
    });

    it('signs with the new and the previous secret for 24 hours after a rotation', async () => {
      const token = await scriptKey(client());
      const { endpoint, secret: first } = await createEndpoint(client(), token);
      const rotated = await client().post(`/api/webhooks/${endpoint.id}/rotate-secret`, {}, { token });
      expect(rotated.statusCode).toBe(200);
      const second = rotated.json().secret;
      expect(second).not.toBe(first);
      expect(rotated.json().endpoint.secret_hint).toBe(`whsec_…${second.slice(-4)}`);
      await client().post(`/api/webhooks/${endpoint.id}/test`, {}, { token });
      await deliverDue(client());
      const got = receiver.received.at(-1)!;
      const signatures = String(got.headers['webhook-signature']).split(' ');
      expect(signatures).toHaveLength(2);
      for (const signature of signatures) expect(signature).toMatch(/^v1,/);
      for (const secret of [first, second]) {
        expect(new Webhook(secret).verify(got.body, got.headers as Record<string, string>)).toMatchObject({
          type: 'webhook.test',
        });
      }
      const log = await client().get('/api/action-logs?subject=WebhookEndpoint', { token });
      expect(log.json().items.map((entry: { action: string }) => entry.action)).toEqual([
        'updated',
        'created',
      ]);
      expect(log.body).not.toContain(second);

      offsetMs = 25 * HOUR;
      await client().post(`/api/webhooks/${endpoint.id}/test`, {}, { token });
      await deliverDue(client());
      expect(String(receiver.received.at(-1)!.headers['webhook-signature']).split(' ')).toHaveLength(1);
    });

    it('never follows a redirect: the target is not contacted and the attempt fails as a redirect', async () => {
      const { token } = await newAdvertiser(client());
      const { endpoint } = await createEndpoint(client(), token);
      receiver.answerWith(() => ({ status: 307, headers: { location: elsewhere.url } }));
      await client().post(`/api/webhooks/${endpoint.id}/test`, {}, { token });
      expect(await deliverDue(client())).toEqual(['retrying']);
      expect(elsewhere.received).toHaveLength(0);
      const [delivery] = (await client().get(`/api/webhooks/${endpoint.id}/deliveries`, { token })).json()
        .data;
      expect(delivery).toMatchObject({ error: 'redirect', response_status: 307 });
    });

    it('records a connection failure when nothing listens', async () => {
      const { token } = await newAdvertiser(client());
      const closed = await startWebhookReceiver();
      await closed.close();
      const { endpoint } = await createEndpoint(client(), token, endpointBody(closed.url));
      await client().post(`/api/webhooks/${endpoint.id}/test`, {}, { token });
      expect(await deliverDue(client())).toEqual(['retrying']);
      const [delivery] = (await client().get(`/api/webhooks/${endpoint.id}/deliveries`, { token })).json()
        .data;
      expect(delivery).toMatchObject({ error: 'connection', response_status: null });
    });

    it('counts deliveries by event and result in the metrics', async () => {
      const { token } = await newAdvertiser(client());
      const { endpoint } = await createEndpoint(client(), token);
      await client().post(`/api/webhooks/${endpoint.id}/test`, {}, { token });
      await deliverDue(client());
      const metrics = await client().app.metrics.registry.getSingleMetricAsString(
        'adportal_webhook_deliveries_total',
      );
      expect(metrics).toMatch(
        /adportal_webhook_deliveries_total\{event="webhook.test",result="succeeded"\} [1-9]/,
      );
      // The endpoint row keeps its secret sealed, never in the clear.
      const [row] = await client()
        .database.db.select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpoint.id));
      expect(row!.secretSealed).toMatch(/^v1\./);
    });
  },
  { now },
);
