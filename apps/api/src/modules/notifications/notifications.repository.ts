import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationReads, notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotification(db: Executor, values: NewNotification): Promise<void> {
  await db.insert(notifications).values(values);
}

const readBy = (userId: string) =>
  and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId));

/** The advertiser's newest notifications, each with when the reader read it (null when unread). */
export async function latestNotifications(
  db: Executor,
  advertiserId: string,
  readerId: string,
  limit: number,
): Promise<{ notification: NotificationRow; readAt: Date | null }[]> {
  return db
    .select({ notification: notifications, readAt: notificationReads.readAt })
    .from(notifications)
    .leftJoin(notificationReads, readBy(readerId))
    .where(eq(notifications.advertiserId, advertiserId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnreadNotifications(
  db: Executor,
  advertiserId: string,
  readerId: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .leftJoin(notificationReads, readBy(readerId))
    .where(and(eq(notifications.advertiserId, advertiserId), isNull(notificationReads.userId)));
  return Number(row?.value ?? 0);
}

export async function notificationExists(db: Executor, id: string, advertiserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.advertiserId, advertiserId)));
  return row !== undefined;
}

/** A second mark keeps the first time. */
export async function insertNotificationRead(
  db: Executor,
  notificationId: string,
  userId: string,
): Promise<void> {
  await db.insert(notificationReads).values({ notificationId, userId }).onConflictDoNothing();
}

export async function insertAllNotificationReads(
  db: Executor,
  advertiserId: string,
  userId: string,
): Promise<void> {
  await db.execute(sql`
    insert into ${notificationReads} (notification_id, user_id)
    select ${notifications.id}, ${userId}::uuid from ${notifications}
    where ${notifications.advertiserId} = ${advertiserId}
    on conflict do nothing`);
}

/** Whether the same notice (message and link) reached the advertiser since an instant. */
export async function hasNotificationSince(
  db: Executor,
  advertiserId: string,
  messageKey: string,
  link: string | null,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.advertiserId, advertiserId),
        eq(notifications.messageKey, messageKey),
        link === null ? isNull(notifications.link) : eq(notifications.link, link),
        gte(notifications.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
