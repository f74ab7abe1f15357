/**
 * How this process receives the bot's updates. Telegram delivers them one way at a time: a webhook (any number of
 * processes behind the proxy take them; the update_id dedupe makes a retried one count once) or long polling (one
 * poller per bot; a second gets 409 Conflict).
 */
export type TelegramReceiveMode =
  | { kind: 'webhook'; url: string; secret: string }
  | { kind: 'polling' }
  /** This process leaves receiving to others (TELEGRAM_POLLING=false beside one process that polls). */
  | { kind: 'off' };

export interface TelegramReceiveSettings {
  NODE_ENV: string;
  TELEGRAM_WEBHOOK_URL?: string | undefined;
  TELEGRAM_WEBHOOK_SECRET?: string | undefined;
  TELEGRAM_POLLING?: boolean | undefined;
}

/**
 * The webhook when TELEGRAM_WEBHOOK_URL is set (config.ts requires its secret and refuses polling beside it);
 * else what TELEGRAM_POLLING says; else polling outside production (the single `npm start`, the sandbox bot) and
 * nothing in production, which refuses to start that way (lib/production-settings.ts).
 */
export function telegramReceiveMode(settings: TelegramReceiveSettings): TelegramReceiveMode {
  if (settings.TELEGRAM_WEBHOOK_URL && settings.TELEGRAM_WEBHOOK_SECRET)
    return { kind: 'webhook', url: settings.TELEGRAM_WEBHOOK_URL, secret: settings.TELEGRAM_WEBHOOK_SECRET };
  if (settings.TELEGRAM_POLLING === true) return { kind: 'polling' };
  if (settings.TELEGRAM_POLLING === false || settings.NODE_ENV === 'production') return { kind: 'off' };
  return { kind: 'polling' };
}
