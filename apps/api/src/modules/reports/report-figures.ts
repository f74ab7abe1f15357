import {
  type AdType,
  type DayExpense,
  type DeliveryFigures,
  type DeliveryPoint,
  formatUsdt,
} from '@adportal/contracts';
import type { FigureSums } from './reports.repository.ts';

/** Rollup sums as numbers and micro-USDT. */
export interface Figures {
  impressions: number;
  clicks: number;
  voidClicks: number;
  /** Impressions voided by an invalid-traffic rule: never charged, never in `impressions`. */
  voidImpressions: number;
  chargedClicks: number;
  paidImpressions: number;
  clickSpend: bigint;
  impressionSpend: bigint;
}

export function figuresOf(sums: FigureSums): Figures {
  return {
    impressions: Number(sums.impressions),
    clicks: Number(sums.clicks),
    voidClicks: Number(sums.void_clicks),
    voidImpressions: Number(sums.void_impressions),
    chargedClicks: Number(sums.charged_clicks),
    paidImpressions: Number(sums.paid_impressions),
    clickSpend: BigInt(sums.click_spend),
    impressionSpend: BigInt(sums.impression_spend),
  };
}

export const ZERO_FIGURES: Figures = {
  impressions: 0,
  clicks: 0,
  voidClicks: 0,
  voidImpressions: 0,
  chargedClicks: 0,
  paidImpressions: 0,
  clickSpend: 0n,
  impressionSpend: 0n,
};

export function sumFigures(list: readonly Figures[]): Figures {
  return list.reduce(
    (sum, figures) => ({
      impressions: sum.impressions + figures.impressions,
      clicks: sum.clicks + figures.clicks,
      voidClicks: sum.voidClicks + figures.voidClicks,
      voidImpressions: sum.voidImpressions + figures.voidImpressions,
      chargedClicks: sum.chargedClicks + figures.chargedClicks,
      paidImpressions: sum.paidImpressions + figures.paidImpressions,
      clickSpend: sum.clickSpend + figures.clickSpend,
      impressionSpend: sum.impressionSpend + figures.impressionSpend,
    }),
    ZERO_FIGURES,
  );
}

export const spendOf = (figures: Figures) => figures.clickSpend + figures.impressionSpend;

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** Spend per charged click; null before the first. */
export function averageCpc(figures: Figures): string | null {
  return figures.chargedClicks > 0 ? formatUsdt(figures.clickSpend / BigInt(figures.chargedClicks)) : null;
}

/** Spend per thousand charged impressions; null before the first. */
export function averageCpm(figures: Figures): string | null {
  return figures.paidImpressions > 0
    ? formatUsdt((figures.impressionSpend * 1000n) / BigInt(figures.paidImpressions))
    : null;
}

export function deliveryFigures(figures: Figures): DeliveryFigures {
  const successful = figures.clicks - figures.voidClicks;
  return {
    impressions: figures.impressions,
    clicks: figures.clicks,
    successful_clicks: successful,
    void_clicks: figures.voidClicks,
    void_impressions: figures.voidImpressions,
    ctr: ratio(successful, figures.impressions),
    void_share: ratio(figures.voidClicks, figures.clicks),
    spend: formatUsdt(spendOf(figures)),
    average_cpc: averageCpc(figures),
    average_cpm: averageCpm(figures),
  };
}

/** The price an ad type pays on average: CPC for click ads, CPM for impression ads. */
export function averagePrice(type: AdType, figures: Figures): string | null {
  return type === 'click' ? averageCpc(figures) : averageCpm(figures);
}

export function deliveryPoint(at: string, figures: Figures): DeliveryPoint {
  return {
    at,
    impressions: figures.impressions,
    clicks: figures.clicks,
    void_clicks: figures.voidClicks,
    void_impressions: figures.voidImpressions,
    spend: formatUsdt(spendOf(figures)),
  };
}

export function dayExpense(date: string, ads: number, figures: Figures): DayExpense {
  return {
    date,
    ads,
    impressions: figures.impressions,
    total_clicks: figures.clicks,
    successful_clicks: figures.clicks - figures.voidClicks,
    void_clicks: figures.voidClicks,
    void_impressions: figures.voidImpressions,
    average_cpc: averageCpc(figures),
    total_expense: formatUsdt(spendOf(figures)),
  };
}
