import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advertisers } from './advertisers.ts';
import { roles } from './roles.ts';

export const userStatuses = ['active', 'inactive'] as const;

/** A person who signs in: an advertiser's team member, or a platform operator (no advertiser). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    advertiserId: uuid('advertiser_id').references(() => advertisers.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    name: text('name').notNull(),
    /** Stored lower-cased; unique across the platform. */
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: userStatuses }).notNull().default('active'),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    /** TOTP secret, AES-256-GCM encrypted with the key from config (lib/secret-box.ts); null when 2FA is off. */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice in its step. */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When the user chose "Skip for now" in the friend-code dialog: it is not offered again by itself. */
    friendCodeSkippedAt: timestamp('friend_code_skipped_at', { withTimezone: true }),
    /** When the user dismissed the dashboard's getting-started checklist. */
    checklistDismissedAt: timestamp('checklist_dismissed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_advertiser_idx').on(table.advertiserId),
    index('users_role_idx').on(table.roleId),
  ],
);
