import { GrammyError } from 'grammy';
import type { TelegramGateway } from '../../integrations/telegram/telegram-gateway.ts';
import type { TelegramReceiveMode } from './telegram-receive-mode.ts';
import type { TelegramUpdatesService } from './telegram-updates.service.ts';

const POLL_TIMEOUT_SECONDS = 25;

/**
 * Receives the bot's updates as the mode says: registers the webhook (only when Telegram's getWebhookInfo shows
 * another, so N processes starting together do not fight; the route checks the secret), or long-polls
 * getUpdates from where the last run stopped (a failing poll waits and tries again, 2 s doubling to 60 s;
 * stop() ends the poll in flight), or nothing.
 */
export async function startTelegramReceiver(options: {
  gateway: TelegramGateway;
  updates: TelegramUpdatesService;
  mode: TelegramReceiveMode;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
}): Promise<{ mode: TelegramReceiveMode['kind']; stop(): Promise<void> }> {
  const { gateway, updates, log, mode } = options;
  if (mode.kind === 'off') {
    log.info({ mode: 'off' }, 'telegram: this process receives no updates (TELEGRAM_POLLING=false)');
    return { mode: 'off', stop: async () => {} };
  }
  if (mode.kind === 'webhook') {
    const changed = await gateway.ensureWebhook(mode.url, mode.secret);
    log.info({ mode: 'webhook', registered: changed }, 'telegram: receiving updates by webhook');
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
        if (error instanceof GrammyError && error.error_code === 409) {
          log.warn(
            { retryInMs: backoffMs },
            'telegram: getUpdates refused (409): another process polls this bot, or a webhook is set. Poll in one process only (TELEGRAM_POLLING=false in the others), or use TELEGRAM_WEBHOOK_URL',
          );
        } else log.warn({ err: error, retryInMs: backoffMs }, 'telegram: getUpdates failed');
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
