import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advertisers } from './advertisers.ts';

export const statementTypes = ['deposit', 'expense', 'adjust', 'promotion'] as const;

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
    /** The platform's business day (PLATFORM_TIMEZONE) the row belongs to. */
    statementDate: date('statement_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('statements_reference_unique').on(table.reference),
    index('statements_advertiser_seq_idx').on(table.advertiserId, table.seq),
  ],
);
