import { z } from 'zod';
import { ZAdCategory, ZAdSize, ZBidPrice, ZCountryCode } from './ad-catalogue.ts';
import { isoDateInput, NAME_MAX_LENGTH, requiredText, typeError } from './fields.ts';
import { messageKey } from './i18n-keys.ts';
import {
  AD_ACTIONS,
  AD_ACTIONS_NEEDING_REASON,
  AD_BID_PERCENT_MAX,
  AD_BID_PERCENT_MIN,
  AD_BULK_ACTIONS,
  AD_BULK_MAX,
  AD_DELIVERY_STATES,
  AD_DISPLAYS,
  AD_IMAGE_FORMATS,
  AD_NOT_SERVING_REASONS,
  AD_SORTS,
  AD_STATUSES,
  AD_TYPES,
  BUDGET_PERIODS,
  countriesChosen,
  countriesRule,
  OPS_AD_ACTIONS,
} from './values/advertisements.ts';
import { parseRedirectUrl, REDIRECT_URL_PROBLEM_KEYS } from './values/redirect-url.ts';
import { REPORT_PERIODS } from './values/reports.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export {
  AD_ACTIONS,
  AD_ACTIONS_NEEDING_REASON,
  AD_BID_PERCENT_MAX,
  AD_BID_PERCENT_MIN,
  AD_BULK_ACTIONS,
  AD_BULK_MAX,
  AD_DELIVERY_STATES,
  AD_DISPLAYS,
  AD_FIGURE_SORTS,
  AD_IMAGE_EXTENSIONS,
  AD_IMAGE_FORMATS,
  AD_IMAGE_MAX_BYTES,
  AD_NOT_SERVING_REASONS,
  AD_SORTS,
  AD_STATUSES,
  AD_TRANSITIONS,
  AD_TYPES,
  BUDGET_PERIODS,
  nextAdStatus,
  OPS_AD_ACTIONS,
} from './values/advertisements.ts';
export { hostToUnicode } from './values/punycode.ts';
export { parseRedirectUrl, redirectUrlForPeople } from './values/redirect-url.ts';

export type AdType = (typeof AD_TYPES)[number];
export type AdDeliveryState = (typeof AD_DELIVERY_STATES)[number];

export type AdStatus = (typeof AD_STATUSES)[number];

export type AdDisplay = (typeof AD_DISPLAYS)[number];

export type AdAction = (typeof AD_ACTIONS)[number];

export type AdImageFormat = (typeof AD_IMAGE_FORMATS)[number];

/** Typed with or without http(s)://; kept in its encoded form (values/redirect-url.ts), refused with why. */
export const ZRedirectUrl = requiredText(2000).transform((value, context) => {
  const parsed = parseRedirectUrl(value);
  if ('url' in parsed) return parsed.url;
  context.addIssue({ code: 'custom', input: value, message: REDIRECT_URL_PROBLEM_KEYS[parsed.problem] });
  return z.NEVER;
});

const adFields = {
  name: requiredText(NAME_MAX_LENGTH),
  image_id: z.uuid({ error: 'ad.errors.imageRequired' }),
  redirect_url: ZRedirectUrl,
  category_id: z.uuid({ error: 'validation.required' }),
  all_countries: z.boolean(typeError),
  countries: z.array(ZCountryCode).max(250).default([]),
};

export const ZCreateAdBody = z
  .strictObject({
    ...adFields,
    type: z.enum(AD_TYPES, { error: 'validation.required' }),
    ad_size_id: z.uuid({ error: 'ad.errors.adSizeRequired' }),
  })
  .refine(countriesChosen, countriesRule)
  .meta({
    id: 'CreateAdBody',
    examples: [
      {
        name: 'Spring sale 300×250',
        type: 'click',
        ad_size_id: '5b1f0c7e-3d2a-4c8b-9e6f-1a2b3c4d5e6f',
        image_id: '8e7d6c5b-4a39-4281-b7c6-d5e4f3a2b1c0',
        redirect_url: 'https://shop.example/spring',
        category_id: '0f1e2d3c-4b5a-4697-8877-665544332211',
        all_countries: false,
        countries: ['TH', 'SG'],
      },
    ],
  });
export type CreateAdBody = z.input<typeof ZCreateAdBody>;

/** Type and ad size stay as created (bids and the image depend on them). */
export const ZUpdateAdBody = z.strictObject(adFields).refine(countriesChosen, countriesRule).meta({
  id: 'UpdateAdBody',
});
export type UpdateAdBody = z.input<typeof ZUpdateAdBody>;

