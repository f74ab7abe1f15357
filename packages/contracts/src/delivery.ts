import { z } from 'zod';
import { TARGET_TYPES } from './ad-targets.ts';
import { AD_TYPES } from './advertisements.ts';
import { requiredText } from './fields.ts';
import {
  AD_SIZE_PATTERN,
  CLICK_STATUSES,
  DEVICE_TYPES,
  SERVE_QUERY_MAX_LENGTH,
  VOID_REASONS,
} from './values/delivery.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export {
  AD_SIZE_PATTERN,
  CLICK_STATUSES,
  DEVICE_TYPES,
  SERVE_QUERY_MAX_LENGTH,
  VOID_REASONS,
} from './values/delivery.ts';

export type ClickStatus = (typeof CLICK_STATUSES)[number];

export type VoidReason = (typeof VOID_REASONS)[number];

export type DeviceType = (typeof DEVICE_TYPES)[number];

/**
 * One ad request from a publisher's tag. Everything is optional and lenient on purpose: a tag with a bad
 * parameter gets an empty slot, never an error page inside someone's website.
 */
export const ZServeQuery = z.object({
  site: z
    .string()
    .max(SERVE_QUERY_MAX_LENGTH.site)
    .optional()
    .describe("The website's site key (from the operators' catalogue)"),
  size: z
    .string()
    .max(SERVE_QUERY_MAX_LENGTH.size)
    .optional()
    .describe('The slot\'s size, "WIDTHxHEIGHT" (300x250)'),
  kw: z.string().max(SERVE_QUERY_MAX_LENGTH.kw).optional().describe("The page's keywords, comma separated"),
});
export type ServeQuery = z.infer<typeof ZServeQuery>;

/** The JSON variant of a served ad, for programmatic callers. `ad` is null when nothing is eligible. */
export const ZServedAd = z
  .object({
    ad: z
      .object({
        id: z.string(),
        type: z.enum(AD_TYPES),
        width: z.number().int(),
        height: z.number().int(),
        image_url: z.string(),
        alt: z.string(),
        click_url: z.string(),
        impression_url: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'ServedAd' });
export type ServedAd = z.infer<typeof ZServedAd>;

/** A click as its advertiser sees it: the IP masked, the device parsed. */
export const ZAdClick = z
  .object({
    id: z.string(),
    target_type: z.enum(TARGET_TYPES),
    target_name: z.string(),
    website: z.string().nullable(),
    price: z.string(),
    ip: z.string(),
    country: z.string().nullable(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    device_type: z.enum(DEVICE_TYPES),
    status: z.enum(CLICK_STATUSES),
    void_reason: z.enum(VOID_REASONS).nullable(),
    /** An operator's reason for a hand void (operators only; null for advertisers). */
    void_note: z.string().nullable(),
    clicked_at: z.string(),
  })
  .meta({ id: 'AdClick' });
export type AdClick = z.infer<typeof ZAdClick>;

export const ZAdClicksQuery = z.strictObject({
  status: z.enum(CLICK_STATUSES, { error: 'validation.invalid' }).optional(),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(10_000).default(1),
  page_size: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(25),
});

export const ZAdClickPage = z
  .object({
    data: z.array(ZAdClick),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'AdClickPage' });
export type AdClickPage = z.infer<typeof ZAdClickPage>;

/** What an ad's delivery bought, by platform day (its statistic tab). */
export const ZAdDeliveryDay = z
  .object({
    date: z.string(),
    impressions: z.number().int(),
    clicks: z.number().int(),
    void_clicks: z.number().int(),
    /** Impressions voided by an invalid-traffic rule (a bot, past the frequency cap): never charged. */
    void_impressions: z.number().int(),
    spend: z.string(),
  })
  .meta({ id: 'AdDeliveryDay' });
export type AdDeliveryDay = z.infer<typeof ZAdDeliveryDay>;

export const ZAdDelivery = z
  .object({
    impressions: z.number().int(),
    clicks: z.number().int(),
    void_clicks: z.number().int(),
    /** Impressions voided by an invalid-traffic rule (a bot, past the frequency cap): never charged. */
    void_impressions: z.number().int(),
    /** Successful clicks ÷ impressions, 0…1. */
    ctr: z.number(),
    spend: z.string(),
    /** Spend ÷ successful clicks (click ads) or per thousand impressions (impression ads); null before any. */
    average_price: z.string().nullable(),
    /** Void clicks ÷ all clicks, 0…1. */
    void_share: z.number(),
    days: z.array(ZAdDeliveryDay),
  })
  .meta({ id: 'AdDelivery' });
export type AdDelivery = z.infer<typeof ZAdDelivery>;

/** An operator voids a click by hand. */
export const ZVoidClickBody = z.strictObject({ reason: requiredText(500) }).meta({ id: 'VoidClickBody' });
export type VoidClickBody = z.infer<typeof ZVoidClickBody>;

export const ZClickIdParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });

/** A publisher website's ad tag, as an operator copies it from the catalogue. */
export const ZSiteTag = z
  .object({
    website_id: z.string(),
    site_key: z.string(),
    iframe: z.string(),
    script: z.string(),
    demo_url: z.string(),
  })
  .meta({ id: 'SiteTag' });
export type SiteTag = z.infer<typeof ZSiteTag>;

export const ZSiteTagQuery = z.strictObject({
  size: z.string({ error: 'validation.required' }).regex(AD_SIZE_PATTERN, { error: 'validation.invalid' }),
  keywords: z.string().max(500, { error: 'validation.maxLength|max=500' }).default(''),
});
