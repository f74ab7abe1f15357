import type { NotificationKind, NotificationList } from '@adportal/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
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

  async list(principal: Principal): Promise<NotificationList> {
    const advertiserId = advertiserIdOf(principal);
    const [rows, [unread]] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(eq(notifications.advertiserId, advertiserId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(LATEST),
      this.db
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.advertiserId, advertiserId), isNull(notifications.readAt))),
    ]);
    return {
      data: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        message_key: row.messageKey,
        params: row.params,
        link: row.link,
        read_at: row.readAt?.toISOString() ?? null,
        created_at: row.createdAt.toISOString(),
      })),
      unread: Number(unread?.value ?? 0),
    };
  }

  async markRead(principal: Principal, id: string): Promise<void> {
    const advertiserId = advertiserIdOf(principal);
    const updated = await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), eq(notifications.advertiserId, advertiserId)))
      .returning({ id: notifications.id });
    if (updated.length === 0) throw new AppError('NOT_FOUND');
  }

  async markAllRead(principal: Principal): Promise<void> {
    await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.advertiserId, advertiserIdOf(principal)), isNull(notifications.readAt)));
  }
}
