import type { NotificationKind } from '@adportal/contracts';
import { and, count, desc, eq, gte, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationReads, notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotification(db: Executor, values: NewNotification): Promise<string> {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  return row!.id;
}

/** What one reader sees of the team's notifications: the team's and their own, minus the kinds they turned off. */
export interface Reader {
  advertiserId: string;
  userId: string;
  hiddenKinds: NotificationKind[];
}

const visibleTo = (reader: Reader) =>
  and(
    eq(notifications.advertiserId, reader.advertiserId),
    or(isNull(notifications.userId), eq(notifications.userId, reader.userId)),
    reader.hiddenKinds.length > 0 ? notInArray(notifications.kind, reader.hiddenKinds) : undefined,
  );

const readBy = (userId: string) =>
  and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId));

/** The advertiser's newest notifications, each with when the reader read it (null when unread). */
export async function latestNotifications(
  db: Executor,
  reader: Reader,
  limit: number,
): Promise<{ notification: NotificationRow; readAt: Date | null }[]> {
  return db
    .select({ notification: notifications, readAt: notificationReads.readAt })
    .from(notifications)
    .leftJoin(notificationReads, readBy(reader.userId))
    .where(visibleTo(reader))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnreadNotifications(db: Executor, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .leftJoin(notificationReads, readBy(reader.userId))
    .where(and(visibleTo(reader), isNull(notificationReads.userId)));
  return Number(row?.value ?? 0);
}

export async function notificationExists(db: Executor, id: string, reader: Reader): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), visibleTo({ ...reader, hiddenKinds: [] })));
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

export async function insertAllNotificationReads(db: Executor, reader: Reader): Promise<void> {
  await db.execute(sql`
    insert into ${notificationReads} (notification_id, user_id)
    select ${notifications.id}, ${reader.userId}::uuid from ${notifications}
    where ${notifications.advertiserId} = ${reader.advertiserId}
      and (${notifications.userId} is null or ${notifications.userId} = ${reader.userId}::uuid)
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
