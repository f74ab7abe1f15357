import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const advertisers = pgTable('advertisers', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyName: text('company_name').notNull(),
  companyEmail: text('company_email').notNull(),
  companyPhone: text('company_phone'),
  /** The code other advertisers enter as their friend code (referral). */
  affiliateCode: text('affiliate_code').notNull().unique(),
  referredByAdvertiserId: uuid('referred_by_advertiser_id'),
  /** When the friend code was set; it can be set once, within 24 hours of registration. */
  referredAt: timestamp('referred_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
