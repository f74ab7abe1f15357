import { z } from 'zod';
import { ZAdCategory, ZAdSize, ZCountryCode } from './ad-catalogue.ts';
import { isoDateInput, NAME_MAX_LENGTH, requiredText, typeError } from './fields.ts';

export const AD_TYPES = ['click', 'impression'] as const;
export type AdType = (typeof AD_TYPES)[number];
export const AD_STATUSES = ['pending', 'approved', 'rejected', 'banned', 'deleted'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];
/** The advertiser's switch. Whether the ad actually serves is derived (see AdServing). */
export const AD_DISPLAYS = ['online', 'offline'] as const;
export type AdDisplay = (typeof AD_DISPLAYS)[number];

/**
 * Every move of an ad's status, in one place (docs/advertisements.md). An action is allowed only from the
 * listed statuses; anything else is refused with 409 INVALID_TRANSITION.
 * - submit: an edit that needs review again (new image or redirect URL) — the only way back to pending;
 * - approve / reject: an operator's review of a pending ad;
 * - ban / unban: an operator takes an approved ad down, or restores a banned one;
 * - delete: the advertiser removes the ad (kept for reports, never shown again).
 */
export const AD_ACTIONS = ['submit', 'approve', 'reject', 'ban', 'unban', 'delete'] as const;
export type AdAction = (typeof AD_ACTIONS)[number];
export const AD_TRANSITIONS: Record<AdAction, { from: readonly AdStatus[]; to: AdStatus }> = {
  submit: { from: ['pending', 'approved', 'rejected'], to: 'pending' },
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  ban: { from: ['approved'], to: 'banned' },
  unban: { from: ['banned'], to: 'approved' },
  delete: { from: ['pending', 'approved', 'rejected', 'banned'], to: 'deleted' },
};
/** Operator actions that must say why. */
export const AD_ACTIONS_NEEDING_REASON: readonly AdAction[] = ['reject', 'ban'];

/** The status an action leads to from `from`, or null when the move is not allowed. */
export function nextAdStatus(from: AdStatus, action: AdAction): AdStatus | null {
  const rule = AD_TRANSITIONS[action];
  return rule.from.includes(from) ? rule.to : null;
}

/** Image files the platform accepts (checked from the file's content on the server). */
export const AD_IMAGE_FORMATS = ['jpeg', 'png', 'gif'] as const;
export type AdImageFormat = (typeof AD_IMAGE_FORMATS)[number];
export const AD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const AD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** A domain with a suffix, an optional port, and an optional path, query or fragment; http(s) or no scheme. */
export const REDIRECT_URL_PATTERN =
  /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?(\/[^\s?#]*)?(\?[^\s#]*)?(#\S*)?$/i;

export const ZRedirectUrl = requiredText(2000)
  .regex(REDIRECT_URL_PATTERN, { error: 'ad.errors.redirectUrl' })
  .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`));

const adFields = {
  name: requiredText(NAME_MAX_LENGTH),
  image_id: z.uuid({ error: 'ad.errors.imageRequired' }),
  redirect_url: ZRedirectUrl,
  category_id: z.uuid({ error: 'validation.required' }),
  all_countries: z.boolean(typeError),
  countries: z.array(ZCountryCode).max(250).default([]),
};

const countriesChosen = (body: { all_countries: boolean; countries: string[] }) =>
  body.all_countries || body.countries.length > 0;
const countriesRule = { error: 'ad.errors.countriesRequired', path: ['countries'] };

export const ZCreateAdBody = z
  .strictObject({
    ...adFields,
    type: z.enum(AD_TYPES, { error: 'validation.required' }),
    ad_size_id: z.uuid({ error: 'ad.errors.adSizeRequired' }),
  })
  .refine(countriesChosen, countriesRule)
  .meta({ id: 'CreateAdBody' });
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

/** Why an ad is not serving right now; an empty list means it serves. */
export const AD_NOT_SERVING_REASONS = [
  'not_approved',
  'offline',
  'out_of_schedule',
  'budget_not_started',
  'budget_ended',
  'budget_spent',
  'no_active_targets',
  'balance_low',
] as const;
export type AdNotServingReason = (typeof AD_NOT_SERVING_REASONS)[number];

export const BUDGET_PERIODS = ['daily', 'lifetime'] as const;
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
    serving: z.boolean(),
    not_serving: z.array(z.enum(AD_NOT_SERVING_REASONS)),
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

export const AD_SORTS = ['created_at', 'updated_at', 'name', 'status', 'type'] as const;
export type AdSort = (typeof AD_SORTS)[number];

export const ZAdsQuery = z.strictObject({
  search: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  type: z.enum(AD_TYPES, { error: 'validation.invalid' }).optional(),
  status: z.enum(AD_STATUSES, { error: 'validation.invalid' }).optional(),
  display: z.enum(AD_DISPLAYS, { error: 'validation.invalid' }).optional(),
  from: isoDateInput().optional(),
  to: isoDateInput().optional(),
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

/** Operators' moderation: approve / reject a pending ad, ban / unban. Reject and ban need a reason. */
export const OPS_AD_ACTIONS = ['approve', 'reject', 'ban', 'unban'] as const;
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
export const ZImageDigestParams = z.strictObject({
  digest: z.string().regex(/^[0-9a-f]{64}\.(png|jpg|gif)$/, { error: 'validation.invalid' }),
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
