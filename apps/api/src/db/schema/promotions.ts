import {
  PROMOTION_CLAIM_CONDITIONS,
  PROMOTION_CLAIM_STATUSES,
  PROMOTION_STATUSES,
  PROMOTION_TARGET_PAGES,
  PROMOTION_TYPES,
} from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { advertisers } from './advertisers.ts';
import { deposits } from './deposits.ts';

/** Operators' promotions: a bonus on a deposit, claimed with its code. */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: PROMOTION_TYPES }).notNull(),
    /** Fixed: micro-USDT. Percentage: hundredths of a percent (15% = 1500). */
    value: bigint('value', { mode: 'bigint' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    minDepositMicros: bigint('min_deposit_micros', { mode: 'bigint' }).notNull(),
    maxAmountMicros: bigint('max_amount_micros', { mode: 'bigint' }).notNull(),
    claimCondition: text('claim_condition', { enum: PROMOTION_CLAIM_CONDITIONS }).notNull(),
    limitPerUser: integer('limit_per_user').notNull(),
    limitTotal: integer('limit_total').notNull(),
    targetPage: text('target_page', { enum: PROMOTION_TARGET_PAGES }).notNull(),
    status: text('status', { enum: PROMOTION_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('promotions_code_unique').on(table.code)],
);

/**
 * A promotion claimed on a deposit: it holds a slot of the promotion's limits while claimed or used; the bonus
 * is credited (status used, a promotion statement row) when the deposit succeeds and the rules still hold.
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id),
    advertiserId: uuid('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    depositId: uuid('deposit_id')
      .notNull()
      .references(() => deposits.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PROMOTION_CLAIM_STATUSES }).notNull(),
    /** The platform day of the claim (per-day condition). */
    claimDate: date('claim_date').notNull(),
    bonusMicros: bigint('bonus_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    reason: text('reason'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('promotion_claims_deposit_unique').on(table.depositId),
    index('promotion_claims_promotion_idx').on(table.promotionId, table.status),
    index('promotion_claims_advertiser_idx').on(table.advertiserId, table.promotionId),
  ],
);
