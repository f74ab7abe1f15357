import type { Executor } from '../../db/client.ts';
import {
  deleteTelegramLink,
  deleteTelegramLinksOfChat,
  findTelegramLink,
  findTelegramLinks,
  type TelegramLinkRow,
  upsertTelegramLink,
} from './telegram-links.repository.ts';

export type { TelegramLinkRow };

/** Users' Telegram chats: what the notification sender and the settings read, and what disconnects them. */
export class TelegramLinks {
  of(db: Executor, userId: string): Promise<TelegramLinkRow | undefined> {
    return findTelegramLink(db, userId);
  }

  /** The chats of these users, by user id. */
  async chatsOf(db: Executor, userIds: readonly string[]): Promise<Map<string, TelegramLinkRow>> {
    const rows = await findTelegramLinks(db, userIds);
    return new Map(rows.map((row) => [row.userId, row]));
  }

  connect(db: Executor, values: { userId: string; chatId: string; chatName: string; connectedAt: Date }) {
    return upsertTelegramLink(db, values);
  }

  disconnect(db: Executor, userId: string): Promise<boolean> {
    return deleteTelegramLink(db, userId);
  }

  /** A chat that blocked the bot: every user linked to it is disconnected. */
  disconnectChat(db: Executor, chatId: string): Promise<string[]> {
    return deleteTelegramLinksOfChat(db, chatId);
  }
}
