import type {
  AdDayDetail,
  AdDayReportPage,
  AdReportDay,
  ClickReportPage,
  ClickReportRow,
  DayExpense,
  DayExpenseDetail,
  DayExpensePage,
  DeliveryFigures,
} from '@adportal/contracts';

/** The reports' answers (`/api/reports/*`, an ad's day report), for the demo advertiser in November 2026. */

export const AD_ID = 'a0000000-0000-4000-8000-0000000000c1';

export function aDayExpense(overrides: Partial<DayExpense> = {}): DayExpense {
  return {
    date: '2026-11-26',
    ads: 2,
    impressions: 4100,
    total_clicks: 120,
    successful_clicks: 112,
    void_clicks: 8,
    void_impressions: 15,
    average_cpc: '0.20',
    total_expense: '22.40',
    ...overrides,
  };
}

export function dayExpensePageOf(days: DayExpense[]): DayExpensePage {
  return {
    data: days,
    total: days.length,
    page: 1,
    page_size: 25,
    totals: aDayExpense({
      date: '2026-11-01',
      ...(days.length === 0 ? { ads: 0, total_expense: '0.00' } : {}),
    }),
  };
}

export function aDayExpenseDetail(overrides: Partial<DayExpenseDetail> = {}): DayExpenseDetail {
  return {
    day: aDayExpense(),
    lines: [
      {
        advertisement_id: AD_ID,
        advertisement_name: 'Winter sale banner',
        advertisement_type: 'click',
        target_id: 't0000000-0000-4000-8000-000000000001',
        target_type: 'keyword',
        target_name: 'running shoes',
        impressions: 4100,
        clicks: 120,
        void_clicks: 8,
        void_impressions: 15,
        expense: '22.40',
      },
    ],
    settlement: { statement_id: 's0000000-0000-4000-8000-0000000000d1', amount: '-22.40' },
    ...overrides,
  };
}

export function aClickRow(overrides: Partial<ClickReportRow> = {}): ClickReportRow {
  return {
    id: 'c1000000-0000-4000-8000-000000000001',
    advertisement_id: AD_ID,
    advertisement_name: 'Winter sale banner',
    target_type: 'keyword',
    target_name: 'running shoes',
    cpc: '0.25',
    website: 'news.example.com',
    ip: '203.0.113.x',
    country: 'TH',
    device_type: 'desktop',
    browser: 'Chrome',
    os: 'Windows',
    status: 'success',
    void_reason: null,
    clicked_at: '2026-11-26T05:30:12.000Z',
    ...overrides,
  };
}

export const clickPageOf = (rows: ClickReportRow[], next: string | null = null): ClickReportPage => ({
  data: rows,
  next,
  total: rows.length,
  page_size: 25,
});

const figures = (overrides: Partial<DeliveryFigures> = {}): DeliveryFigures => ({
  impressions: 4100,
  clicks: 120,
  successful_clicks: 112,
  void_clicks: 8,
  void_impressions: 15,
  ctr: 0.0273,
  void_share: 0.0667,
  spend: '22.40',
  average_cpc: '0.20',
  average_cpm: null,
  ...overrides,
});

export function anAdReportDay(overrides: Partial<AdReportDay> = {}): AdReportDay {
  return {
    date: '2026-11-26',
    impressions: 4100,
    clicks: 120,
    void_clicks: 8,
    void_impressions: 15,
    ctr: 0.0273,
    spend: '22.40',
    average_price: '0.20',
    ...overrides,
  };
}

export function adDayReportPageOf(days: AdReportDay[]): AdDayReportPage {
  return {
    advertisement_id: AD_ID,
    advertisement_name: 'Winter sale banner',
    advertisement_type: 'click',
    data: days,
    total: days.length,
    page: 1,
    page_size: 25,
    totals: figures(),
  };
}

export function anAdDayDetail(overrides: Partial<AdDayDetail> = {}): AdDayDetail {
  return {
    advertisement_id: AD_ID,
    advertisement_name: 'Winter sale banner',
    advertisement_type: 'click',
    date: '2026-11-26',
    figures: figures(),
    hours: [],
    targets: [
      {
        target_id: 't0000000-0000-4000-8000-000000000001',
        target_type: 'keyword',
        target_name: 'running shoes',
        impressions: 4100,
        clicks: 120,
        void_clicks: 8,
        void_impressions: 15,
        spend: '22.40',
      },
    ],
    ...overrides,
  };
}
