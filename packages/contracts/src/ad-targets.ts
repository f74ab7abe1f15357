import { z } from 'zod';
import { ZBidPrice } from './ad-catalogue.ts';
import { typeError } from './fields.ts';
import { minBelowMax, minBelowMaxRule, TARGET_TYPES } from './values/ad-targets.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export { TARGET_TYPES } from './values/ad-targets.ts';

export type TargetType = (typeof TARGET_TYPES)[number];

/**
 * A bid on a keyword or a website. Prices are CPC (per click) for click ads and CPM (per thousand
 * impressions) for impression ads; the ad's type says which. Min must be below max; min at least the
 * keyword's or website's default minimum (checked on the server, which knows it).
 */
const bidRange = {
  min_bid: ZBidPrice,
  max_bid: ZBidPrice,
  enabled: z.boolean(typeError).default(true),
};

export const ZCreateTargetBody = z
  .strictObject({
    target_type: z.enum(TARGET_TYPES, { error: 'validation.required' }),
    /** The keyword's or website's id in the platform's catalogue. */
    target_id: z.uuid({ error: 'validation.required' }),
    ...bidRange,
  })
  .refine(minBelowMax, minBelowMaxRule)
  .meta({ id: 'CreateTargetBody' });
export type CreateTargetBody = z.input<typeof ZCreateTargetBody>;

export const ZUpdateTargetBody = z.strictObject(bidRange).refine(minBelowMax, minBelowMaxRule).meta({
  id: 'UpdateTargetBody',
});
export type UpdateTargetBody = z.input<typeof ZUpdateTargetBody>;

export const ZAdTarget = z
  .object({
    id: z.string(),
    advertisement_id: z.string(),
    target_type: z.enum(TARGET_TYPES),
    target_id: z.string(),
    /** The keyword, or the website's domain. */
    target_name: z.string(),
    min_bid: z.string(),
    max_bid: z.string(),
    /** The keyword's or website's default minimum price for the ad's type. */
    default_min: z.string(),
    /** The price the planner advises from the other active bids (never below the default minimum). */
    advice_price: z.string(),
    enabled: z.boolean(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'AdTarget' });
export type AdTarget = z.infer<typeof ZAdTarget>;
export const ZAdTargetList = z.object({ data: z.array(ZAdTarget) }).meta({ id: 'AdTargetList' });
export type AdTargetList = z.infer<typeof ZAdTargetList>;
