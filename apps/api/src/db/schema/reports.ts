import { TARGET_TYPES } from '@adportal/contracts';
import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Settings the database itself needs: the platform's time zone, which the report triggers use to put a click
 * or an impression hour on its platform day. One row (id 1); the app writes it at start (ADR 10).
 */
export const platformSettings = pgTable('platform_settings', {
  id: integer('id').primaryKey(),
  timeZone: text('time_zone').notNull(),
});

/**
 * What an advertiser's delivery did per platform day × ad × target × website: the rollup every report reads
 * (ADR 10). Kept up to date by statement triggers on `clicks` and `impression_counts` in the transaction that
 * records them, and recomputed for a day after its void pass and settlement. Outlives the raw clicks.
 */
export const reportDays = pgTable(
  'report_days',
  {
    advertiserId: uuid('advertiser_id').notNull(),
    day: date('day').notNull(),
    advertisementId: uuid('advertisement_id').notNull(),
    targetId: uuid('target_id').notNull(),
    siteId: uuid('site_id').notNull(),
    /** Null only while the target was deleted before any of its clicks was counted. */
    targetType: text('target_type', { enum: TARGET_TYPES }),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    clicks: integer('clicks').notNull(),
    voidClicks: integer('void_clicks').notNull(),
    /** Successful clicks that were charged (click ads): what an average CPC divides by. */
    chargedClicks: integer('charged_clicks').notNull(),
    /** Impressions that were charged (impression ads): what an average CPM divides by. */
    paidImpressions: bigint('paid_impressions', { mode: 'number' }).notNull(),
    /** Impressions whose beacon broke an invalid-traffic rule (`impression_voids`): never charged. */
    voidImpressions: bigint('void_impressions', { mode: 'number' }).notNull().default(0),
    /** Charged successful clicks (CPC ads), micro-USDT. */
    clickSpendMicros: bigint('click_spend_micros', { mode: 'bigint' }).notNull(),
    /** Charged impressions (CPM ads), micro-USDT. */
    impressionSpendMicros: bigint('impression_spend_micros', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.advertiserId, table.day, table.advertisementId, table.targetId, table.siteId],
    }),
    index('report_days_ad_day_idx').on(table.advertisementId, table.day),
  ],
);

/** The same per advertiser and platform day: the day expense list and the dashboard's totals read it. */
export const reportAdvertiserDays = pgTable(
  'report_advertiser_days',
  {
    advertiserId: uuid('advertiser_id').notNull(),
    day: date('day').notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    clicks: integer('clicks').notNull(),
    voidClicks: integer('void_clicks').notNull(),
    chargedClicks: integer('charged_clicks').notNull(),
    paidImpressions: bigint('paid_impressions', { mode: 'number' }).notNull(),
    voidImpressions: bigint('void_impressions', { mode: 'number' }).notNull().default(0),
    clickSpendMicros: bigint('click_spend_micros', { mode: 'bigint' }).notNull(),
    impressionSpendMicros: bigint('impression_spend_micros', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.advertiserId, table.day] })],
);
