import { z } from 'zod';
import { AD_STATUSES, AD_TYPES } from './advertisements.ts';
import { DEPOSIT_STATUSES } from './deposits.ts';
import { requiredText } from './fields.ts';
import { SEARCH_QUERY_MAX } from './values/search.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export { SEARCH_QUERY_MAX, SEARCH_SECTION_LIMIT } from './values/search.ts';

export const ZSearchQuery = z.strictObject({ q: requiredText(SEARCH_QUERY_MAX) });
export type SearchQuery = z.input<typeof ZSearchQuery>;

export const ZSearchAd = z
  .object({ id: z.string(), name: z.string(), status: z.enum(AD_STATUSES), type: z.enum(AD_TYPES) })
  .meta({ id: 'SearchAd' });
export type SearchAd = z.infer<typeof ZSearchAd>;

export const ZSearchDeposit = z
  .object({
    id: z.string(),
    reference: z.string(),
    /** Decimal string of USDT. */
    amount: z.string(),
    status: z.enum(DEPOSIT_STATUSES),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'SearchDeposit' });
export type SearchDeposit = z.infer<typeof ZSearchDeposit>;

export const ZSearchTutorial = z.object({ id: z.string(), title: z.string() }).meta({ id: 'SearchTutorial' });
export type SearchTutorial = z.infer<typeof ZSearchTutorial>;

/** Every section is there; a section the caller may not read is empty. */
export const ZSearchResults = z
  .object({
    ads: z.array(ZSearchAd),
    deposits: z.array(ZSearchDeposit),
    tutorials: z.array(ZSearchTutorial),
  })
  .meta({ id: 'SearchResults' });
export type SearchResults = z.infer<typeof ZSearchResults>;
