import { STATEMENT_SOURCES, STATEMENT_TYPES } from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advertisers } from './advertisers.ts';

export const statementTypes = STATEMENT_TYPES;
export type StatementType = (typeof statementTypes)[number];

/** What caused a ledger row: a deposit, a promotion claim, an operator's adjustment, a day's settled spend. */
export const statementSources = STATEMENT_SOURCES;
export type StatementSource = (typeof statementSources)[number];

/**
 * The advertiser's ledger: append-only rows of micro-USDT. The balance is the last row's `after`.
 * `reference` is unique so that a retried operation cannot be booked twice.
 */
export const statements = pgTable(
  'statements',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Strict order of the ledger: the row with the highest seq holds the balance. */
    seq: bigint('seq', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    advertiserId: uuid('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: statementTypes }).notNull(),
    beforeMicros: bigint('before_micros', { mode: 'bigint' }).notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    afterMicros: bigint('after_micros', { mode: 'bigint' }).notNull(),
    reference: text('reference').notNull(),
    sourceType: text('source_type', { enum: statementSources }),
    sourceId: text('source_id'),
    /** Why (an operator's adjustment reason, a partial payment's note). */
    note: text('note'),
    /** The platform's business day (PLATFORM_TIMEZONE) the row belongs to. */
    statementDate: date('statement_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('statements_reference_unique').on(table.reference),
    index('statements_advertiser_seq_idx').on(table.advertiserId, table.seq),
    index('statements_advertiser_date_idx').on(table.advertiserId, table.statementDate),
  ],
);

/**
 * Spend as it happens (clicks, impressions), not yet in the ledger. The temporary balance is the current one
 * minus the unsettled, unvoided spend; after the platform's midnight the settlement job books each advertiser's
 * day as one expense row and marks its entries settled. Voided entries (cancelled junk clicks) are never booked.
 */
export const spendEntries = pgTable(
  'spend_entries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    advertiserId: uuid('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    /** The ad the spend was for (null for spend not tied to an ad). */
    advertisementId: uuid('advertisement_id'),
    /** Idempotency key of the caller (a click id): recording the same spend twice books it once. */
    reference: text('reference').notNull(),
    /** The platform day the spend happened on, the day it is settled under. */
    spendDate: date('spend_date').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    statementId: uuid('statement_id').references(() => statements.id),
  },
  (table) => [
    uniqueIndex('spend_entries_reference_unique').on(table.reference),
    index('spend_entries_ad_idx').on(table.advertisementId, table.spendDate),
    index('spend_entries_open_idx')
      .on(table.advertiserId, table.spendDate)
      .where(sql`${table.settledAt} is null and ${table.voidedAt} is null`),
  ],
);
