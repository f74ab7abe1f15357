import { NOTIFICATION_KINDS } from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { advertisers } from './advertisers.ts';

/** In-app notifications of an advertiser's team: an i18n key with parameters, translated by the reader. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    advertiserId: uuid('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_advertiser_idx').on(table.advertiserId, table.createdAt)],
);
