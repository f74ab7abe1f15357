import { WEBHOOK_EVENT_DATA, WEBHOOK_EVENTS } from '@adportal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, expect, it } from 'vitest';
import {
  createAd,
  createCatalogue,
  moderate,
  newAdvertiser,
  newOperator,
} from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import { startPaymentFakes } from '../../../test/payment-fakes.ts';
import { startWebhookReceiver } from '../../../test/webhook-receiver.ts';
import { advertisements, webhookDeliveries } from '../../db/schema/index.ts';

const fakes = await startPaymentFakes();
const receiver = await startWebhookReceiver();
afterAll(async () => {
  await fakes.close();
  await receiver.close();
});

let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

/** A team with an endpoint subscribed to every event; its key outlives a moved clock. */
async function subscribedTeam(client: TestClient) {
  const team = await newAdvertiser(client);
  const created = await client.post(
    '/api/webhooks',
    { url: receiver.url, events: [...WEBHOOK_EVENTS] },
    { token: team.token },
  );
  if (created.statusCode !== 201) throw new Error(created.body);
  return { ...team, endpointId: created.json().endpoint.id as string };
}

/** The payloads queued for an endpoint, oldest first, each checked against its event's contract. */
async function payloadsOf(client: TestClient, endpointId: string) {
  const rows = await client.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.createdAt);
  return rows.map((row) => {
    const { type, data } = row.payload;
    WEBHOOK_EVENT_DATA[type as keyof typeof WEBHOOK_EVENT_DATA].parse(data);
    return { type, data };
  });
}