export const ZAdDisplayBody = z
  .strictObject({ display: z.enum(AD_DISPLAYS, { error: 'validation.required' }) })
  .meta({ id: 'AdDisplayBody' });
export type AdDisplayBody = z.input<typeof ZAdDisplayBody>;

export const ZAdImage = z
  .object({
    id: z.string(),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    format: z.enum(AD_IMAGE_FORMATS),
    bytes: z.number().int(),
  })
  .meta({ id: 'AdImage' });
export type AdImage = z.infer<typeof ZAdImage>;

export type AdNotServingReason = (typeof AD_NOT_SERVING_REASONS)[number];

export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

export const ZAdBudget = z
  .object({
    amount: z.string(),
    period: z.enum(BUDGET_PERIODS),
    start_date: z.iso.date(),
    end_date: z.iso.date().nullable(),
    /** Spent within the budget's period so far (today for daily, since the start for lifetime). */
    spent: z.string(),
  })
  .meta({ id: 'AdBudget' });
export type AdBudget = z.infer<typeof ZAdBudget>;

export const ZTimeRange = z.object({ start: z.string(), end: z.string() });
/** Seven days, Monday first; each day's time ranges in the platform's time zone. */
export const ZAdSchedule = z
  .object({ enabled: z.boolean(), time_zone: z.string(), week: z.array(z.array(ZTimeRange)).length(7) })
  .meta({ id: 'AdSchedule' });
export type AdSchedule = z.infer<typeof ZAdSchedule>;

