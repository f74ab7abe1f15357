import { DEPOSIT_METHODS, DEPOSIT_STATUSES } from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advertisers } from './advertisers.ts';
import { users } from './users.ts';

export const depositMethods = DEPOSIT_METHODS;
export const depositStatuses = DEPOSIT_STATUSES;

/**
 * A top-up of the prepaid balance in USDT on TRC20: a manual transfer to the platform's address (proved by its
 * transaction hash) or a payment through the crypto provider. Credited to the ledger once (statement reference
 * `deposit:<id>:…`); the status moves only along the transitions of modules/deposits/deposit-status.ts.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The reference people read and the payment page's address (/payment/{ref}). */
    reference: text('reference').notNull(),
    advertiserId: uuid('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    method: text('method', { enum: depositMethods }).notNull(),
    status: text('status', { enum: depositStatuses }).notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    /** What reached the ledger so far (a partial payment credits what arrived). */
    creditedMicros: bigint('credited_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    network: text('network').notNull().default('TRC20'),
    /** Where the money goes: the platform's address (manual) or the provider's one-off address (crypto). */
    payAddress: text('pay_address'),
    /** The provider's payment id (crypto) and last status it reported. */
    providerPaymentId: text('provider_payment_id'),
    providerStatus: text('provider_status'),
    /** The amount the provider asks for, in the pay currency, as it answered (decimal string). */
    payAmount: text('pay_amount'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** The TRC20 transaction that paid a manual deposit; a hash is accepted once, anywhere. */
    txHash: text('tx_hash'),
    promotionCode: text('promotion_code'),
    /** The operator's remark on a confirmation or rejection; the system's note on a partial payment. */
    remark: text('remark'),
    /** The last provider answer or chain transfer seen, for support. */
    gatewayData: jsonb('gateway_data'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposits_reference_unique').on(table.reference),
    uniqueIndex('deposits_provider_payment_unique').on(table.providerPaymentId),
    uniqueIndex('deposits_tx_hash_unique').on(table.txHash),
    index('deposits_advertiser_created_idx').on(table.advertiserId, table.createdAt),
    index('deposits_status_idx').on(table.status),
  ],
);

/**
 * Every provider callback received, once: a callback sent again (same payment, status and body) is recognised
 * and answered without doing anything again.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    providerPaymentId: text('provider_payment_id').notNull(),
    status: text('status').notNull(),
    bodyHash: text('body_hash').notNull(),
    body: jsonb('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_callbacks_unique').on(table.providerPaymentId, table.status, table.bodyHash),
  ],
);
