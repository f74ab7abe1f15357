import type { Update } from '@grammyjs/types';
import { Api, GrammyError, HttpError } from 'grammy';

/** What became of one message: the sender decides from this whether to retry, wait, or give the chat up. */
export type TelegramSendOutcome =
  | { kind: 'sent' }
  /** 429: Telegram asks to wait this many seconds before sending again. */
  | { kind: 'wait'; seconds: number; reason: string }
  /** 403: the person blocked the bot (or left the chat): the link is dead. */
  | { kind: 'blocked'; reason: string }
  /** Another 4xx: sending the same again would fail the same way. */
  | { kind: 'rejected'; reason: string }
  /** A network error or a 5xx: worth trying again later. */
  | { kind: 'unavailable'; reason: string };

/** The updates the bot acts on (TelegramUpdatesService): messages, and a person blocking the bot. */
const ALLOWED_UPDATES = ['message', 'my_chat_member'] as const;

/** How fast sends may go: below Telegram's documented limits unless told otherwise. */
export interface TelegramPacing {
  /** Milliseconds between two messages to one chat (Telegram: about one a second; 1000 unless given). */
  perChatIntervalMs?: number;
  /** Messages a second across all chats (Telegram: about 30 for bulk notifications; 25 unless given). */
  globalPerSecond?: number;
}

export interface TelegramGatewayOptions extends TelegramPacing {
  token: string;
  /** The Bot API root, without a trailing slash (a local sandbox or a self-hosted Bot API server). */
  apiRoot: string;
}

/**
 * The bot's side of the Telegram Bot API through grammY's `Api` client: who the bot is, sending a message,
 * receiving updates (long polling or a webhook). Sends are paced below Telegram's documented limits
 * (per chat and overall) so a broadcast does not run into 429s; a 429 that still comes is reported with its
 * `retry_after` for the caller to honour.
 */
export class TelegramGateway {
  readonly api: Api;
  private username: string | undefined;
  private readonly lastSentToChat = new Map<string, number>();
  private recentSends: number[] = [];
  private pacing: Promise<void> = Promise.resolve();
  private readonly perChatMs: number;
  private readonly perSecond: number;

  constructor(options: TelegramGatewayOptions) {
    this.api = new Api(options.token, { apiRoot: options.apiRoot.replace(/\/+$/, ''), timeoutSeconds: 60 });
    this.perChatMs = options.perChatIntervalMs ?? 1000;
    this.perSecond = options.globalPerSecond ?? 25;
  }

  /** The bot's @username (getMe once, then remembered). */
  async botUsername(): Promise<string> {
    if (this.username === undefined) this.username = (await this.api.getMe()).username;
    return this.username;
  }

  async send(chatId: string, text: string): Promise<TelegramSendOutcome> {
    await this.pace(chatId);
    try {
      await this.api.sendMessage(chatId, text, { link_preview_options: { is_disabled: true } });
      return { kind: 'sent' };
    } catch (error) {
      return outcomeOf(error);
    }
  }

  /** One long poll: the updates after `offset` (waits up to `timeoutSeconds` for one to come). */
  getUpdates(offset: number, timeoutSeconds: number, signal?: AbortSignal): Promise<Update[]> {
    return this.api.getUpdates(
      { offset, timeout: timeoutSeconds, allowed_updates: [...ALLOWED_UPDATES] },
      // grammY types its signal with the abort-controller polyfill's class; Node's own is what it gets.
      signal as Parameters<Api['getUpdates']>[1],
    );
  }

  /**
   * Registers the webhook unless Telegram has it already (same address and update types, and no sign that its
   * secret is stale); true when it was set. Processes starting together then leave one another's registration
   * alone. Telegram never shows the secret back: a webhook whose last error is our 401/403 answer carries an
   * old one (TELEGRAM_WEBHOOK_SECRET changed), so it is set again.
   */
  async ensureWebhook(url: string, secretToken: string): Promise<boolean> {
    const info = await this.api.getWebhookInfo();
    const sameUpdates =
      [...(info.allowed_updates ?? [])].sort().join() === [...ALLOWED_UPDATES].sort().join();
    const staleSecret = /\b(401|403)\b/.test(info.last_error_message ?? '');
    if (info.url === url && sameUpdates && !staleSecret) return false;
    await this.api.setWebhook(url, { secret_token: secretToken, allowed_updates: [...ALLOWED_UPDATES] });
    return true;
  }

  async usePolling(): Promise<void> {
    await this.api.deleteWebhook();
  }

  /** Waits until both limits allow one more message to this chat; one waiter at a time keeps the order fair. */
  private pace(chatId: string): Promise<void> {
    const turn = this.pacing.then(async () => {
      for (;;) {
        const now = Date.now();
        this.recentSends = this.recentSends.filter((at) => now - at < 1000);
        const chatFreeAt = (this.lastSentToChat.get(chatId) ?? 0) + this.perChatMs;
        const globalFreeAt =
          this.recentSends.length < this.perSecond ? now : (this.recentSends[0] ?? now) + 1000;
        const wait = Math.max(chatFreeAt, globalFreeAt) - now;
        if (wait <= 0) break;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      const sentAt = Date.now();
      this.recentSends.push(sentAt);
      this.lastSentToChat.set(chatId, sentAt);
      if (this.lastSentToChat.size > 10_000) this.lastSentToChat.clear();
    });
    this.pacing = turn.catch(() => undefined);
    return turn;
  }
}

function outcomeOf(error: unknown): TelegramSendOutcome {
  if (error instanceof GrammyError) {
    const reason = `${error.error_code} ${error.description}`;
    if (error.error_code === 429)
      return { kind: 'wait', seconds: Math.max(1, error.parameters.retry_after ?? 5), reason };
    if (error.error_code === 403) return { kind: 'blocked', reason };
    if (error.error_code >= 500) return { kind: 'unavailable', reason };
    return { kind: 'rejected', reason };
  }
  if (error instanceof HttpError) return { kind: 'unavailable', reason: `network: ${error.message}` };
  return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
}
