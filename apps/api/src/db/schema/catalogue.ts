import { CATALOGUE_STATUSES } from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Operators' inventory catalogues. Entries are switched inactive, never deleted (ads and bids refer to them). */
const status = () => text('status', { enum: CATALOGUE_STATUSES }).notNull().default('active');
const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adSizes = pgTable(
  'ad_sizes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    status: status(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('ad_sizes_dimensions_unique').on(table.width, table.height)],
);

export const adCategories = pgTable(
  'ad_categories',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    status: status(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('ad_categories_name_unique').on(sql`lower(${table.name})`)],
);

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2, upper case. */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  status: status(),
  ...timestamps(),
});

/** Keywords advertisers bid on, with the platform's default minimum prices (micro-USDT). */
export const keywords = pgTable(
  'keywords',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    keyword: text('keyword').notNull(),
    minCpcMicros: bigint('min_cpc_micros', { mode: 'bigint' }).notNull(),
    minCpmMicros: bigint('min_cpm_micros', { mode: 'bigint' }).notNull(),
    status: status(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('keywords_keyword_unique').on(table.keyword)],
);

/** Publisher websites advertisers bid on, with default minimum prices (micro-USDT). */
export const websites = pgTable(
  'websites',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    domain: text('domain').notNull(),
    name: text('name').notNull(),
    /** The key publishers' ad tags carry: public, random, not guessable from the domain. */
    siteKey: text('site_key').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    minCpcMicros: bigint('min_cpc_micros', { mode: 'bigint' }).notNull(),
    minCpmMicros: bigint('min_cpm_micros', { mode: 'bigint' }).notNull(),
    status: status(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('websites_domain_unique').on(table.domain),
    uniqueIndex('websites_site_key_unique').on(table.siteKey),
  ],
);
