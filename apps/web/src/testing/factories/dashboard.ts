import type {
  AccountChecklist,
  AccountOverview,
  DashboardBidding,
  DashboardDeposits,
  DashboardProjections,
  DashboardTopBids,
  DashboardTopList,
  DeliveryFigures,
  PeriodRange,
  TopLine,
} from '@adportal/contracts';
import { ADVERTISER_ID } from '../callers.ts';

/** The dashboard's answers (`/api/account/*`, `/api/dashboard/*`), as for the demo advertiser in November 2026. */

export const monthRange = (): PeriodRange => ({ period: 'month', from: '2026-11-01', to: '2026-11-28' });

export function anAccountOverview(overrides: Partial<AccountOverview> = {}): AccountOverview {
  return {
    advertiser: {
      id: ADVERTISER_ID,
      company_name: 'Acme Ads Co.',
      company_email: 'billing@acme.test',
      company_phone: null,
      affiliate_code: 'ACME2026',
      created_at: '2026-01-05T03:00:00.000Z',
    },
    balance: { current: '1250.00', temporary: '1193.25', currency: 'USDT' },
    users: 3,
    ...overrides,
  };
}

export function aChecklist(overrides: Partial<AccountChecklist> = {}): AccountChecklist {
  return {
    email_confirmed: true,
    deposit: true,
    advertisement: true,
    bid: true,
    dismissed: false,
    ...overrides,
  };
}

export function dashboardDeposits(overrides: Partial<DashboardDeposits> = {}): DashboardDeposits {
  return {
    range: monthRange(),
    total: { count: 3, amount: '1500.00' },
    successful: { count: 2, amount: '1400.00' },
    failed: { count: 1, amount: '100.00' },
    this_week: '400.00',
    last_week: '1000.00',
    ...overrides,
  };
}

const figures = (overrides: Partial<DeliveryFigures> = {}): DeliveryFigures => ({
  impressions: 12_400,
  clicks: 320,
  successful_clicks: 300,
  void_clicks: 20,
  void_impressions: 40,
  ctr: 0.0242,
  void_share: 0.0625,
  spend: '56.75',
  average_cpc: '0.19',
  average_cpm: null,
  ...overrides,
});

export function dashboardBidding(overrides: Partial<DashboardBidding> = {}): DashboardBidding {
  return { range: monthRange(), active_bids: 4, figures: figures(), series: [], ...overrides };
}

export function aTopLine(overrides: Partial<TopLine> = {}): TopLine {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    name: 'Winter sale banner',
    impressions: 5200,
    clicks: 140,
    void_clicks: 6,
    void_impressions: 12,
    spend: '24.50',
    ...overrides,
  };
}

export const topListOf = (lines: TopLine[]): DashboardTopList => ({ range: monthRange(), data: lines });

export const topBidsOf = (bids: DashboardTopBids['data']): DashboardTopBids => ({
  range: monthRange(),
  data: bids,
});

export function dashboardProjections(overrides: Partial<DashboardProjections> = {}): DashboardProjections {
  return {
    balance: { remaining: '1193.25', daily_pace: '8.10', days_left: 147, runs_out_on: '2027-04-24' },
    ads: [],
    ...overrides,
  };
}
