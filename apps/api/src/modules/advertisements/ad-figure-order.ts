import { AD_FIGURE_SORTS, type AdSort, type DeliveryFigures, parseUsdt } from '@adportal/contracts';

export type AdFigureSort = (typeof AD_FIGURE_SORTS)[number];

export const isFigureSort = (sort: AdSort): sort is AdFigureSort =>
  (AD_FIGURE_SORTS as readonly AdSort[]).includes(sort);

/** Ads in the order of a figure: those that have it, sorted; the rest before them or after. */
export interface FigureOrder {
  ids: string[];
  othersFirst: boolean;
}

/** A figure to compare, or null where the ad has none to show (a CTR without impressions, a CPC without a click). */
function figureOf(figures: DeliveryFigures, sort: AdFigureSort): bigint | number | null {
  switch (sort) {
    case 'impressions':
      return figures.impressions;
    case 'clicks':
      return figures.successful_clicks;
    case 'ctr':
      return figures.impressions > 0 ? figures.ctr : null;
    case 'spend':
      return parseUsdt(figures.spend);
    case 'average_cpc':
      return figures.average_cpc === null ? null : parseUsdt(figures.average_cpc);
  }
}

/**
 * The ads that delivered in the period, by one figure. An ad that did not deliver counts as zero impressions,
 * clicks and spend (first when ascending, last when descending); a ratio it does not have (CTR, average CPC)
 * puts it last either way, as a spreadsheet puts empty cells.
 */
export function figureOrder(
  byAd: ReadonlyMap<string, DeliveryFigures>,
  sort: AdFigureSort,
  order: 'asc' | 'desc',
): FigureOrder {
  const ranked: { id: string; value: bigint | number }[] = [];
  for (const [id, figures] of byAd) {
    const value = figureOf(figures, sort);
    if (value !== null) ranked.push({ id, value });
  }
  const sign = order === 'asc' ? 1 : -1;
  ranked.sort((a, b) => (a.value === b.value ? 0 : a.value < b.value ? -sign : sign));
  const isRatio = sort === 'ctr' || sort === 'average_cpc';
  return { ids: ranked.map((entry) => entry.id), othersFirst: order === 'asc' && !isRatio };
}
