import { z } from 'zod';
import { TARGET_TYPES } from './ad-targets.ts';
import { AD_DELIVERY_STATES, AD_NOT_SERVING_REASONS, AD_TYPES } from './advertisements.ts';
import { typeError } from './fields.ts';
import { compareUsdt } from './money.ts';
import { OPPORTUNITY_FIXES } from './values/planner.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export { OPPORTUNITY_FIXES } from './values/planner.ts';

/**
 * The planner reads the platform's bid landscape: the default minimum of a keyword or website and the
 * max bids of other approved, online ads of the same type and ad size on it.
 */
export const ZPlannerTargetsQuery = z.strictObject({
  target_type: z.enum(TARGET_TYPES, { error: 'validation.invalid' }).default('keyword'),
  type: z.enum(AD_TYPES, { error: 'validation.invalid' }).default('click'),
  search: z.string().trim().max(80).optional(),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  page_size: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(10),
  /** Only bids of ads of this size compete (an ad's bid dialog); every size when absent (the planner list). */
  ad_size_id: z.uuid({ error: 'validation.invalid' }).optional(),
});
export type PlannerTargetsQuery = z.input<typeof ZPlannerTargetsQuery>;

export const ZPlannerTarget = z
  .object({
    target_type: z.enum(TARGET_TYPES),
    id: z.string(),
    name: z.string(),
    default_min: z.string(),
    /** Other advertisers whose bids on it may serve now (of the asked ad size, else any size). */
    competitors: z.number().int(),
    /** The lowest max bid that wins the slot now, as the auction ranks (bid × the ad's CTR for click ads). */
    advice_price: z.string(),
    /** Share (0..1) of the competing advertisers the advice price outranks. */
    advice_beats_share: z.number(),
    highest_bid: z.string().nullable(),
  })
  .meta({ id: 'PlannerTarget' });
export type PlannerTarget = z.infer<typeof ZPlannerTarget>;

export const ZPlannerTargetPage = z
  .object({
    data: z.array(ZPlannerTarget),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'PlannerTargetPage' });
export type PlannerTargetPage = z.infer<typeof ZPlannerTargetPage>;

export const ZPlanQuery = z.strictObject({
  target_type: z.enum(TARGET_TYPES, { error: 'validation.required' }),
  target_id: z.uuid({ error: 'validation.required' }),
  type: z.enum(AD_TYPES, { error: 'validation.required' }),
  ad_size_id: z.uuid({ error: 'validation.required' }),
  budget: z
    .string(typeError)
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, { error: 'validation.amount' })
    .refine((value) => compareUsdt(value, '0') > 0, { error: 'validation.amountPositive' })
    .refine((value) => compareUsdt(value, '1000000') <= 0, { error: 'validation.amountMax|max=1000000' }),
});
export type PlanQuery = z.input<typeof ZPlanQuery>;

/**
 * One price point of the landscape: what share of the competing advertisers it outranks and what the budget buys
 * at it (none when it does not win the slot).
 */
export const ZPlanPoint = z.object({
  bid: z.string(),
  beats_share: z.number(),
  estimated_units: z.number().int(),
});

export const ZPlan = z
  .object({
    target_type: z.enum(TARGET_TYPES),
    target_id: z.string(),
    target_name: z.string(),
    type: z.enum(AD_TYPES),
    /** click for click ads (CPC), impression for impression ads (CPM, per thousand). */
    unit: z.enum(['click', 'impression']),
    ad_size_id: z.string(),
    budget: z.string(),
    default_min: z.string(),
    competitors: z.number().int(),
    /** The lowest and highest max bid of the competing ads (null when there are none). */
    min_bid: z.string(),
    max_bid: z.string().nullable(),
    /** The lowest max bid that wins the slot now (a new ad: the prior CTR; docs/advertisements.md). */
    advice_price: z.string(),
    /** Share (0..1) of the competing advertisers the advice outranks (the landscape's advice row says the same). */
    advice_beats_share: z.number(),
    /** Clicks or impressions the budget buys at the advice price, at the price the auction would charge. */
    estimated_units: z.number().int(),
    estimated_cost: z.string(),
    landscape: z.array(ZPlanPoint),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof ZPlan>;

export type OpportunityFix = (typeof OPPORTUNITY_FIXES)[number];

export const ZOpportunity = z
  .object({
    /** `limited_by_rank`: the bid's max is below the lowest that wins its slot now (`advice`). */
    reason: z.enum([...AD_NOT_SERVING_REASONS, 'limited_by_rank', 'target_off']),
    /** What a one-click fix does (null when only a person can fix it, e.g. a pending review). */
    fix: z.enum(OPPORTUNITY_FIXES).nullable(),
    target_id: z.string().nullable(),
    target_name: z.string().nullable(),
    current: z.string().nullable(),
    advice: z.string().nullable(),
  })
  .meta({ id: 'Opportunity' });
export type Opportunity = z.infer<typeof ZOpportunity>;

export const ZAdOpportunities = z
  .object({
    advertisement_id: z.string(),
    name: z.string(),
    type: z.enum(AD_TYPES),
    status: z.string(),
    serving: z.boolean(),
    delivery: z.enum(AD_DELIVERY_STATES),
    bid_to_win: z.string().nullable(),
    opportunities: z.array(ZOpportunity),
  })
  .meta({ id: 'AdOpportunities' });
export type AdOpportunities = z.infer<typeof ZAdOpportunities>;
export const ZOpportunityList = z
  .object({ data: z.array(ZAdOpportunities), balance: z.string() })
  .meta({ id: 'OpportunityList' });
export type OpportunityList = z.infer<typeof ZOpportunityList>;
