import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A sign-up waiting for its email to be confirmed. Nothing of the account exists until the emailed link is
 * opened, so registering an email that is already taken looks exactly like registering a new one. Only the
 * SHA-256 of the link's token and the argon2id hash of the password are stored.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    advertiserName: text('advertiser_name').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pending_registrations_hash_unique').on(table.tokenHash),
    index('pending_registrations_email_idx').on(table.email),
  ],
);
