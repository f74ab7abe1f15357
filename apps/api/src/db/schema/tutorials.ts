import { TUTORIAL_STATUSES } from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A category's name per language; English is required, the others fall back to it. */
export type LocalizedText = { en: string; th?: string; zh?: string };

export const tutorialCategories = pgTable('tutorial_categories', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tutorials = pgTable(
  'tutorials',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => tutorialCategories.id),
    status: text('status', { enum: TUTORIAL_STATUSES }).notNull().default('draft'),
    featured: boolean('featured').notNull().default(false),
    /** Order inside the category (previous/next follow it). */
    position: integer('position').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tutorials_category_idx').on(table.categoryId, table.position)],
);

/** An article's text in one language (en always present); the body is sanitized HTML. */
export const tutorialTranslations = pgTable(
  'tutorial_translations',
  {
    tutorialId: uuid('tutorial_id')
      .notNull()
      .references(() => tutorials.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tutorialId, table.language] })],
);
