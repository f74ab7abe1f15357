import type { NotificationKind, NotificationList } from '@adportal/contracts';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { notificationReads, notifications } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { advertiserIdOf, type Principal } from '../auth/principal.ts';

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
    await tx.insert(notifications).values({
      advertiserId,
      kind: input.kind,
      messageKey: input.messageKey,
      params: input.params ?? {},
      link: input.link ?? null,
    });
  }

  /** The team's latest notifications, read or unread for the caller: a read mark is the reader's own. */
  async list(principal: Principal): Promise<NotificationList> {
    const advertiserId = advertiserIdOf(principal);
    const readByCaller = and(
      eq(notificationReads.notificationId, notifications.id),
      eq(notificationReads.userId, principal.user.id),
    );
    const [rows, [unread]] = await Promise.all([
      this.db
        .select({ notification: notifications, readAt: notificationReads.readAt })
        .from(notifications)
        .leftJoin(notificationReads, readByCaller)
        .where(eq(notifications.advertiserId, advertiserId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(LATEST),
      this.db
        .select({ value: count() })
        .from(notifications)
        .leftJoin(notificationReads, readByCaller)
        .where(and(eq(notifications.advertiserId, advertiserId), isNull(notificationReads.userId))),
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
      unread: Number(unread?.value ?? 0),
    };
  }

  /** Marks one of the team's notifications read for the caller only; marking it again keeps the first time. */
  async markRead(principal: Principal, id: string): Promise<void> {
    const advertiserId = advertiserIdOf(principal);
    const [found] = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.advertiserId, advertiserId)));
    if (!found) throw new AppError('NOT_FOUND');
    await this.db
      .insert(notificationReads)
      .values({ notificationId: id, userId: principal.user.id })
      .onConflictDoNothing();
  }

  async markAllRead(principal: Principal): Promise<void> {
    await this.db.execute(sql`
      insert into ${notificationReads} (notification_id, user_id)
      select ${notifications.id}, ${principal.user.id}::uuid from ${notifications}
      where ${notifications.advertiserId} = ${advertiserIdOf(principal)}
      on conflict do nothing`);
  }
}
