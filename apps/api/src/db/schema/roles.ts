import type { RolePermissions } from '@adportal/permissions';
import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advertisers } from './advertisers.ts';

export const roleKinds = ['advertiser', 'platform'] as const;

/** A role of an advertiser's team (advertiser_id set) or of the platform operators (advertiser_id null). */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    advertiserId: uuid('advertiser_id').references(() => advertisers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: roleKinds }).notNull(),
    name: text('name').notNull(),
    isAdministrator: boolean('is_administrator').notNull().default(false),
    permissions: jsonb('permissions').$type<RolePermissions>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('roles_advertiser_name_unique')
      .on(table.advertiserId, sql`lower(${table.name})`)
      .where(sql`${table.advertiserId} is not null`),
    uniqueIndex('roles_platform_name_unique')
      .on(sql`lower(${table.name})`)
      .where(sql`${table.advertiserId} is null`),
  ],
);
