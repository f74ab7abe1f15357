import { API_KEY_SCOPES } from '@adportal/permissions/areas';
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advertisers } from './advertisers.ts';
import { users } from './users.ts';

/**
 * A team user's personal API key (docs/api.md): the secret is shown once and only its SHA-256 is kept. It acts
 * as its user, narrowed to its areas and scope (`rulesForApiKey`), until revoked, expired, or its user locked or
 * removed.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertiserId: uuid('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** `adp_` and the next six characters, so people tell their keys apart. */
    hint: text('hint').notNull(),
    scope: text('scope', { enum: API_KEY_SCOPES }).notNull(),
    areas: text('areas').array().notNull(),
    /** The last platform day the key works; null: until revoked. */
    expiresOn: date('expires_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per key. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Who revoked it: its owner, a team administrator or an operator (null while live). */
    revokedByUserId: uuid('revoked_by_user_id'),
  },
  (table) => [
    uniqueIndex('api_keys_secret_hash_unique').on(table.secretHash),
    index('api_keys_user_idx').on(table.userId),
    index('api_keys_live_advertiser_idx').on(table.advertiserId).where(sql`${table.revokedAt} is null`),
  ],
);
