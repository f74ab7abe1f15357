/** The platform's inventory catalogues that operators keep (ad sizes, categories, countries, keywords, websites). */
export const CATALOGUE_STATUSES = ['active', 'inactive'] as const;

/**
 * A bid price in USDT: more than 0, at most 1 decimal place (spec §5), at most 1,000 USDT.
 * CPC prices are per click, CPM prices per thousand impressions.
 */
export const BID_MAX_USDT = 1000;

/** A domain with a suffix (example.com, shop.example.co.th). */
export const DOMAIN_PATTERN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
