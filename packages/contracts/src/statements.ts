import { z } from 'zod';
import { isoDateInput } from './fields.ts';
import { compareUsdt } from './money.ts';
import { ADJUST_MAX_USDT, STATEMENT_SOURCES, STATEMENT_TYPES } from './values/statements.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export { ADJUST_MAX_USDT, STATEMENT_SOURCES, STATEMENT_TYPES } from './values/statements.ts';

export type StatementType = (typeof STATEMENT_TYPES)[number];

export const ZStatementsQuery = z.strictObject({
  type: z.enum(STATEMENT_TYPES, { error: 'validation.invalid' }).optional(),
  from: isoDateInput().optional(),
  to: isoDateInput().optional(),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  page_size: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(25),
});
export type StatementsQuery = z.input<typeof ZStatementsQuery>;

export const ZExportQuery = z.strictObject({
  format: z.enum(['csv', 'xlsx'], { error: 'validation.invalid' }),
});

export const ZStatement = z
  .object({
    id: z.string(),
    seq: z.string(),
    advertiser_id: z.string(),
    type: z.enum(STATEMENT_TYPES),
    before: z.string(),
    amount: z.string(),
    after: z.string(),
    currency: z.literal('USDT'),
    reference: z.string(),
    source_type: z.enum(STATEMENT_SOURCES).nullable(),
    source_id: z.string().nullable(),
    note: z.string().nullable(),
    statement_date: z.iso.date(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Statement' });
export type Statement = z.infer<typeof ZStatement>;

export const ZBalance = z
  .object({ current: z.string(), temporary: z.string(), currency: z.literal('USDT') })
  .meta({ id: 'Balance' });
export type Balance = z.infer<typeof ZBalance>;

export const ZStatementPage = z
  .object({
    data: z.array(ZStatement),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    balance: ZBalance,
  })
  .meta({ id: 'StatementPage' });
export type StatementPage = z.infer<typeof ZStatementPage>;

export const ZAdjustBalanceBody = z
  .strictObject({
    amount: z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d{1,2})?$/, { error: 'validation.amount' })
      .refine((value) => compareUsdt(value, '0') !== 0, { error: 'validation.amountPositive' })
      .refine((value) => compareUsdt(value.replace(/^-/, ''), String(ADJUST_MAX_USDT)) <= 0, {
        error: `validation.amountMax|max=${ADJUST_MAX_USDT}`,
      }),
    reason: z.string().trim().min(1, { error: 'validation.required' }).max(500),
  })
  .meta({ id: 'AdjustBalanceBody' });
export type AdjustBalanceBody = z.input<typeof ZAdjustBalanceBody>;
