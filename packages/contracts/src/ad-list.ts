import { z } from 'zod';
import { ZAdvertisement } from './advertisements.ts';
import { ZDeliveryFigures, ZPeriodRange } from './reports.ts';

/** An ad as the advertiser's list shows it: the ad, and what its delivery did in the list's period. */
export const ZAdListItem = ZAdvertisement.extend({ figures: ZDeliveryFigures }).meta({ id: 'AdListItem' });
export type AdListItem = z.infer<typeof ZAdListItem>;

export const ZAdListPage = z
  .object({
    data: z.array(ZAdListItem),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** The platform days the figures cover. */
    range: ZPeriodRange,
  })
  .meta({ id: 'AdListPage' });
export type AdListPage = z.infer<typeof ZAdListPage>;
