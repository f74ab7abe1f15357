import {
  AD_DISPLAYS,
  AD_IMAGE_FORMATS,
  AD_STATUSES,
  AD_TYPES,
  BUDGET_PERIODS,
  TARGET_TYPES,
} from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { advertisers } from './advertisers.ts';
import { adCategories, adSizes, keywords, websites } from './catalogue.ts';
import { users } from './users.ts';

/** An uploaded, re-encoded ad image; the file itself lives in object storage under `storageKey`. */
export const adImages = pgTable(
  'ad_images',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    advertiserId: uuid('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    format: text('format', { enum: AD_IMAGE_FORMATS }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ad_images_advertiser_idx').on(table.advertiserId),
    // Publishers' pages load images by content address (/serve/img/<sha256>.<ext>).
    index('ad_images_sha256_idx').on(table.sha256),
  ],
);

/** One week of time ranges, Monday first ("HH:MM", end may be "24:00"), in the platform's time zone. */
export interface StoredSchedule {
  enabled: boolean;
  week: { start: string; end: string }[][];
}

export const advertisements = pgTable(
  'advertisements',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    advertiserId: uuid('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: AD_TYPES }).notNull(),
    adSizeId: uuid('ad_size_id')
      .notNull()
      .references(() => adSizes.id),
    imageId: uuid('image_id')
      .notNull()
      .references(() => adImages.id),
    redirectUrl: text('redirect_url').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => adCategories.id),
    allCountries: boolean('all_countries').notNull(),
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: AD_STATUSES }).notNull(),
    /** The reason of the last rejection or ban (cleared when the ad leaves that status). */
    statusReason: text('status_reason'),
    display: text('display', { enum: AD_DISPLAYS }).notNull().default('online'),
    budgetMicros: bigint('budget_micros', { mode: 'bigint' }),
    budgetPeriod: text('budget_period', { enum: BUDGET_PERIODS }),
    budgetStart: date('budget_start'),
    budgetEnd: date('budget_end'),
    schedule: jsonb('schedule')
      .$type<StoredSchedule>()
      .notNull()
      .default(sql`'{"enabled":false,"week":[[],[],[],[],[],[],[]]}'::jsonb`),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('advertisements_advertiser_idx').on(table.advertiserId, table.status, table.createdAt),
    index('advertisements_status_idx').on(table.status, table.createdAt),
  ],
);

/** Every move of an ad's status: from (null at creation), to, why, who and when. */
export const adStatusLogs = pgTable(
  'ad_status_logs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    advertisementId: uuid('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: AD_STATUSES }),
    toStatus: text('to_status', { enum: AD_STATUSES }).notNull(),
    action: text('action').notNull(),
    reason: text('reason'),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name').notNull(),
    byOperator: boolean('by_operator').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ad_status_logs_ad_idx').on(table.advertisementId, table.createdAt)],
);

/** Every budget an ad had: the budget tab's change history. */
export const adBudgetLogs = pgTable(
  'ad_budget_logs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    advertisementId: uuid('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    period: text('period', { enum: BUDGET_PERIODS }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ad_budget_logs_ad_idx').on(table.advertisementId, table.createdAt)],
);

/** A bid of an ad on one keyword or one website (prices: CPC or CPM by the ad's type, micro-USDT). */
export const adTargets = pgTable(
  'ad_targets',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    advertisementId: uuid('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    advertiserId: uuid('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: TARGET_TYPES }).notNull(),
    keywordId: uuid('keyword_id').references(() => keywords.id),
    websiteId: uuid('website_id').references(() => websites.id),
    minBidMicros: bigint('min_bid_micros', { mode: 'bigint' }).notNull(),
    maxBidMicros: bigint('max_bid_micros', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ad_targets_keyword_unique')
      .on(table.advertisementId, table.keywordId)
      .where(sql`${table.keywordId} is not null`),
    uniqueIndex('ad_targets_website_unique')
      .on(table.advertisementId, table.websiteId)
      .where(sql`${table.websiteId} is not null`),
    index('ad_targets_keyword_idx').on(table.keywordId),
    index('ad_targets_website_idx').on(table.websiteId),
  ],
);
