import { z } from 'zod';
import { NAME_MAX_LENGTH, requiredText, typeError } from './fields.ts';
import { compareUsdt } from './money.ts';
import { BID_MAX_USDT, CATALOGUE_STATUSES, DOMAIN_PATTERN } from './values/ad-catalogue.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export { BID_MAX_USDT, CATALOGUE_STATUSES, DOMAIN_PATTERN } from './values/ad-catalogue.ts';

export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

const status = z.enum(CATALOGUE_STATUSES, { error: 'validation.required' });

export const ZBidPrice = z
  .string(typeError)
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .regex(/^\d+(\.\d+)?$/, { error: 'validation.amount', abort: true })
  .refine((value) => !/\.\d{2,}$/.test(value), { error: 'validation.maxDecimals|max=1', abort: true })
  .refine((value) => compareUsdt(value, '0') > 0, { error: 'bid.errors.positive' })
  .refine((value) => compareUsdt(value, String(BID_MAX_USDT)) <= 0, {
    error: `validation.amountMax|max=${BID_MAX_USDT}`,
  });

const pixels = z
  .number(typeError)
  .int({ error: 'validation.integer' })
  .min(1, { error: 'validation.between|min=1&max=4000' })
  .max(4000, { error: 'validation.between|min=1&max=4000' });

export const ZAdSizeBody = z
  .strictObject({ name: requiredText(60), width: pixels, height: pixels, status })
  .meta({ id: 'AdSizeBody' });
export type AdSizeBody = z.input<typeof ZAdSizeBody>;

export const ZAdSize = z
  .object({ id: z.string(), name: z.string(), width: z.number().int(), height: z.number().int(), status })
  .meta({ id: 'AdSize' });
export type AdSize = z.infer<typeof ZAdSize>;

export const ZAdCategoryBody = z
  .strictObject({ name: requiredText(NAME_MAX_LENGTH), status })
  .meta({ id: 'AdCategoryBody' });
export type AdCategoryBody = z.input<typeof ZAdCategoryBody>;

export const ZAdCategory = z.object({ id: z.string(), name: z.string(), status }).meta({ id: 'AdCategory' });
export type AdCategory = z.infer<typeof ZAdCategory>;

export const ZCountryCode = z
  .string(typeError)
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'catalogue.errors.countryCode' })
  .transform((value) => value.toUpperCase());

export const ZCountryBody = z
  .strictObject({ code: ZCountryCode, name: requiredText(NAME_MAX_LENGTH), status })
  .meta({ id: 'CountryBody' });
export type CountryBody = z.input<typeof ZCountryBody>;

export const ZCountry = z.object({ code: z.string(), name: z.string(), status }).meta({ id: 'Country' });
export type Country = z.infer<typeof ZCountry>;

export const ZKeywordBody = z
  .strictObject({
    keyword: requiredText(80).transform((value) => value.toLowerCase().replace(/\s+/g, ' ')),
    min_cpc: ZBidPrice,
    min_cpm: ZBidPrice,
    status,
  })
  .meta({ id: 'KeywordBody' });
export type KeywordBody = z.input<typeof ZKeywordBody>;

export const ZWebsiteBody = z
  .strictObject({
    domain: requiredText(253)
      .transform((value) =>
        value
          .toLowerCase()
          .replace(/^https?:\/\//, '')
          .replace(/\/.*$/, ''),
      )
      .pipe(z.string().regex(DOMAIN_PATTERN, { error: 'catalogue.errors.domain' })),
    name: requiredText(NAME_MAX_LENGTH),
    min_cpc: ZBidPrice,
    min_cpm: ZBidPrice,
    status,
  })
  .meta({ id: 'WebsiteBody' });
export type WebsiteBody = z.input<typeof ZWebsiteBody>;

export const ZKeyword = z
  .object({ id: z.string(), keyword: z.string(), min_cpc: z.string(), min_cpm: z.string(), status })
  .meta({ id: 'Keyword' });
export type Keyword = z.infer<typeof ZKeyword>;

export const ZWebsite = z
  .object({
    id: z.string(),
    domain: z.string(),
    name: z.string(),
    min_cpc: z.string(),
    min_cpm: z.string(),
    status,
  })
  .meta({ id: 'Website' });
export type Website = z.infer<typeof ZWebsite>;

/** What the ad form offers: the active sizes, categories and countries. */
export const ZAdCatalogue = z
  .object({ ad_sizes: z.array(ZAdSize), categories: z.array(ZAdCategory), countries: z.array(ZCountry) })
  .meta({ id: 'AdCatalogue' });
export type AdCatalogue = z.infer<typeof ZAdCatalogue>;

/** Every entry of every catalogue, inactive ones included (operators). */
export const ZOpsCatalogue = z
  .object({
    ad_sizes: z.array(ZAdSize),
    categories: z.array(ZAdCategory),
    countries: z.array(ZCountry),
    keywords: z.array(ZKeyword),
    websites: z.array(ZWebsite),
  })
  .meta({ id: 'OpsCatalogue' });
export type OpsCatalogue = z.infer<typeof ZOpsCatalogue>;

export const ZCatalogueIdParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });
export const ZCountryParams = z.strictObject({ code: ZCountryCode });