describeOnEachDatabase(
  'webhook events from the services where the change happens',
  (client) => {
    afterEach(async () => {
      offsetMs = 0;
      await client()
        .database.db.update(webhookDeliveries)
        .set({ status: 'failed' })
        .where(inArray(webhookDeliveries.status, ['pending', 'retrying']));
    });

    it('deposit.credited and deposit.failed from operators confirming and rejecting manual deposits', async () => {
      const team = await subscribedTeam(client());
      const operator = await newOperator(client());
      const deposit = async () =>
        (
          await client().post('/api/deposits', { amount: '12.5', method: 'manual' }, { token: team.token })
        ).json();
      const paid = await deposit();
      const refused = await deposit();
      const confirmed = await client().post(
        `/api/ops/deposits/${paid.id}/confirm`,
        { remark: 'Seen on the chain' },
        { token: operator },
      );
      expect(confirmed.statusCode).toBe(200);
      await client().post(
        `/api/ops/deposits/${refused.id}/reject`,
        { remark: 'No transfer found' },
        { token: operator },
      );
      expect(await payloadsOf(client(), team.endpointId)).toEqual([
        {
          type: 'deposit.credited',
          data: {
            deposit_id: paid.id,
            reference: paid.reference,
            method: 'manual',
            amount: '12.50',
            credited: '12.50',
          },
        },
        {
          type: 'deposit.failed',
          data: {
            deposit_id: refused.id,
            reference: refused.reference,
            method: 'manual',
            amount: '12.50',
            status: 'rejected',
            reason: 'No transfer found',
          },
        },
      ]);
      // Sent after the commit, signed, to the real receiver.
      await client().app.services.webhookSender.deliverDue();
      expect(receiver.received.map((got) => JSON.parse(got.body).type)).toEqual(
        expect.arrayContaining(['deposit.credited', 'deposit.failed']),
      );
    });

    it('ad.status_changed from the review (rejected with its reason) and from the advertiser deleting the ad', async () => {
      const team = await subscribedTeam(client());
      const operator = await newOperator(client());
      const catalogue = await createCatalogue(client(), operator);
      const ad = await createAd(client(), team.token, catalogue);
      expect((await moderate(client(), operator, ad.id, 'reject', 'Blurry image')).statusCode).toBe(200);
      await client().request('DELETE', `/api/advertisements/${ad.id}`, { token: team.token });
      const events = await payloadsOf(client(), team.endpointId);
      expect(events).toEqual([
        {
          type: 'ad.status_changed',
          data: {
            ad_id: ad.id,
            name: 'Spring sale',
            from: 'pending',
            to: 'rejected',
            reason: 'Blurry image',
          },
        },
        {
          type: 'ad.status_changed',
          data: { ad_id: ad.id, name: 'Spring sale', from: 'rejected', to: 'deleted', reason: null },
        },
      ]);
    });

    it('ad.stopped once a day with the budget or balance alert of the ad server', async () => {
      const team = await subscribedTeam(client());
      const operator = await newOperator(client());
      const catalogue = await createCatalogue(client(), operator);
      const ad = await createAd(client(), team.token, catalogue);
      const stopped = [{ adId: ad.id, advertiserId: team.advertiserId, reason: 'budget' as const }];
      await client().app.services.deliveryAlerts.adsStopped(stopped);
      await client().app.services.deliveryAlerts.adsStopped(stopped);
      const events = await payloadsOf(client(), team.endpointId);
      expect(events).toEqual([
        { type: 'ad.stopped', data: { ad_id: ad.id, name: expect.any(String), reason: 'budget' } },
      ]);
    });

    it('ad.stopped for the schedule once the run of an approved, online ad ended, once however often the job runs', async () => {
      const team = await subscribedTeam(client());
      const operator = await newOperator(client());
      const catalogue = await createCatalogue(client(), operator);
      const ad = await createAd(client(), team.token, catalogue);
      await moderate(client(), operator, ad.id, 'approve');
      const { adRunEnds, ledger } = client().app.services;
      const today = ledger.today();
      await client()
        .database.db.update(advertisements)
        .set({
          display: 'online',
          budgetMicros: 9_000_000n,
          budgetPeriod: 'lifetime',
          budgetStart: today,
          budgetEnd: today,
        })
        .where(eq(advertisements.id, ad.id));
      await adRunEnds.announce();
      expect((await payloadsOf(client(), team.endpointId)).map((event) => event.type)).toEqual([
        'ad.status_changed',
      ]);
      offsetMs = 86_400_000;
      await adRunEnds.announce();
      await adRunEnds.announce();
      const events = await payloadsOf(client(), team.endpointId);
      expect(events.slice(1)).toEqual([
        { type: 'ad.stopped', data: { ad_id: ad.id, name: 'Spring sale', reason: 'schedule' } },
      ]);
    });

    it('balance.low with the low-balance alert, spend.settled with the settlement of the day', async () => {
      const team = await subscribedTeam(client());
      const settings = (await client().get('/api/notification-settings', { token: team.token })).json();
      const saved = await client().request('PUT', '/api/notification-settings', {
        token: team.token,
        body: { categories: settings.categories, low_balance_threshold: '5', digest: settings.digest },
      });
      expect(saved.statusCode).toBe(200);
      const { ledger, notificationAlerts, settlement } = client().app.services;
      await client().database.db.transaction((tx) =>
        ledger.post(tx, {
          advertiserId: team.advertiserId,
          type: 'deposit',
          amountMicros: 3_000_000n,
          reference: `wh-${team.advertiserId}`,
          note: 'DP',
        }),
      );
      await client().database.db.transaction((tx) =>
        ledger.recordSpend(tx, {
          advertiserId: team.advertiserId,
          amountMicros: 1_250_000n,
          reference: `wh-spend-${team.advertiserId}`,
        }),
      );
      await notificationAlerts.run();
      const spendDay = ledger.today();
      offsetMs = 86_400_000;
      await settlement.run();
      const events = await payloadsOf(client(), team.endpointId);
      expect(events).toEqual([
        { type: 'balance.low', data: { balance: '1.75', threshold: '5.00' } },
        { type: 'spend.settled', data: { date: spendDay, amount: '1.25' } },
      ]);
    });

    it("message.answered from support's answer", async () => {
      const team = await subscribedTeam(client());
      const operator = await newOperator(client());
      const asked = await client().post(
        '/api/messages',
        { subject: 'Invoice for May', category: 'billing', message: '<p>Where is it?</p>' },
        { token: team.token },
      );
      expect(asked.statusCode).toBe(201);
      const answered = await client().post(
        `/api/ops/messages/${asked.json().id}/replies`,
        { message: '<p>Attached.</p>' },
        { token: operator },
      );
      expect(answered.statusCode).toBe(201);
      const [event] = await payloadsOf(client(), team.endpointId);
      expect(event).toEqual({
        type: 'message.answered',
        data: {
          conversation_id: asked.json().id,
          message_id: expect.any(String),
          subject: 'Invoice for May',
        },
      });
    });

    it('nothing for a team without a subscribed, enabled endpoint', async () => {
      const team = await newAdvertiser(client());
      const created = await client().post(
        '/api/webhooks',
        { url: receiver.url, events: ['ad.stopped'], enabled: false },
        { token: team.token },
      );
      const endpointId = created.json().endpoint.id;
      const operator = await newOperator(client());
      const paid = (
        await client().post('/api/deposits', { amount: '3', method: 'manual' }, { token: team.token })
      ).json();
      await client().post(`/api/ops/deposits/${paid.id}/confirm`, { remark: 'ok' }, { token: operator });
      expect(await payloadsOf(client(), endpointId)).toEqual([]);
    });
  },
  { env: fakes.env, now },
);
