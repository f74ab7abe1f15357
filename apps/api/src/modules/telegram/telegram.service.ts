import type {
  DispatchChannel,
  Language,
  NotificationKind,
  TelegramLink,
  TelegramSandboxMessages,
  TelegramStatus,
} from '@adportal/contracts';
import { translate } from '@adportal/i18n';
import { ForbiddenError } from '@casl/ability';
import type { Database, Executor } from '../../db/client.ts';
import type { SandboxBotApi } from '../../integrations/telegram/sandbox-bot-api.ts';
import type { TelegramGateway } from '../../integrations/telegram/telegram-gateway.ts';
import { AppError } from '../../lib/app-error.ts';
import { advertiserIdOf, impersonatorIdOf, type Principal } from '../identity/principal.ts';
import type { UserTokenService } from '../identity/user-token.service.ts';
import type { TelegramLinks } from './telegram-links.ts';

/** How long a deep link works. */
export const TELEGRAM_LINK_TTL_MS = 10 * 60_000;
/** One test message per user in this many seconds. */
export const TELEGRAM_TEST_EVERY_SECONDS = 30;

/**
 * What the test message needs of the notification sender (the notifications module's NotificationsService,
 * which sends through this module's chats: the sender is above, so it is passed in).
 */
/** One message for one user on one channel, queued outside the notification categories. */
export interface DirectMessage {
  userId: string;
  advertiserId: string | null;
  channel: DispatchChannel;
  subject: string;
  body: string;
  link: string | null;
  dedupeKey: string;
}

export interface TestMessageSender {
  /** Queues one message on a channel; false when one with this dedupe key is already queued. */
  queueDirect(tx: Executor, dispatch: DirectMessage): Promise<boolean>;
  /** A bell notice for one user only, with no Telegram or email dispatch. */
  notifyInAppOnly(
    tx: Executor,
    advertiserId: string,
    userId: string,
    input: { kind: NotificationKind; messageKey: string; link?: string | null },
  ): Promise<void>;
}

/**
 * The signed-in user's Telegram connection (spec §2 /telegram, /telegram/connect): status, a single-use deep
 * link (`t.me/<bot>?start=<token>`, the token stored hashed, 10 minutes) that the bot's `/start <token>`
 * completes (TelegramUpdatesService), disconnecting, and a test message.
 */
export class TelegramService {
  constructor(
    private readonly deps: {
      db: Database;
      gateway: TelegramGateway | undefined;
      sandbox: SandboxBotApi | undefined;
      links: TelegramLinks;
      userTokens: UserTokenService;
      notifications: TestMessageSender;
      publicUrl: string;
      now: () => Date;
    },
  ) {}

