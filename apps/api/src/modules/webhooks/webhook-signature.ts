import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

const PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks' form), and its hint. */
export function newWebhookSecret(): { secret: string; hint: string } {
  const secret = `${PREFIX}${randomBytes(32).toString('base64')}`;
  return { secret, hint: secretHint(secret) };
}

/** `whsec_…` and the last 4 characters: enough to match a secret a receiver holds, never enough to use it. */
export function secretHint(secret: string): string {
  return `${PREFIX}…${secret.slice(-4)}`;
}

/** A message id for `webhook-id`: `msg_` and 24 random bytes in base64url; the same on every attempt. */
export function newMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

/**
 * The three Standard Webhooks headers of one attempt. Each secret signs (`v1,<base64>`), space-separated: after a
 * rotation the new and the previous one, so a receiver holding either verifies.
 */
export function signedHeaders(
  secrets: readonly string[],
  messageId: string,
  at: Date,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' '),
  };
}
