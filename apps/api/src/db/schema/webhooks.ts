import {
  WEBHOOK_DELIVERY_ERRORS,
  WEBHOOK_DELIVERY_EVENTS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_EVENTS,
} from '@adportal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
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

/**
 * An advertiser's webhook endpoint (docs/api.md "Webhooks", ADR 33). The signing secret is kept sealed
 * (lib/secret-box.ts: it must be read back to sign); after a rotation the previous one keeps signing beside it
 * until `previous_secret_expires_at`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    advertiserId: uuid('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    events: text('events', { enum: WEBHOOK_EVENTS }).array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: WEBHOOK_DISABLED_REASONS }),
    /** The first final failure since the last success; null while deliveries succeed. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    secretSealed: text('secret_sealed').notNull(),
    secretHint: text('secret_hint').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_advertiser_idx').on(table.advertiserId)],
);

/**
 * One message to one endpoint and its attempts: written in the transaction of the change it announces (an outbox),
 * handed to the job queue by the pump (`enqueued_at`), claimed by one worker at a time (`claimed_at`).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    advertiserId: uuid('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    /** Set for an event announced by a job that may find it again (a run's end): one delivery per key and endpoint. */
    dedupeKey: text('dedupe_key'),
    /** The `webhook-id` header: the same on every attempt and redelivery. */
    messageId: text('message_id').notNull(),
    event: text('event', { enum: WEBHOOK_DELIVERY_EVENTS }).notNull(),
    /** The body sent, `{ type, timestamp, data }`. */
    payload: jsonb('payload')
      .$type<{ type: string; timestamp: string; data: Record<string, unknown> }>()
      .notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Attempts of the current round (a redelivery starts a new one); the retry schedule counts these. */
    roundAttempts: integer('round_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseMs: integer('response_ms'),
    responseExcerpt: text('response_excerpt'),
    error: text('error', { enum: WEBHOOK_DELIVERY_ERRORS }),
    /** When the pump made this attempt's job; null while one is to be made. */
    enqueuedAt: timestamp('enqueued_at', { withTimezone: true }),
    /** Set while a worker sends it, so a job run twice sends once. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    uniqueIndex('webhook_deliveries_dedupe_unique').on(table.endpointId, table.dedupeKey),
    index('webhook_deliveries_to_enqueue_idx')
      .on(table.createdAt)
      .where(sql`${table.enqueuedAt} is null and ${table.status} in ('pending', 'retrying')`),
  ],
);
