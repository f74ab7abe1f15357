import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import type { WebhookSender } from '../modules/webhooks/webhook-sender.ts';
import { startOutboxPump } from './outbox-pump.ts';

export const WEBHOOK_QUEUE = 'webhook-delivery';

/**
 * Sends webhook deliveries through pg-boss (the outbox pump, jobs/outbox-pump.ts): each attempt is one job,
 * starting when the attempt is due. The retry schedule lives in the rows (WebhookSender writes the next attempt's
 * time and the pump makes its job), so pg-boss's own retries only cover a worker that threw. Up to eight attempts
 * run at once in this process: each waits at most 10 s for an answer.
 */
export function startWebhookDispatcher(options: {
  boss: PgBoss;
  database: DatabaseHandle;
  sender: WebhookSender;
  log: FastifyBaseLogger;
}): Promise<{ stop(): Promise<void>; pump(): Promise<void> }> {
  const { sender, log } = options;
  return startOutboxPump({
    boss: options.boss,
    database: options.database,
    queue: WEBHOOK_QUEUE,
    queueOptions: { retryLimit: 3, retryDelay: 30, retryBackoff: true },
    outbox: sender,
    concurrency: 8,
    log,
    work: async (id) => {
      const result = await sender.send(id);
      if (result === 'failed') log.warn({ delivery: id }, 'webhook delivery failed finally');
    },
  });
}
