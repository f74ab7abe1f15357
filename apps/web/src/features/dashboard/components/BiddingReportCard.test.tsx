import type { DashboardBidding } from '@adportal/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { biddingFigures } from './BiddingReportCard.tsx';

const ANSWER: DashboardBidding = {
  range: { period: 'month', from: '2026-11-01', to: '2026-11-30' },
  active_bids: 3,
  figures: {
    impressions: 12_000,
    clicks: 154,
    successful_clicks: 112,
    void_clicks: 42,
    void_impressions: 0,
    ctr: 0.0093,
    void_share: 0.27,
    spend: '64.084720',
    average_cpc: '0.572185',
    average_cpm: '2.004500',
  },
  series: [],
};

const t = ((key: string) => key) as unknown as TFunction;
const shown = (key: string) => biddingFigures(ANSWER, t, 'en').find((figure) => figure.key === key)?.value;

describe('the dashboard bidding figures', () => {
  it('write average prices to the cent, as the report screens do (the API sends six decimals)', () => {
    expect(shown('average-cpc')).toBe('0.57 USDT');
    expect(shown('average-cpm')).toBe('2.00 USDT');
  });

  it('write spend exactly, as an amount', () => {
    expect(shown('spend')).toBe('64.08472 USDT');
  });
});
