import type { WebhookEvent, WebhookEventData } from '@adportal/contracts';
import type { Executor } from '../../db/client.ts';
import { newMessageId } from './webhook-signature.ts';
import { insertDeliveries, subscribedEndpoints } from './webhooks.repository.ts';

/** What a module that announces a change needs: one call, in the transaction of the change. */
export interface WebhookEmitter {
  emit<E extends WebhookEvent>(
    tx: Executor,
    advertiserId: string,
    event: E,
    data: WebhookEventData<E>,
    /** A job that may find the same fact again gives it a key: each endpoint gets it once. */
    options?: { dedupeKey?: string },
  ): Promise<void>;
}

/**
 * Fans an event out to the team's enabled endpoints that subscribe to it: one delivery row per endpoint, written
 * in the caller's transaction (an outbox: the delivery exists exactly when the change it announces committed),
 * each with its own message id. The dispatcher sends them after the commit.
 */
export class WebhookEvents implements WebhookEmitter {
  private readonly now: () => Date;
  constructor(deps: { now?: (() => Date) | undefined }) {
    this.now = deps.now ?? (() => new Date());
  }

  async emit<E extends WebhookEvent>(
    tx: Executor,
    advertiserId: string,
    event: E,
    data: WebhookEventData<E>,
    options: { dedupeKey?: string } = {},
  ): Promise<void> {
    const endpoints = await subscribedEndpoints(tx, advertiserId, event);
    if (endpoints.length === 0) return;
    const at = this.now();
    const payload = { type: event, timestamp: at.toISOString(), data: data as Record<string, unknown> };
    await insertDeliveries(
      tx,
      endpoints.map((endpoint) => ({
        endpointId: endpoint.id,
        advertiserId,
        messageId: newMessageId(),
        event,
        payload,
        nextAttemptAt: at,
        createdAt: at,
        dedupeKey: options.dedupeKey ?? null,
      })),
    );
  }
}
