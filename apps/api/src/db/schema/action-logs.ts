import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** `refused`: something was tried and turned away (a revoked API key still in use). */
export const actionLogActions = ['created', 'updated', 'deleted', 'refused'] as const;
export type ActionLogAction = (typeof actionLogActions)[number];

/**
 * Every create, update and delete in the product, by anyone. Written only by db/audit.ts, in the same
 * transaction as the change it records. No foreign keys: a log outlives what it describes.
 */
export const actionLogs = pgTable(
  'action_logs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The advertiser the change belongs to (null for platform-wide records). */
    advertiserId: uuid('advertiser_id'),
    action: text('action', { enum: actionLogActions }).notNull(),
    /** The CASL subject / table of the row, e.g. "User", "Role". */
    subject: text('subject').notNull(),
    subjectId: text('subject_id').notNull(),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name').notNull(),
    /** The operator behind an impersonated session, when there was one. */
    impersonatorUserId: uuid('impersonator_user_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('action_logs_advertiser_created_idx').on(table.advertiserId, table.createdAt),
    index('action_logs_subject_idx').on(table.subject, table.subjectId),
  ],
);
