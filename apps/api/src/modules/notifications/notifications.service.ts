import type { NotificationKind, NotificationList } from '@adportal/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { advertiserIdOf, type Principal } from '../auth/principal.ts';
import {
  countUnreadNotifications,
  hasNotificationSince,
  insertAllNotificationReads,
  insertNotification,
  insertNotificationRead,
  latestNotifications,
  notificationExists,
} from './notifications.repository.ts';

export interface NotificationInput {
  kind: NotificationKind;
  messageKey: string;
  params?: Record<string, string>;
  link?: string | null;
}

const LATEST = 50;

/** In-app notifications of an advertiser's team (the bell). Telegram and email deliver the same later. */
export class NotificationsService {
  constructor(private readonly db: Database) {}

  /** Writes one notification in the caller's transaction (so it exists exactly when the change does). */
  async notify(tx: Executor, advertiserId: string, input: NotificationInput): Promise<void> {
    await insertNotification(tx, {
      advertiserId,
      kind: input.kind,
      messageKey: input.messageKey,
      params: input.params ?? {},
      link: input.link ?? null,
    });
  }

  /** The same, unless this notice (message and link) was already sent since `since`; true when it was written. */
  async notifyOnce(
    tx: Executor,
    advertiserId: string,
    input: NotificationInput,
    since: Date,
  ): Promise<boolean> {
    if (await hasNotificationSince(tx, advertiserId, input.messageKey, input.link ?? null, since))
      return false;
    await this.notify(tx, advertiserId, input);
    return true;
  }

  /** The team's latest notifications, read or unread for the caller: a read mark is the reader's own. */
  async list(principal: Principal): Promise<NotificationList> {
    const advertiserId = advertiserIdOf(principal);
    const [rows, unread] = await Promise.all([
      latestNotifications(this.db, advertiserId, principal.user.id, LATEST),
      countUnreadNotifications(this.db, advertiserId, principal.user.id),
    ]);
    return {
      data: rows.map(({ notification: row, readAt }) => ({
        id: row.id,
        kind: row.kind,
        message_key: row.messageKey,
        params: row.params,
        link: row.link,
        read_at: readAt?.toISOString() ?? null,
        created_at: row.createdAt.toISOString(),
      })),
      unread,
    };
  }

  /** Marks one of the team's notifications read for the caller only; marking it again keeps the first time. */
  async markRead(principal: Principal, id: string): Promise<void> {
    if (!(await notificationExists(this.db, id, advertiserIdOf(principal)))) throw new AppError('NOT_FOUND');
    await insertNotificationRead(this.db, id, principal.user.id);
  }

  async markAllRead(principal: Principal): Promise<void> {
    await insertAllNotificationReads(this.db, advertiserIdOf(principal), principal.user.id);
  }
}
