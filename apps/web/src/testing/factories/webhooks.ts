import type {
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookEndpoint,
  WebhookEndpointList,
} from '@adportal/contracts';

/** GET /api/webhooks's row: an enabled endpoint for deposits and ads whose last delivery went through. */
export function aWebhookEndpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: '3d9b1c20-6f4e-4a1b-9c2d-5e6f7a8b9c01',
    url: 'https://hooks.acme.test/adportal',
    description: 'Order system',
    events: ['deposit.credited', 'ad.status_changed'],
    enabled: true,
    disabled_reason: null,
    failing_since: null,
    secret_hint: 'whsec_…Q3xZ',
    created_at: '2026-11-20T03:00:00.000Z',
    updated_at: '2026-11-20T03:00:00.000Z',
    last_delivery: { status: 'succeeded', at: '2026-11-27T08:30:00.000Z', response_status: 200 },
    ...overrides,
  };
}

export const webhookListOf = (items: WebhookEndpoint[]): WebhookEndpointList => ({ items, limit: 10 });

/** A whole signing secret as a creation or rotation answers it (whsec_ and base64 of 24 bytes). */
export const A_WEBHOOK_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** A delivery of the log: a credited deposit, delivered at the first attempt. */
export function aWebhookDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5f01',
    message_id: 'msg_2pQ7wX9kLmN4vB8c',
    event: 'deposit.credited',
    status: 'succeeded',
    attempts: 1,
    next_attempt_at: null,
    last_attempt_at: '2026-11-27T08:30:00.000Z',
    response_status: 200,
    response_ms: 182,
    response_excerpt: '{"ok":true}',
    error: null,
    created_at: '2026-11-27T08:29:59.000Z',
    ...overrides,
  };
}

export function aWebhookDeliveryDetail(
  overrides: Partial<WebhookDeliveryDetail> = {},
): WebhookDeliveryDetail {
  return {
    ...aWebhookDelivery(),
    payload: {
      type: 'deposit.credited',
      timestamp: '2026-11-27T08:29:59.000Z',
      data: {
        deposit_id: 'c0a80101-0000-4000-8000-000000000001',
        reference: 'DEP-20261127-0001',
        method: 'manual',
        amount: '250',
        credited: '250',
      },
    },
    ...overrides,
  };
}
