import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, expect, it } from 'vitest';
import { newAdvertiser } from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { startWebhookReceiver } from '../../../test/webhook-receiver.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

const receiver = await startWebhookReceiver();
afterAll(() => receiver.close());

describeOnEachDatabase(
  'webhooks with the SSRF guard on (WEBHOOK_ALLOW_PRIVATE_URLS=false)',
  (client) => {
    afterEach(async () => {
      await client()
        .database.db.update(webhookDeliveries)
        .set({ status: 'failed' })
        .where(inArray(webhookDeliveries.status, ['pending', 'retrying']));
      receiver.received.length = 0;
    });

    it('refuses loopback, private, link-local (metadata), CGNAT and IPv4-mapped addresses when the URL is saved', async () => {
      const { token } = await newAdvertiser(client());
      for (const url of [
        receiver.url,
        'http://10.0.0.8/hook',
        'http://172.20.1.1/hook',
        'http://192.168.1.10/hook',
        'http://169.254.169.254/latest/meta-data/iam/',
        'http://100.64.0.9/hook',
        'http://[::1]:8080/hook',
        'http://[::ffff:127.0.0.1]/hook',
        'http://[fd00::1]/hook',
        'http://localhost:3000/hook',
        'http://0.0.0.0/hook',
      ]) {
        const refused = await client().post('/api/webhooks', { url, events: ['ad.stopped'] }, { token });
        expect(refused.statusCode, url).toBe(422);
        expect(refused.json().fields, url).toEqual([
          expect.objectContaining({ path: 'url', key: 'webhooks.validation.urlAddress' }),
        ]);
      }
      const allowed = await client().post(
        '/api/webhooks',
        { url: 'http://93.184.215.14/hook', events: ['ad.stopped'] },
        { token },
      );
      expect(allowed.statusCode).toBe(201);
    });

    it('checks the address again when it sends: a URL (or a name) that leads to a private address is never contacted', async () => {
      const { token } = await newAdvertiser(client());
      const created = await client().post(
        '/api/webhooks',
        { url: 'http://93.184.215.14/hook', events: ['ad.stopped'] },
        { token },
      );
      const { id } = created.json().endpoint;
      // As if the address had changed since (or a name now resolved elsewhere): the row is rewritten beside the API.
      for (const url of [receiver.url, `http://localhost:${receiver.port}/hooks`]) {
        await client().database.db.update(webhookEndpoints).set({ url }).where(eq(webhookEndpoints.id, id));
        const test = await client().post(`/api/webhooks/${id}/test`, {}, { token });
        expect(await client().app.services.webhookSender.send(test.json().id)).toBe('retrying');
        const detail = await client().get(`/api/webhooks/${id}/deliveries/${test.json().id}`, { token });
        expect(detail.json(), url).toMatchObject({ error: 'address_not_allowed', response_status: null });
      }
      expect(receiver.received).toHaveLength(0);
    });
  },
  { env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'false' } },
);
