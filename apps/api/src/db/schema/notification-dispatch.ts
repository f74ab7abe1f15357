import {
  DIGEST_FREQUENCIES,
  DISPATCH_CHANNELS,
  DISPATCH_STATUSES,
  NEWS_AUDIENCES,
  NOTIFICATION_CATEGORIES,
} from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { advertisers } from './advertisers.ts';
import { notifications } from './notifications.ts';
import { users } from './users.ts';

/** A user's Telegram chat (spec §3 telegramData): one per user; deleting it is "disconnected". */
export const telegramLinks = pgTable(
  'telegram_links',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    /** The chat's name as Telegram gave it when connecting (first name and @username, or the group title). */
    chatName: text('chat_name').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('telegram_links_chat_idx').on(table.chatId)],
);

/** Updates already handled: Telegram may send one twice (a webhook retried, a poll repeated). */
export const telegramUpdates = pgTable('telegram_updates', {
  updateId: bigint('update_id', { mode: 'number' }).primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per user and category, which channels carry it; a missing row means the defaults (contracts). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: NOTIFICATION_CATEGORIES }).notNull(),
    inApp: boolean('in_app').notNull(),
    telegram: boolean('telegram').notNull(),
    email: boolean('email').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.category] })],
);

/** The user's low-balance threshold and digest; a missing row means none and off. */
export const userNotificationSettings = pgTable('user_notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lowBalanceThresholdMicros: bigint('low_balance_threshold_micros', { mode: 'bigint' }),
  /** When the balance was last found under the threshold and told; cleared when it is back above. */
  lowBalanceNotifiedAt: timestamp('low_balance_notified_at', { withTimezone: true }),
  digestFrequency: text('digest_frequency', { enum: DIGEST_FREQUENCIES }).notNull().default('off'),
  digestHour: smallint('digest_hour').notNull().default(9),
  digestWeekday: smallint('digest_weekday').notNull().default(1),
  digestTelegram: boolean('digest_telegram').notNull().default(true),
  digestEmail: boolean('digest_email').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An operator's news to all advertisers or chosen ones; each recipient team gets a 'news' notification. */
export const newsBroadcasts = pgTable('news_broadcasts', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  audience: text('audience', { enum: NEWS_AUDIENCES }).notNull(),
  advertiserIds: jsonb('advertiser_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  advertisers: integer('advertisers').notNull(),
  createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One message to one user through one channel (Telegram or email), rendered in the user's language when it
 * was queued. The row is the truth; a pg-boss job per row sends it. `dedupe_key` makes a repeated source
 * (a digest job run twice) queue nothing new.
 */
export const notificationDispatches = pgTable(
  'notification_dispatches',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertiserId: uuid('advertiser_id').references(() => advertisers.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    broadcastId: uuid('broadcast_id').references(() => newsBroadcasts.id, { onDelete: 'set null' }),
    /** null: not a category's (a test message, a digest). */
    category: text('category', { enum: NOTIFICATION_CATEGORIES }),
    channel: text('channel', { enum: DISPATCH_CHANNELS }).notNull(),
    status: text('status', { enum: DISPATCH_STATUSES }).notNull().default('queued'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** An absolute URL the message points to. */
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When its job was handed to the queue (null: the pump has not seen it yet). */
    enqueuedAt: timestamp('enqueued_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notification_dispatches_dedupe_unique').on(table.dedupeKey),
    index('notification_dispatches_created_idx').on(table.createdAt),
    index('notification_dispatches_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.enqueuedAt} is null and ${table.status} = 'queued'`),
    index('notification_dispatches_broadcast_idx').on(table.broadcastId),
  ],
);
