import { z } from 'zod';
import { isoDateTimeInput, NAME_MAX_LENGTH, typeError } from './fields.ts';
import { compareUsdt } from './money.ts';
import {
  PROMOTION_CLAIM_CONDITIONS,
  PROMOTION_CLAIM_STATUSES,
  PROMOTION_STATUSES,
  PROMOTION_TARGET_PAGES,
  PROMOTION_TYPES,
} from './values/promotions.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export {
  PROMOTION_CLAIM_CONDITIONS,
  PROMOTION_CLAIM_STATUSES,
  PROMOTION_STATUSES,
  PROMOTION_TARGET_PAGES,
  PROMOTION_TYPES,
} from './values/promotions.ts';

export type PromotionType = (typeof PROMOTION_TYPES)[number];

export type PromotionClaimCondition = (typeof PROMOTION_CLAIM_CONDITIONS)[number];

export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export type PromotionClaimStatus = (typeof PROMOTION_CLAIM_STATUSES)[number];

const usdtAmount = (max = 1_000_000) =>
  z
    .string(typeError)
    .trim()
    .min(1, { error: 'validation.required' })
    .regex(/^\d+(\.\d+)?$/, { error: 'validation.amount' })
    .refine((value) => !/\.\d{3,}$/.test(value), { error: 'validation.maxDecimals|max=2' })
    .refine((value) => compareUsdt(value, String(max)) <= 0, { error: `validation.amountMax|max=${max}` });

export const ZPromotionBody = z
  .strictObject({
    code: z
      .string(typeError)
      .trim()
      .min(3, { error: 'validation.required' })
      .max(40, { error: 'validation.maxLength|max=40' })
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'promotion.errors.codeFormat' })
      .transform((value) => value.toUpperCase()),
    title: z.string(typeError).trim().min(1, { error: 'validation.required' }).max(NAME_MAX_LENGTH),
    description: z.string(typeError).trim().max(1000, { error: 'validation.maxLength|max=1000' }).default(''),
    type: z.enum(PROMOTION_TYPES, { error: 'validation.required' }),
    /** USDT for fixed, percent (at most 2 decimals, ≤ 100) for percentage. */
    value: usdtAmount(),
    starts_at: isoDateTimeInput(),
    ends_at: isoDateTimeInput(),
    min_deposit: usdtAmount(),
    max_amount: usdtAmount(),
    claim_condition: z.enum(PROMOTION_CLAIM_CONDITIONS, { error: 'validation.required' }),
    limit_per_user: z.number(typeError).int().min(1, { error: 'validation.invalid' }).max(1_000_000),
    limit_total: z.number(typeError).int().min(1, { error: 'validation.invalid' }).max(10_000_000),
    target_page: z.enum(PROMOTION_TARGET_PAGES, { error: 'validation.required' }),
    status: z.enum(PROMOTION_STATUSES, { error: 'validation.required' }),
  })
  .refine((body) => body.ends_at > body.starts_at, { error: 'validation.dateRange', path: ['ends_at'] })
  .refine((body) => body.type === 'fixed' || compareUsdt(body.value, '100') <= 0, {
    error: 'promotion.errors.percentMax',
    path: ['value'],
  })
  .refine((body) => compareUsdt(body.value, '0') > 0, { error: 'validation.amountPositive', path: ['value'] })
  .refine((body) => compareUsdt(body.max_amount, '0') > 0, {
    error: 'validation.amountPositive',
    path: ['max_amount'],
  })
  .meta({ id: 'PromotionBody' });
export type PromotionBody = z.input<typeof ZPromotionBody>;

export const ZPromotion = z
  .object({
    id: z.string(),
    code: z.string(),
    title: z.string(),
    description: z.string(),
    type: z.enum(PROMOTION_TYPES),
    value: z.string(),
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    min_deposit: z.string(),
    max_amount: z.string(),
    claim_condition: z.enum(PROMOTION_CLAIM_CONDITIONS),
    limit_per_user: z.number().int(),
    limit_total: z.number().int(),
    target_page: z.enum(PROMOTION_TARGET_PAGES),
    status: z.enum(PROMOTION_STATUSES),
    /** Claims that still hold a slot (claimed or used). */
    claims: z.number().int(),
    /** For an advertiser: their own claims that hold a slot. */
    my_claims: z.number().int().optional(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Promotion' });
export type Promotion = z.infer<typeof ZPromotion>;

export const ZPromotionList = z.object({ data: z.array(ZPromotion) }).meta({ id: 'PromotionList' });
export type PromotionList = z.infer<typeof ZPromotionList>;

export const ZPromotionClaim = z
  .object({
    id: z.string(),
    promotion_id: z.string(),
    promotion_code: z.string(),
    promotion_title: z.string(),
    advertiser_id: z.string(),
    deposit_id: z.string(),
    deposit_reference: z.string(),
    status: z.enum(PROMOTION_CLAIM_STATUSES),
    bonus: z.string(),
    reason: z.string().nullable(),
    claimed_at: z.iso.datetime(),
    used_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PromotionClaim' });
export type PromotionClaim = z.infer<typeof ZPromotionClaim>;

export const ZPromotionClaimPage = z
  .object({
    data: z.array(ZPromotionClaim),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'PromotionClaimPage' });
export type PromotionClaimPage = z.infer<typeof ZPromotionClaimPage>;

export const ZPromotionClaimsQuery = z.strictObject({
  promotion_id: z.uuid({ error: 'validation.invalid' }).optional(),
  status: z.enum(PROMOTION_CLAIM_STATUSES, { error: 'validation.invalid' }).optional(),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  page_size: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(10),
});
export type PromotionClaimsQuery = z.input<typeof ZPromotionClaimsQuery>;

export const ZPromotionIdParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });
