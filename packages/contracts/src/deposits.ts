import { z } from 'zod';
import { isoDateInput, typeError } from './fields.ts';
import { compareUsdt } from './money.ts';
import { DEPOSIT_MAX_USDT, DEPOSIT_METHODS, DEPOSIT_STATUSES } from './values/deposits.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export {
  canMoveDeposit,
  DEPOSIT_MAX_USDT,
  DEPOSIT_METHODS,
  DEPOSIT_STATUSES,
  DEPOSIT_TRANSITIONS,
} from './values/deposits.ts';

export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const ZDepositAmount = z
  .string(typeError)
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^\d+(\.\d+)?$/, { error: 'validation.amount' })
  .refine((value) => !/\.\d{3,}$/.test(value), { error: 'validation.maxDecimals|max=2' })
  .refine((value) => compareUsdt(value, '0') > 0, { error: 'validation.amountPositive' })
  .refine((value) => compareUsdt(value, String(DEPOSIT_MAX_USDT)) <= 0, {
    error: `validation.amountMax|max=${DEPOSIT_MAX_USDT}`,
  });

export const ZCreateDepositBody = z
  .strictObject({
    amount: ZDepositAmount,
    method: z.enum(DEPOSIT_METHODS, { error: 'validation.required' }),
    promotion_code: z
      .string(typeError)
      .trim()
      .max(40, { error: 'validation.maxLength|max=40' })
      .optional()
      .transform((value) => (value ? value.toUpperCase() : undefined)),
  })
  .meta({ id: 'CreateDepositBody', examples: [{ amount: '250.00', method: 'crypto' }] });
export type CreateDepositBody = z.input<typeof ZCreateDepositBody>;

/** A TRC20 transaction id: 64 hex characters. */
export const ZTxHash = z
  .string(typeError)
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^(0x)?[0-9a-fA-F]{64}$/, { error: 'deposit.errors.txHashFormat' })
  .transform((value) => value.replace(/^0x/, '').toLowerCase());

export const ZSubmitTxHashBody = z.strictObject({ tx_hash: ZTxHash }).meta({ id: 'SubmitTxHashBody' });

/** An operator's confirm or reject of a manual deposit: the remark is required. */
export const ZDepositRemarkBody = z
  .strictObject({ remark: z.string().trim().min(1, { error: 'validation.required' }).max(500) })
  .meta({ id: 'DepositRemarkBody' });
export type DepositRemarkBody = z.input<typeof ZDepositRemarkBody>;
export type SubmitTxHashBody = z.input<typeof ZSubmitTxHashBody>;

export const ZDepositIdParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });
export const ZDepositRefParams = z.strictObject({ ref: z.string().min(1).max(40) });

export const ZDepositsQuery = z.strictObject({
  search: z.string().trim().max(60).optional(),
  status: z.enum(DEPOSIT_STATUSES, { error: 'validation.invalid' }).optional(),
  method: z.enum(DEPOSIT_METHODS, { error: 'validation.invalid' }).optional(),
  from: isoDateInput().optional(),
  to: isoDateInput().optional(),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  page_size: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(10),
});
export type DepositsQuery = z.input<typeof ZDepositsQuery>;

export const ZDeposit = z
  .object({
    id: z.string(),
    reference: z.string(),
    advertiser_id: z.string(),
    method: z.enum(DEPOSIT_METHODS),
    status: z.enum(DEPOSIT_STATUSES),
    amount: z.string(),
    credited: z.string(),
    currency: z.literal('USDT'),
    network: z.string(),
    pay_address: z.string().nullable(),
    pay_amount: z.string().nullable(),
    provider_payment_id: z.string().nullable(),
    provider_status: z.string().nullable(),
    valid_until: z.iso.datetime().nullable(),
    tx_hash: z.string().nullable(),
    promotion_code: z.string().nullable(),
    remark: z.string().nullable(),
    /** The advertiser's company name: operators' lists and exports only. */
    advertiser_name: z.string().optional(),
    /** The sandbox provider is running (no real provider configured): the payment page says so. */
    sandbox: z.boolean(),
    completed_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Deposit' });
export type Deposit = z.infer<typeof ZDeposit>;

/** The promotion claimed on a deposit: its bonus is credited (used) when the deposit succeeds and the rules hold. */
export const ZDepositPromotion = z
  .object({
    code: z.string(),
    status: z.enum(['claimed', 'used', 'cancelled']),
    /** The bonus credited, USDT ("0" until the claim is used). */
    bonus: z.string(),
    /** Why a cancelled claim gave no bonus: an i18n key of the promotion rules. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'DepositPromotion' });
export type DepositPromotion = z.infer<typeof ZDepositPromotion>;

/** One deposit as its page and the payment page show it: with its promotion claim, if any. */
export const ZDepositDetail = ZDeposit.extend({ promotion: ZDepositPromotion.nullable() }).meta({
  id: 'DepositDetail',
});
export type DepositDetail = z.infer<typeof ZDepositDetail>;

export const ZDepositPage = z
  .object({
    data: z.array(ZDeposit),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'DepositPage' });
export type DepositPage = z.infer<typeof ZDepositPage>;

/** What the add-deposit dialog shows beside the form: the platform's address for manual transfers. */
export const ZDepositSettings = z
  .object({
    manual_address: z.string().nullable(),
    crypto_enabled: z.boolean(),
    sandbox: z.boolean(),
    network: z.literal('TRC20'),
    currency: z.literal('USDT'),
    max_decimals: z.literal(2),
  })
  .meta({ id: 'DepositSettings' });
export type DepositSettings = z.infer<typeof ZDepositSettings>;
