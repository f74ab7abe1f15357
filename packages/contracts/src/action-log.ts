import { z } from 'zod';
import { isoDateInput } from './fields.ts';
import { ACTION_LOG_ACTIONS, ACTION_LOG_PAGE_SIZES } from './values/action-log.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export { ACTION_LOG_ACTIONS, ACTION_LOG_PAGE_SIZES } from './values/action-log.ts';

const isoDate = isoDateInput();

export const ZActionLogQuery = z
  .strictObject({
    action: z.enum(ACTION_LOG_ACTIONS).optional(),
    subject: z.string().trim().min(1).max(60).optional(),
    actor_user_id: z.uuid({ error: 'validation.invalid' }).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce
      .number()
      .int()
      .refine((size) => (ACTION_LOG_PAGE_SIZES as readonly number[]).includes(size), {
        error: 'validation.invalid',
      })
      .default(25),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'validation.dateRange',
    path: ['to'],
  });
export type ActionLogQuery = z.input<typeof ZActionLogQuery>;

export const ZActionLogEntry = z
  .object({
    id: z.string(),
    action: z.enum(ACTION_LOG_ACTIONS),
    subject: z.string(),
    subject_id: z.string(),
    actor_user_id: z.string().nullable(),
    actor_name: z.string(),
    impersonated: z.boolean(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ActionLogEntry' });
export type ActionLogEntry = z.infer<typeof ZActionLogEntry>;

export const ZActionLogPage = z
  .object({
    items: z.array(ZActionLogEntry),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** The values the filters can take in this advertiser's log. */
    facets: z.object({
      subjects: z.array(z.string()),
      actors: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  })
  .meta({ id: 'ActionLogPage' });
export type ActionLogPage = z.infer<typeof ZActionLogPage>;
