import { z } from 'zod';

export const ZOutboxQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZOutboxMail = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    kind: z.string(),
    language: z.string(),
    text: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof ZOutboxMail>;

export const ZOutboxPage = z
  .object({
    items: z.array(ZOutboxMail),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'OutboxPage' });
export type OutboxPage = z.infer<typeof ZOutboxPage>;
