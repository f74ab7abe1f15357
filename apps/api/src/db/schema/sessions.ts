import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A signed-in session. Tokens are opaque random values handed to the client once; only their SHA-256
 * is stored. The access token expires; the optional remember token (remember me) renews it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessTokenHash: text('access_token_hash').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    rememberTokenHash: text('remember_token_hash'),
    rememberExpiresAt: timestamp('remember_expires_at', { withTimezone: true }),
    /** The operator who opened this session on the user's behalf (login by token). */
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Opened by the user's very first own sign-in (the web greets "Welcome" instead of "Welcome back"). */
    firstSignIn: boolean('first_sign_in').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_access_token_unique').on(table.accessTokenHash),
    uniqueIndex('sessions_remember_token_unique').on(table.rememberTokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);