  async status(principal: Principal): Promise<TelegramStatus> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Telegram');
    const link = await this.deps.links.of(this.deps.db, principal.user.id);
    return {
      configured: this.deps.gateway !== undefined,
      sandbox: this.deps.sandbox !== undefined,
      bot_username: await this.botUsername(),
      connection: link
        ? { chat_id: link.chatId, chat_name: link.chatName, connected_at: link.connectedAt.toISOString() }
        : null,
    };
  }

  /** The session's telegramData (spec §3): the user's own, so no area is needed to read it. */
  async sessionData(principal: Principal): Promise<{ is_connected: boolean; chat_id: string }> {
    const link = await this.deps.links.of(this.deps.db, principal.user.id);
    return { is_connected: link !== undefined, chat_id: link?.chatId ?? '' };
  }

  /** A new deep link; the user's older links stop working. */
  async createLink(principal: Principal): Promise<TelegramLink> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Telegram');
    // An operator signed in as the customer must not route the customer's notices to a chat of their own.
    if (impersonatorIdOf(principal) !== null) throw new AppError('FORBIDDEN');
    const username = await this.botUsername();
    if (!username) throw new AppError('TELEGRAM_NOT_CONFIGURED');
    const { token, row } = await this.deps.db.transaction(async (tx) => {
      await this.deps.userTokens.revokeAll(tx, principal.user.id, 'telegram_link');
      return this.deps.userTokens.issue(tx, principal.user.id, 'telegram_link', TELEGRAM_LINK_TTL_MS);
    });
    return {
      url: `https://t.me/${username}?start=${token}`,
      bot_username: username,
      expires_at: row.expiresAt.toISOString(),
    };
  }

  async disconnect(principal: Principal): Promise<void> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Telegram');
    await this.deps.links.disconnect(this.deps.db, principal.user.id);
  }

  /** A test message to the user's chat (and their bell), at most once per TELEGRAM_TEST_EVERY_SECONDS. */
  /** `origin`: where the message's link points to (lib/request-origin.ts); PUBLIC_URL when not given. */
  async sendTest(principal: Principal, origin: string = this.deps.publicUrl): Promise<void> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Telegram');
    if (!this.deps.gateway) throw new AppError('TELEGRAM_NOT_CONFIGURED');
    const user = principal.user;
    const link = await this.deps.links.of(this.deps.db, user.id);
    if (!link) throw new AppError('TELEGRAM_NOT_CONNECTED');
    const language = user.preferredLanguage as Language;
    const nowSeconds = Math.floor(this.deps.now().getTime() / 1000);
    const window = Math.floor(nowSeconds / TELEGRAM_TEST_EVERY_SECONDS);
    const advertiserId = advertiserIdOf(principal);
    const queued = await this.deps.db.transaction(async (tx) => {
      const fresh = await this.deps.notifications.queueDirect(tx, {
        userId: user.id,
        advertiserId,
        channel: 'telegram',
        subject: translate(language, 'telegram.botMessages.testSubject'),
        body: translate(language, 'telegram.botMessages.testBody', { name: user.name }),
        link: `${origin}/telegram`,
        dedupeKey: `test:${user.id}:${window}`,
      });
      if (fresh)
        await this.deps.notifications.notifyInAppOnly(tx, advertiserId, user.id, {
          kind: 'system',
          messageKey: 'telegram.botMessages.testSubject',
          link: '/telegram',
        });
      return fresh;
    });
    if (!queued)
      throw new AppError('RATE_LIMITED', {
        params: { seconds: TELEGRAM_TEST_EVERY_SECONDS },
        retryAfterSeconds: (window + 1) * TELEGRAM_TEST_EVERY_SECONDS - nowSeconds,
      });
  }

  /** Sandbox only: the sandbox bot plays this user pressing Start on their deep link. */
  async sandboxStart(principal: Principal, url: string): Promise<void> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Telegram');
    const sandbox = this.deps.sandbox;
    if (!sandbox) throw new AppError('NOT_FOUND');
    const payload = startPayloadOf(url);
    if (!payload)
      throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'url', key: 'validation.invalid' }] });
    await sandbox.pressStart(sandboxChatOf(principal.user), payload);
  }

  /** Sandbox only: what the sandbox bot sent to this user's chat, newest first. */
  async sandboxMessages(principal: Principal): Promise<TelegramSandboxMessages> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Telegram');
    const sandbox = this.deps.sandbox;
    if (!sandbox) throw new AppError('NOT_FOUND');
    const chatId = String(sandboxChatOf(principal.user).id);
    return {
      data: sandbox.sent
        .filter((message) => message.chatId === chatId)
        .slice(-20)
        .reverse()
        .map((message) => ({ text: message.text, sent_at: message.at.toISOString() })),
    };
  }

  private async botUsername(): Promise<string | null> {
    if (!this.deps.gateway) return null;
    try {
      return await this.deps.gateway.botUsername();
    } catch {
      return null;
    }
  }
}

/** The payload of a `t.me/<bot>?start=<payload>` link (≤ 64 of A-Za-z0-9_-), or undefined. */
export function startPayloadOf(url: string): string | undefined {
  try {
    const payload = new URL(url).searchParams.get('start') ?? '';
    return /^[A-Za-z0-9_-]{1,64}$/.test(payload) ? payload : undefined;
  } catch {
    return undefined;
  }
}

/** The sandbox's stand-in Telegram account of a portal user: a stable chat id derived from the user id. */
export function sandboxChatOf(user: { id: string; name: string }) {
  const digits = Number.parseInt(user.id.replace(/-/g, '').slice(0, 12), 16) % 9_000_000_000;
  return { id: 1_000_000_000 + digits, first_name: user.name, username: 'sandbox_user' };
}
