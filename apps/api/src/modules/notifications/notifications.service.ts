import type { NotificationKind, NotificationList } from '@adportal/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { advertiserIdOf, type Principal } from '../identity/principal.ts';
import type { DirectMessage } from '../telegram/telegram.service.ts';
import type { DispatchPlanner } from './dispatch-planner.ts';
import { insertDispatches } from './dispatches.repository.ts';
import { CATEGORY_OF_KIND, kindsOfCategories } from './notification-categories.ts';
import { findPreferences } from './notification-settings.repository.ts';
import {
  countUnreadNotifications,
  hasNotificationSince,
  insertAllNotificationReads,
  insertNotification,
  insertNotificationRead,
  latestNotifications,
  notificationExists,
  type Reader,
} from './notifications.repository.ts';

export interface NotificationInput {
  kind: NotificationKind;
  messageKey: string;
  params?: Record<string, string>;
  link?: string | null;
  /** Only this member of the team (their own threshold, a test); by default the whole team. */
  userId?: string | null;
  /** Longer text carried by Telegram and email (a news broadcast's body); the bell shows the message. */
  detail?: string;
  broadcastId?: string | null;
}

const LATEST = 50;

/**
 * The one place every notification goes through: the in-app row (the bell) and, per member's settings, the
 * Telegram and email dispatches (queued in the same transaction; jobs send them).
 */
export class NotificationsService {
  /** When a notice is dated: the clock of the services that write it (the demo's history has its own). */
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      planner: DispatchPlanner;
      /** When a notice is dated: the clock of the services that write it (the demo's history has its own). */
      now?: (() => Date) | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The same sender dating its notices by another clock (the demo's support conversations, a week long). */
  withClock(now: () => Date): NotificationsService {
    return new NotificationsService({ db: this.deps.db, planner: this.deps.planner, now });
  }

  /** Writes one notification in the caller's transaction (so it exists exactly when the change does). */
  async notify(tx: Executor, advertiserId: string, input: NotificationInput): Promise<void> {
    const params = input.params ?? {};
    const link = input.link ?? null;
    const userId = input.userId ?? null;
    const notificationId = await insertNotification(tx, {
      createdAt: this.now(),
      advertiserId,
      userId,
      kind: input.kind,
      messageKey: input.messageKey,
      params,
      link,
    });
    await this.deps.planner.plan(tx, {
      advertiserId,
      userId,
      category: CATEGORY_OF_KIND[input.kind],
      messageKey: input.messageKey,
      params,
      detail: input.detail,
      link,
      notificationId,
      broadcastId: input.broadcastId,
    });
  }

  /** A notice in one user's bell only, with no Telegram or email (what the caller sends itself). */
  async notifyInAppOnly(tx: Executor, advertiserId: string, userId: string, input: NotificationInput) {
    await insertNotification(tx, {
      createdAt: this.now(),
      advertiserId,
      userId,
      kind: input.kind,
      messageKey: input.messageKey,
      params: input.params ?? {},
      link: input.link ?? null,
    });
  }

  /**
   * Queues one message for one user through one channel, outside any category (a test message, a digest).
   * A repeated `dedupeKey` queues nothing: false then.
   */
  async queueDirect(tx: Executor, dispatch: DirectMessage): Promise<boolean> {
    return (await insertDispatches(tx, [{ ...dispatch, category: null }])).length > 0;
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
    const reader = await this.readerOf(principal);
    const [rows, unread] = await Promise.all([
      latestNotifications(this.deps.db, reader, LATEST),
      countUnreadNotifications(this.deps.db, reader),
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
    if (!(await notificationExists(this.deps.db, id, await this.readerOf(principal))))
      throw new AppError('NOT_FOUND');
    await insertNotificationRead(this.deps.db, id, principal.user.id);
  }

  async markAllRead(principal: Principal): Promise<void> {
    await insertAllNotificationReads(this.deps.db, await this.readerOf(principal));
  }

  /** The reader and the categories they keep out of their bell. */
  private async readerOf(principal: Principal): Promise<Reader> {
    const preferences = await findPreferences(this.deps.db, [principal.user.id]);
    const hidden = preferences.filter((row) => !row.inApp).map((row) => row.category);
    return {
      advertiserId: advertiserIdOf(principal),
      userId: principal.user.id,
      hiddenKinds: kindsOfCategories(hidden),
    };
  }
}
