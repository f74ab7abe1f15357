import { CLICK_STATUSES, TARGET_TYPES, VOID_REASONS } from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per click on a served ad (docs/delivery.md): what was decided when it was served (ad, target, site,
 * price, the impression id the signed link carried), who clicked (IP, country, parsed device) and whether it
 * was charged. A void click's spend is voided with it, so the midnight settlement never books it.
 * Rows are append-only except for a later void (the midnight pass, an operator). Partitioned by month
 * (ADR 10): old months are dropped whole; the report rollups keep their figures.
 */
export const clicks = pgTable(
  'clicks',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).notNull(),
    /** The served impression the link was signed for: one charged click per impression. */
    impressionId: uuid('impression_id').notNull(),
    advertiserId: uuid('advertiser_id').notNull(),
    advertisementId: uuid('advertisement_id').notNull(),
    targetId: uuid('target_id').notNull(),
    targetType: text('target_type', { enum: TARGET_TYPES }).notNull(),
    /** The catalogue website the ad was shown on. */
    siteId: uuid('site_id').notNull(),
    /** The second price decided at serving (micro-USDT); charged only when the status is success. */
    priceMicros: bigint('price_micros', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: CLICK_STATUSES }).notNull(),
    voidReason: text('void_reason', { enum: VOID_REASONS }),
    /** Who voided it by hand and why (operators). */
    voidNote: text('void_note'),
    ip: text('ip').notNull(),
    country: text('country'),
    browser: text('browser'),
    os: text('os'),
    deviceType: text('device_type').notNull(),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (table) => [
    // Partitioned by month of clicked_at (ADR 10): the key must hold the partition column.
    primaryKey({ columns: [table.id, table.clickedAt] }),
    index('clicks_impression_idx').on(table.impressionId),
    index('clicks_ad_time_idx').on(table.advertisementId, table.clickedAt),
    index('clicks_advertiser_time_idx').on(table.advertiserId, table.clickedAt),
    index('clicks_ip_time_idx').on(table.ip, table.clickedAt),
  ],
);

/**
 * Impressions whose beacon arrived, one row per served impression id (a replayed beacon counts once). Kept as
 * long as a click link stays valid: clicks look up their impression here (no impression, too fast). The
 * counts that reports read are in `impression_counts`.
 */
export const impressionBeacons = pgTable(
  'impression_beacons',
  {
    impressionId: uuid('impression_id').primaryKey(),
    advertisementId: uuid('advertisement_id').notNull(),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('impression_beacons_viewed_idx').on(table.viewedAt)],
);

/** Impressions counted per ad × target × site × hour, and what impression (CPM) ads were charged for them. */
export const impressionCounts = pgTable(
  'impression_counts',
  {
    advertisementId: uuid('advertisement_id').notNull(),
    targetId: uuid('target_id').notNull(),
    siteId: uuid('site_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    advertiserId: uuid('advertiser_id').notNull(),
    impressions: integer('impressions').notNull(),
    chargedMicros: bigint('charged_micros', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.advertisementId, table.targetId, table.siteId, table.hour] }),
    index('impression_counts_advertiser_hour_idx').on(table.advertiserId, table.hour),
  ],
);

/**
 * Impressions whose beacon arrived but that broke an invalid-traffic rule (docs/delivery.md): counted per ad ×
 * target × site × hour and reason, never billed. Counts, not a row per impression: the traffic they describe is
 * the kind that comes by the thousand. The reports show their sum next to the void clicks.
 */
export const impressionVoids = pgTable(
  'impression_voids',
  {
    advertisementId: uuid('advertisement_id').notNull(),
    targetId: uuid('target_id').notNull(),
    siteId: uuid('site_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    reason: text('reason', { enum: VOID_REASONS }).notNull(),
    advertiserId: uuid('advertiser_id').notNull(),
    impressions: integer('impressions').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.advertisementId, table.targetId, table.siteId, table.hour, table.reason] }),
    index('impression_voids_advertiser_hour_idx').on(table.advertiserId, table.hour),
  ],
);

/**
 * A counter that moves whenever something deciding delivery changes (ads, bids, catalogue, balances): bumped
 * by triggers, so no service has to remember. Each API process polls it and rebuilds its in-memory index.
 */
export const deliveryState = pgTable('delivery_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'bigint' }).notNull(),
});