export const ZAdvertisement = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(AD_TYPES),
    ad_size: ZAdSize,
    image: ZAdImage,
    redirect_url: z.string(),
    category: ZAdCategory,
    all_countries: z.boolean(),
    countries: z.array(z.string()),
    status: z.enum(AD_STATUSES),
    /** The reason of the last rejection or ban, while the ad is in that status. */
    status_reason: z.string().nullable(),
    display: z.enum(AD_DISPLAYS),
    /** It won impressions lately (`delivery` is `serving`). */
    serving: z.boolean(),
    not_serving: z.array(z.enum(AD_NOT_SERVING_REASONS)),
    delivery: z.enum(AD_DELIVERY_STATES),
    /** The lowest max bid that would win one of its slots now, when it is limited by ad rank. */
    bid_to_win: z.string().nullable(),
    budget: ZAdBudget.nullable(),
    schedule: ZAdSchedule,
    targets: z.number().int(),
    active_targets: z.number().int(),
    advertiser_id: z.string(),
    advertiser_name: z.string().optional(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Advertisement' });
export type Advertisement = z.infer<typeof ZAdvertisement>;

export type AdSort = (typeof AD_SORTS)[number];

export const ZAdsQuery = z.strictObject({
  search: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  type: z.enum(AD_TYPES, { error: 'validation.invalid' }).optional(),
  status: z.enum(AD_STATUSES, { error: 'validation.invalid' }).optional(),
  display: z.enum(AD_DISPLAYS, { error: 'validation.invalid' }).optional(),
  from: isoDateInput().optional(),
  to: isoDateInput().optional(),
  /** The platform days the list's figures (impressions, clicks, CTR, spend, average CPC) cover. */
  period: z.enum(REPORT_PERIODS, { error: 'validation.invalid' }).default('month'),
  sort: z.enum(AD_SORTS, { error: 'validation.invalid' }).default('created_at'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('desc'),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  page_size: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(10),
});
export type AdsQuery = z.input<typeof ZAdsQuery>;

export const ZAdPage = z
  .object({
    data: z.array(ZAdvertisement),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'AdPage' });
export type AdPage = z.infer<typeof ZAdPage>;

export type AdBulkAction = (typeof AD_BULK_ACTIONS)[number];

/**
 * One action on several of the advertiser's ads: pause or resume them (the online switch), or change the max
 * price of their bids — to one price, or by a percentage of each bid's own.
 */
const percentRange = messageKey('validation.between', { min: AD_BID_PERCENT_MIN, max: AD_BID_PERCENT_MAX });

export const ZAdBulkBody = z
  .strictObject({
    action: z.enum(AD_BULK_ACTIONS, { error: 'validation.required' }),
    ids: z
      .array(z.uuid({ error: 'validation.invalid' }), typeError)
      .min(1, { error: 'validation.required' })
      .max(AD_BULK_MAX, { error: messageKey('ad.bulk.errors.tooMany', { max: AD_BULK_MAX }) }),
    max_bid: ZBidPrice.optional(),
    percent: z
      .number(typeError)
      .int({ error: 'validation.integer' })
      .min(AD_BID_PERCENT_MIN, { error: percentRange })
      .max(AD_BID_PERCENT_MAX, { error: percentRange })
      .refine((value) => value !== 0, { error: 'ad.bulk.errors.percentZero' })
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.action === 'set_max_bid' && body.max_bid === undefined)
      context.addIssue({ code: 'custom', message: 'validation.required', path: ['max_bid'] });
    if (body.action === 'adjust_max_bid' && body.percent === undefined)
      context.addIssue({ code: 'custom', message: 'validation.required', path: ['percent'] });
  })
  .meta({ id: 'AdBulkBody' });
export type AdBulkBody = z.input<typeof ZAdBulkBody>;

/** Why a bulk action left an ad, or one of its bids, as it was. */
export const AD_BULK_SKIPS = ['cannot_bid', 'no_bids', 'below_minimum', 'balance_low'] as const;

export const ZAdBulkResult = z
  .object({
    /** Ads the action changed (an ad already paused, or whose bids all stay, is not counted). */
    ads: z.number().int(),
    /** Bids whose max price changed (bid actions only). */
    bids: z.number().int(),
    skipped: z.array(z.object({ id: z.string(), name: z.string(), reason: z.enum(AD_BULK_SKIPS) })),
  })
  .meta({ id: 'AdBulkResult' });
export type AdBulkResult = z.infer<typeof ZAdBulkResult>;

export const ZAdStatusLog = z
  .object({
    id: z.string(),
    from: z.enum(AD_STATUSES).nullable(),
    to: z.enum(AD_STATUSES),
    action: z.enum([...AD_ACTIONS, 'create']),
    reason: z.string().nullable(),
    by: z.string(),
    /** Whether a platform operator made the change. */
    by_operator: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AdStatusLog' });
export type AdStatusLog = z.infer<typeof ZAdStatusLog>;
export const ZAdStatusLogList = z.object({ data: z.array(ZAdStatusLog) }).meta({ id: 'AdStatusLogList' });

export type OpsAdAction = (typeof OPS_AD_ACTIONS)[number];
export const ZModerateAdBody = z
  .strictObject({
    action: z.enum(OPS_AD_ACTIONS, { error: 'validation.required' }),
    reason: z.string(typeError).trim().max(500, { error: 'validation.maxLength|max=500' }).default(''),
  })
  .refine((body) => !AD_ACTIONS_NEEDING_REASON.includes(body.action) || body.reason.length > 0, {
    error: 'validation.required',
    path: ['reason'],
  })
  .meta({ id: 'ModerateAdBody' });
export type ModerateAdBody = z.input<typeof ZModerateAdBody>;

export const ZOpsAdsQuery = z.strictObject({
  search: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  status: z.enum(AD_STATUSES, { error: 'validation.invalid' }).optional(),
  type: z.enum(AD_TYPES, { error: 'validation.invalid' }).optional(),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  page_size: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(10),
});
export type OpsAdsQuery = z.input<typeof ZOpsAdsQuery>;

export const ZAdIdParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });
/** A stored image by content address: the SHA-256 of its bytes (lowercase hex) and its extension. */
export const IMAGE_DIGEST_FILE = /^[0-9a-f]{64}\.(png|jpg|gif)$/;
export const ZImageDigestParams = z.strictObject({
  digest: z.string().regex(IMAGE_DIGEST_FILE, { error: 'validation.invalid' }),
});
export const ZAdTargetParams = z.strictObject({
  id: z.uuid({ error: 'validation.invalid' }),
  targetId: z.uuid({ error: 'validation.invalid' }),
});

/** What the statistic tab can know before delivery: money, bids and history. */
export const ZAdStatistics = z
  .object({
    targets: z.number().int(),
    active_targets: z.number().int(),
    keyword_targets: z.number().int(),
    website_targets: z.number().int(),
    highest_max_bid: z.string().nullable(),
    spent_today: z.string(),
    spent_total: z.string(),
    days_live: z.number().int(),
    status_changes: z.number().int(),
    budget_changes: z.number().int(),
  })
  .meta({ id: 'AdStatistics' });
export type AdStatistics = z.infer<typeof ZAdStatistics>;
