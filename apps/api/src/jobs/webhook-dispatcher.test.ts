import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, expect, it } from 'vitest';
import { newAdvertiser } from '../../test/ad-fixtures.ts';
import { describeOnEachDatabase } from '../../test/helper.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { startJobs } from './job-runner.ts';
import { startWebhookDispatcher } from './webhook-dispatcher.ts';

const log = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const receiver = await startWebhookReceiver();
afterAll(() => receiver.close());

describeOnEachDatabase('webhook deliveries through pg-boss', (client) => {
  it('a committed delivery wakes the pump, becomes a job and reaches the receiver, signed', async () => {
    const c = client();
    receiver.received.length = 0;
    const { token } = await newAdvertiser(c);
    const created = await c.post('/api/webhooks', { url: receiver.url, events: ['ad.stopped'] }, { token });
    const { endpoint, secret } = created.json();
    const jobs = await startJobs({ database: c.database, timeZone: 'Asia/Bangkok', log, jobs: [] });
    const dispatcher = await startWebhookDispatcher({
      boss: jobs.boss,
      database: c.database,
      sender: c.app.services.webhookSender,
      log,
    });
    try {
      const test = (await c.post(`/api/webhooks/${endpoint.id}/test`, {}, { token })).json();
      await expect.poll(() => receiver.received.length, { timeout: 30_000, interval: 200 }).toBe(1);
      const [got] = receiver.received;
      expect(got!.headers['webhook-id']).toBe(test.message_id);
      expect(new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>)).toMatchObject({
        type: 'webhook.test',
      });
      await expect
        .poll(
          async () =>
            (await c.get(`/api/webhooks/${endpoint.id}/deliveries/${test.id}`, { token })).json().status,
          { timeout: 30_000, interval: 200 },
        )
        .toBe('succeeded');
    } finally {
      await dispatcher.stop();
      await jobs.stop();
    }
  });

  it('sends a delivery once when two runs take it at the same time (claim-once)', async () => {
    const c = client();
    receiver.received.length = 0;
    const { token } = await newAdvertiser(c);
    const created = await c.post('/api/webhooks', { url: receiver.url, events: ['ad.stopped'] }, { token });
    const test = (await c.post(`/api/webhooks/${created.json().endpoint.id}/test`, {}, { token })).json();
    const sender = c.app.services.webhookSender;
    const results = await Promise.all([sender.send(test.id), sender.send(test.id)]);
    expect(results.sort()).toEqual(['skipped', 'succeeded']);
    expect(receiver.received).toHaveLength(1);
  });
});
