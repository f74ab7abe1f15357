import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const userTokenPurposes = [
  'password_reset',
  'password_change',
  'invite',
  'login_bypass',
  'two_factor',
  'telegram_link',
] as const;
export type UserTokenPurpose = (typeof userTokenPurposes)[number];

/**
 * Single-use, expiring tokens sent to a user (reset and change-password links, invitations, operator
 * login-by-token links, the second step of a two-factor sign-in). Only the SHA-256 of a token is stored.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: userTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong attempts against this token (two-factor challenges lock after a few). */
    attempts: integer('attempts').notNull().default(0),
    /** For a two-factor challenge: whether the sign-in asked to be remembered. */
    rememberMe: boolean('remember_me').notNull().default(false),
    /** The operator who created it (login-by-token, operator-requested password change). */
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_tokens_hash_unique').on(table.tokenHash),
    index('user_tokens_user_idx').on(table.userId),
  ],
);

/** Ten single-use recovery codes per user with two-factor on; stored as SHA-256. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);
