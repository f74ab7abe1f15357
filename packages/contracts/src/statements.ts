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

/**
 * What one run of the settlement did (the 00:05 job's work, or an operator's "close finished days now"): the
 * void pass over the finished days, the expense rows booked, the report days rebuilt. Only days before the
 * platform's today are ever settled.
 */
export const ZSettlementRun = z
  .object({
    /** The platform's today: every day before it is finished and was closed by this run (or before). */
    today: z.string(),
    /** Finished days with open clicks that the void pass looked at. */
    days_closed: z.number().int(),
    /** Clicks voided by the whole-day rules (`ip_daily`), with their spend. */
    clicks_voided: z.number().int(),
    /** Expense rows booked: one per advertiser and day. */
    expenses_booked: z.number().int(),
    /** USDT booked in those rows. */
    amount_booked: z.string(),
    /** Report days recomputed from the raw rows. */
    report_days_rebuilt: z.array(z.string()),
  })
  .meta({ id: 'SettlementRun' });
export type SettlementRun = z.infer<typeof ZSettlementRun>;
