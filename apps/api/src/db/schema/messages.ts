import { CONVERSATION_STATUSES, MESSAGE_AUTHOR_SIDES, MESSAGE_CATEGORIES } from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { advertisers } from './advertisers.ts';
import { users } from './users.ts';

/** A support conversation of an advertiser's team with the platform's support (docs/support.md). */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    advertiserId: uuid('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    category: text('category', { enum: MESSAGE_CATEGORIES }).notNull(),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull().default('open'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The operator who looks after it; null while unassigned. */
    assignedOperatorId: uuid('assigned_operator_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the last message the advertiser can see was written (notes do not move it). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByUserId: uuid('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('conversations_advertiser_idx').on(table.advertiserId, table.lastMessageAt),
    index('conversations_queue_idx').on(table.status, table.lastMessageAt),
  ],
);

/** One message of a conversation; `side` note is an operator's internal note, never shown to the advertiser. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    side: text('side', { enum: MESSAGE_AUTHOR_SIDES }).notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name when written, so a removed user's messages still say who wrote them. */
    authorName: text('author_name').notNull(),
    /** Sanitized HTML (lib/rich-text.ts) — never stored as received. */
    bodyHtml: text('body_html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('conversation_messages_conversation_idx').on(table.conversationId, table.createdAt)],
);

/** A user's own marks on a conversation: read up to, starred, moved to trash. */
export const conversationUserMarks = pgTable(
  'conversation_user_marks',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    starred: boolean('starred').notNull().default(false),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] })],
);
