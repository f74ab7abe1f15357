import { createHmac } from 'node:crypto';
import type { TelegramGateway } from '../../integrations/telegram/telegram-gateway.ts';
import type { TelegramUpdatesService } from './telegram-updates.service.ts';

/** The secret Telegram sends with every webhook request (1–256 of A-Za-z0-9_-), derived from the app secret. */
export function webhookSecretOf(appSecret: string): string {
  return createHmac('sha256', appSecret).update('telegram-webhook').digest('base64url');
}

/** Whether updates arrive by webhook: only at a public https address (Telegram's rule). */
export function usesWebhook(publicUrl: string): boolean {
  return publicUrl.startsWith('https://');
}

const POLL_TIMEOUT_SECONDS = 25;

/**
 * Receives the bot's updates: registers the webhook (`PUBLIC_URL` is https; the route checks the secret) or, on
 * any other address, long-polls getUpdates from where the last run stopped. A failing poll waits and tries
 * again (2 s doubling to 60 s); stop() ends the poll in flight.
 */
export async function startTelegramReceiver(options: {
  gateway: TelegramGateway;
  updates: TelegramUpdatesService;
  publicUrl: string;
  appSecret: string;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
}): Promise<{ mode: 'webhook' | 'polling'; stop(): Promise<void> }> {
  const { gateway, updates, log } = options;
  if (usesWebhook(options.publicUrl)) {
    await gateway.useWebhook(`${options.publicUrl}/api/telegram/webhook`, webhookSecretOf(options.appSecret));
    log.info({ mode: 'webhook' }, 'telegram: receiving updates by webhook');
    return { mode: 'webhook', stop: async () => {} };
  }
  await gateway.usePolling();
  const abort = new AbortController();
  let offset = await updates.resumeOffset();
  const loop = (async () => {
    let backoffMs = 2000;
    while (!abort.signal.aborted) {
      try {
        const batch = await gateway.getUpdates(offset, POLL_TIMEOUT_SECONDS, abort.signal);
        for (const update of batch) {
          await updates.handle(update);
          offset = update.update_id + 1;
        }
        backoffMs = 2000;
      } catch (error) {
        if (abort.signal.aborted) break;
        log.warn({ err: error, retryInMs: backoffMs }, 'telegram: getUpdates failed');
        await new Promise((resolve) => setTimeout(resolve, backoffMs));
        backoffMs = Math.min(backoffMs * 2, 60_000);
      }
    }
  })();
  log.info({ mode: 'polling' }, 'telegram: receiving updates by long polling');
  return {
    mode: 'polling',
    stop: async () => {
      abort.abort();
      await loop;
    },
  };
}
