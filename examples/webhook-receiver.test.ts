import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { type ReceivedEvent, startWebhookReceiver } from './webhook-receiver.ts';

const SECRET = `whsec_${Buffer.from('a test secret of thirty-two bytes').toString('base64')}`;
const OTHER = `whsec_${Buffer.from('another secret, not the endpoint').toString('base64')}`;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function receiver(secret: string | undefined) {
  const events: ReceivedEvent[] = [];
  const refused: string[] = [];
  server = await startWebhookReceiver({
    port: 0,
    secret: () => secret,
    onEvent: (event) => events.push(event),
    onRefused: (reason) => refused.push(reason),
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, events, refused };
}

/** A delivery as the portal sends it: the envelope, signed with `signWith`. */
function delivery(signWith: string, at = new Date()) {
  const body = JSON.stringify({
    type: 'webhook.test',
    timestamp: at.toISOString(),
    data: { endpoint_id: '3f0b1c8e-3a51-4f7e-9d55-0c2f6b1d9a10' },
  });
  const id = 'msg_2pQ8x';
  return {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(signWith).sign(id, at, body),
    },
  };
}

describe('the example webhook receiver', () => {
  it('accepts a correctly signed delivery and hands over the event', async () => {
    const { url, events } = await receiver(SECRET);

    const response = await fetch(url, delivery(SECRET));

    expect(response.status).toBe(204);
    expect(events).toEqual([
      {
        id: 'msg_2pQ8x',
        type: 'webhook.test',
        timestamp: expect.any(String),
        data: { endpoint_id: '3f0b1c8e-3a51-4f7e-9d55-0c2f6b1d9a10' },
      },
    ]);
  });

  it('refuses a delivery signed with another secret, a changed body or an old timestamp', async () => {
    const { url, events, refused } = await receiver(SECRET);

    const forged = await fetch(url, delivery(OTHER));
    const tampered = delivery(SECRET);
    const changed = await fetch(url, {
      ...tampered,
      body: tampered.body.replace('webhook.test', 'deposit.credited'),
    });
    const replayed = await fetch(url, delivery(SECRET, new Date(Date.now() - 10 * 60_000)));

    expect([forged.status, changed.status, replayed.status]).toEqual([400, 400, 400]);
    expect(events).toEqual([]);
    expect(refused).toHaveLength(3);
  });

  it('refuses everything while it has no secret', async () => {
    const { url, events, refused } = await receiver(undefined);

    const response = await fetch(url, delivery(SECRET));

    expect(response.status).toBe(400);
    expect(events).toEqual([]);
    expect(refused).toEqual(['no secret yet']);
  });
});
