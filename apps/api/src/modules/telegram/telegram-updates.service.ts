import type { Language } from '@adportal/contracts';
import { translate } from '@adportal/i18n';
import type { Update } from '@grammyjs/types';
import type { Database } from '../../db/client.ts';
import type { TelegramGateway } from '../../integrations/telegram/telegram-gateway.ts';
import type { UserTokenService } from '../identity/user-token.service.ts';
import type { TeamService } from '../team/team.service.ts';
import {
  forgetTelegramUpdate,
  lastTelegramUpdateId,
  markTelegramUpdateSeen,
  pruneTelegramUpdates,
} from './telegram-links.repository.ts';
import type { TelegramLinks } from './telegram-links.ts';

/** What an update led to (tests and logs read it). */
export type UpdateOutcome =
  | 'repeated'
  | 'connected'
  | 'invalid-link'
  | 'welcome'
  | 'stopped'
  | 'blocked'
  | 'ignored';

/**
 * The bot's side of a conversation: `/start <token>` connects the chat to the token's user (the token is used
 * up), `/start` alone explains how to connect, `/stop` disconnects, and a person blocking the bot
 * (my_chat_member → kicked) disconnects their chat. An update seen before is ignored.
 */
export class TelegramUpdatesService {
  constructor(
    private readonly deps: {
      db: Database;
      gateway: TelegramGateway;
      links: TelegramLinks;
      userTokens: UserTokenService;
      team: TeamService;
      publicUrl: string;
      now: () => Date;
    },
  ) {}

  /** The offset to resume long polling from after a restart. */
  async resumeOffset(): Promise<number> {
    const last = await lastTelegramUpdateId(this.deps.db);
    return last === undefined ? 0 : last + 1;
  }

  async handle(update: Update): Promise<UpdateOutcome> {
    if (!(await markTelegramUpdateSeen(this.deps.db, update.update_id))) return 'repeated';
    try {
      return await this.route(update);
    } catch (error) {
      // Not handled after all: the next poll (or Telegram's webhook retry) brings it again.
      await forgetTelegramUpdate(this.deps.db, update.update_id);
      throw error;
    }
  }

  private async route(update: Update): Promise<UpdateOutcome> {
    const member = update.my_chat_member;
    if (member) {
      if (member.new_chat_member.status !== 'kicked') return 'ignored';
      await this.deps.links.disconnectChat(this.deps.db, String(member.chat.id));
      return 'blocked';
    }
    const message = update.message;
    if (!message || typeof message.text !== 'string') return 'ignored';
    const chatId = String(message.chat.id);
    const language = languageOf(message.from?.language_code);
    const [command, payload] = message.text.trim().split(/\s+/, 2);
    const name = (command ?? '').split('@')[0];
    if (name === '/start' && payload)
      return this.connect(chatId, chatNameOf(message.chat), payload, language);
    if (name === '/stop') {
      await this.deps.links.disconnectChat(this.deps.db, chatId);
      await this.reply(chatId, translate(language, 'telegram.botMessages.stopped'));
      return 'stopped';
    }
    if (name === '/start' || name === '/help') {
      await this.reply(
        chatId,
        translate(language, 'telegram.botMessages.welcome', { url: `${this.deps.publicUrl}/telegram` }),
      );
      return 'welcome';
    }
    return 'ignored';
  }

  /** Drops the memory of updates older than a week (Telegram does not resend those). */
  async prune(): Promise<void> {
    await pruneTelegramUpdates(this.deps.db, new Date(this.deps.now().getTime() - 7 * 86_400_000));
  }

  private async connect(
    chatId: string,
    chatName: string,
    token: string,
    fallback: Language,
  ): Promise<UpdateOutcome> {
    const user = await this.deps.db.transaction(async (tx) => {
      const used = await this.deps.userTokens.consume(tx, token, 'telegram_link');
      if (!used) return undefined;
      await this.deps.links.connect(tx, {
        userId: used.userId,
        chatId,
        chatName,
        connectedAt: this.deps.now(),
      });
      return this.deps.team.findUser(tx, used.userId);
    });
    if (!user) {
      await this.reply(
        chatId,
        translate(fallback, 'telegram.botMessages.invalidLink', {
          url: `${this.deps.publicUrl}/telegram/connect`,
        }),
      );
      return 'invalid-link';
    }
    const language = user.preferredLanguage as Language;
    await this.reply(
      chatId,
      translate(language, 'telegram.botMessages.connected', { name: user.name, email: user.email }),
    );
    return 'connected';
  }

  /** Replies are best effort: the connection stands even when the confirmation cannot be sent. */
  private async reply(chatId: string, text: string): Promise<void> {
    await this.deps.gateway.send(chatId, text);
  }
}

function languageOf(code: string | undefined): Language {
  if (code?.startsWith('th')) return 'th';
  if (code?.startsWith('zh')) return 'zh';
  return 'en';
}

function chatNameOf(chat: {
  first_name?: string;
  last_name?: string;
  username?: string;
  title?: string;
}): string {
  const name = chat.title ?? [chat.first_name, chat.last_name].filter(Boolean).join(' ');
  const full = chat.username ? `${name} (@${chat.username})` : name;
  return (full.trim() || 'Telegram').slice(0, 200);
}
