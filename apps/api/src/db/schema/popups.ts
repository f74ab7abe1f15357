import { AD_IMAGE_FORMATS, POPUP_AUDIENCES, POPUP_DIRECT_TO, POPUP_STATUSES } from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Images the platform's operators upload for content (popups): sniffed and re-encoded by the same path as ad
 * images (modules/advertisements/ad-image.ts), served publicly by id.
 */
export const contentImages = pgTable('content_images', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  storageKey: text('storage_key').notNull(),
  format: text('format', { enum: AD_IMAGE_FORMATS }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  sha256: text('sha256').notNull(),
  uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An operator's popup (spec §3 Popup): shown over the app's pages to its audience while active. */
export const popups = pgTable(
  'popups',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    topic: text('topic').notNull(),
    audience: text('audience', { enum: POPUP_AUDIENCES }).notNull(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => contentImages.id),
    /** Optional text shown on /popup/detail/{id}: sanitized HTML. */
    bodyHtml: text('body_html').notNull().default(''),
    directTo: text('direct_to', { enum: POPUP_DIRECT_TO }).notNull().default('none'),
    urlDirect: text('url_direct'),
    /** A POPUP_PAGES id when direct_to is page. */
    systemPage: text('system_page'),
    /** POPUP_PAGES ids the popup shows on; empty means every signed-in page. */
    pages: text('pages').array().notNull().default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: text('status', { enum: POPUP_STATUSES }).notNull().default('active'),
    notShowAgainEnable: boolean('not_show_again_enable').notNull().default(false),
    /** Stack order: lower first. */
    position: integer('position').notNull().default(0),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('popups_audience_status_idx').on(table.audience, table.status)],
);

/** Who has been shown a popup (first and last time): the operators' "seen by" count. */
export const popupViews = pgTable(
  'popup_views',
  {
    popupId: uuid('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.popupId, table.userId] })],
);

/** 'Do not show this popup again': per user. */
export const popupDismissals = pgTable(
  'popup_dismissals',
  {
    popupId: uuid('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.popupId, table.userId] })],
);
