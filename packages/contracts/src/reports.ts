import { z } from 'zod';
import { TARGET_TYPES } from './ad-targets.ts';
import { AD_TYPES } from './advertisements.ts';
import { CLICK_STATUSES, DEVICE_TYPES, VOID_REASONS } from './delivery.ts';
import { isoDateInput } from './fields.ts';
import { checkRange, DAY_EXPENSE_SORTS, REPORT_PERIODS } from './values/reports.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export {
  CLICK_EXPORT_ROW_LIMIT,
  DAY_EXPENSE_SORTS,
  daysInRange,
  REPORT_PERIODS,
  REPORT_RANGE_MAX_DAYS,
} from './values/reports.ts';

export type ReportPeriod = (typeof REPORT_PERIODS)[number];

const ZDateRange = {
  from: isoDateInput().optional(),
  to: isoDateInput().optional(),
};

const page = z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(25);
const exportFormat = z.enum(['csv', 'xlsx'], { error: 'validation.invalid' });

export const ZPeriodQuery = z.strictObject({
  period: z.enum(REPORT_PERIODS, { error: 'validation.invalid' }).default('month'),
});
export type PeriodQuery = z.input<typeof ZPeriodQuery>;

/** What a period means today: its first and last platform day (`from` null for all time). */
export const ZPeriodRange = z
  .object({ period: z.enum(REPORT_PERIODS), from: z.iso.date().nullable(), to: z.iso.date() })
  .meta({ id: 'PeriodRange' });
export type PeriodRange = z.infer<typeof ZPeriodRange>;

/** A count of deposits and their sum in USDT. */
const ZDepositTally = z.object({ count: z.number().int(), amount: z.string() });

export const ZDashboardDeposits = z
  .object({
    range: ZPeriodRange,
    total: ZDepositTally,
    successful: ZDepositTally,
    /** Failed, rejected, timed out or cancelled. */
    failed: ZDepositTally,
    /** Successful deposits this week (Monday on) against the whole of last week, whatever the period. */
    this_week: z.string(),
    last_week: z.string(),
  })
  .meta({ id: 'DashboardDeposits' });
export type DashboardDeposits = z.infer<typeof ZDashboardDeposits>;

/** Delivery figures over any span: counts, spend, and what they work out to. */
export const ZDeliveryFigures = z
  .object({
    impressions: z.number().int(),
    clicks: z.number().int(),
    successful_clicks: z.number().int(),
    void_clicks: z.number().int(),
    /** Impressions voided by an invalid-traffic rule (a bot, past the frequency cap): never charged. */
    void_impressions: z.number().int(),
    /** Successful clicks ÷ impressions, 0…1. */
    ctr: z.number(),
    /** Void clicks ÷ all clicks, 0…1. */
    void_share: z.number(),
    spend: z.string(),
    /** Click spend ÷ successful clicks of click ads; null before any. */
    average_cpc: z.string().nullable(),
    /** Impression spend per thousand impressions of impression ads; null before any. */
    average_cpm: z.string().nullable(),
  })
  .meta({ id: 'DeliveryFigures' });
export type DeliveryFigures = z.infer<typeof ZDeliveryFigures>;

/** One point of a figures-over-time chart: a platform day, or an hour of one. */
export const ZDeliveryPoint = z
  .object({
    /** YYYY-MM-DD, or YYYY-MM-DDTHH for an hour of the platform day. */
    at: z.string(),
    impressions: z.number().int(),
    clicks: z.number().int(),
    void_clicks: z.number().int(),
    /** Impressions voided by an invalid-traffic rule (a bot, past the frequency cap): never charged. */
    void_impressions: z.number().int(),
    spend: z.string(),
  })
  .meta({ id: 'DeliveryPoint' });
export type DeliveryPoint = z.infer<typeof ZDeliveryPoint>;

export const ZDashboardBidding = z
  .object({
    range: ZPeriodRange,
    /** Enabled bids of approved, online ads right now. */
    active_bids: z.number().int(),
    figures: ZDeliveryFigures,
    /** By hour for today, else by day. */
    series: z.array(ZDeliveryPoint),
  })
  .meta({ id: 'DashboardBidding' });
export type DashboardBidding = z.infer<typeof ZDashboardBidding>;

export const ZTopKeywordBid = z
  .object({
    target_id: z.string(),
    advertisement_id: z.string(),
    advertisement_name: z.string(),
    keyword: z.string(),
    min_bid: z.string(),
    max_bid: z.string(),
    /** What the planner advises bidding on this keyword today. */
    advice_price: z.string(),
    enabled: z.boolean(),
    clicks: z.number().int(),
    spend: z.string(),
  })
  .meta({ id: 'TopKeywordBid' });
export type TopKeywordBid = z.infer<typeof ZTopKeywordBid>;

/** A ranked line of a top-10 list: what it is, and what it did in the period. */
export const ZTopLine = z
  .object({
    id: z.string(),
    name: z.string(),
    impressions: z.number().int(),
    clicks: z.number().int(),
    void_clicks: z.number().int(),
    /** Impressions voided by an invalid-traffic rule (a bot, past the frequency cap): never charged. */
    void_impressions: z.number().int(),
    spend: z.string(),
  })
  .meta({ id: 'TopLine' });
export type TopLine = z.infer<typeof ZTopLine>;

export const ZDashboardTopBids = z
  .object({ range: ZPeriodRange, data: z.array(ZTopKeywordBid) })
  .meta({ id: 'DashboardTopBids' });
export type DashboardTopBids = z.infer<typeof ZDashboardTopBids>;

export const ZDashboardTopList = z
  .object({ range: ZPeriodRange, data: z.array(ZTopLine) })
  .meta({ id: 'DashboardTopList' });
export type DashboardTopList = z.infer<typeof ZDashboardTopList>;

/** When money runs out at the recent pace (null fields: it does not, or there is no pace yet). */
export const ZRunOutProjection = z
  .object({
    /** What is left to spend: the temporary balance, or what remains of a lifetime budget. */
    remaining: z.string(),
    /** Average spend per day over the last 7 days. */
    daily_pace: z.string(),
    days_left: z.number().nullable(),
    runs_out_on: z.iso.date().nullable(),
  })
  .meta({ id: 'RunOutProjection' });
export type RunOutProjection = z.infer<typeof ZRunOutProjection>;

export const ZAdBudgetProjection = z
  .object({
    advertisement_id: z.string(),
    advertisement_name: z.string(),
    period: z.enum(['daily', 'lifetime']),
    budget: z.string(),
    /** Spent today (daily budgets) or since the start (lifetime budgets). */
    spent: z.string(),
    end_date: z.iso.date().nullable(),
    projection: ZRunOutProjection,
  })
  .meta({ id: 'AdBudgetProjection' });
export type AdBudgetProjection = z.infer<typeof ZAdBudgetProjection>;

export const ZDashboardProjections = z
  .object({ balance: ZRunOutProjection, ads: z.array(ZAdBudgetProjection) })
  .meta({ id: 'DashboardProjections' });
export type DashboardProjections = z.infer<typeof ZDashboardProjections>;

export const ZDayExpenseQuery = z
  .strictObject({
    ...ZDateRange,
    sort: z.enum(DAY_EXPENSE_SORTS, { error: 'validation.invalid' }).default('date'),
    order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('desc'),
    page,
    page_size: pageSize,
  })
  .superRefine(checkRange);
export type DayExpenseQuery = z.input<typeof ZDayExpenseQuery>;

export const ZDayExpenseExportQuery = z
  .strictObject({
    ...ZDateRange,
    sort: z.enum(DAY_EXPENSE_SORTS, { error: 'validation.invalid' }).default('date'),
    order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('desc'),
    format: exportFormat,
  })
  .superRefine(checkRange);

export const ZDayExpense = z
  .object({
    date: z.iso.date(),
    /** Ads that had impressions or clicks that day. */
    ads: z.number().int(),
    impressions: z.number().int(),
    total_clicks: z.number().int(),
    successful_clicks: z.number().int(),
    void_clicks: z.number().int(),
    /** Impressions voided by an invalid-traffic rule (a bot, past the frequency cap): never charged. */
    void_impressions: z.number().int(),
    average_cpc: z.string().nullable(),
    total_expense: z.string(),
  })
  .meta({ id: 'DayExpense' });
export type DayExpense = z.infer<typeof ZDayExpense>;

export const ZDayExpensePage = z
  .object({
    data: z.array(ZDayExpense),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** The whole filtered range added up (`date` is its last day, `ads` distinct ads). */
    totals: ZDayExpense,
  })
  .meta({ id: 'DayExpensePage' });
export type DayExpensePage = z.infer<typeof ZDayExpensePage>;

export const ZReportDayParams = z.strictObject({ date: isoDateInput() });

/** One ad × target of a day. */
export const ZDayExpenseLine = z
  .object({
    advertisement_id: z.string(),
    advertisement_name: z.string(),
    advertisement_type: z.enum(AD_TYPES),
    target_id: z.string(),
    target_type: z.enum(TARGET_TYPES).nullable(),
    /** Null when the target was deleted since. */
    target_name: z.string().nullable(),
    impressions: z.number().int(),
    clicks: z.number().int(),
    void_clicks: z.number().int(),
    /** Impressions voided by an invalid-traffic rule (a bot, past the frequency cap): never charged. */
    void_impressions: z.number().int(),
    expense: z.string(),
  })
  .meta({ id: 'DayExpenseLine' });
export type DayExpenseLine = z.infer<typeof ZDayExpenseLine>;

export const ZDayExpenseDetail = z
  .object({
    day: ZDayExpense,
    lines: z.array(ZDayExpenseLine),
    /** The statement's expense row that booked the day, once settled after the platform's midnight. */
    settlement: z.object({ statement_id: z.string(), amount: z.string() }).nullable(),
  })
  .meta({ id: 'DayExpenseDetail' });
export type DayExpenseDetail = z.infer<typeof ZDayExpenseDetail>;

const clickFilters = {
  ...ZDateRange,
  advertisement_id: z.uuid({ error: 'validation.invalid' }).optional(),
  target_type: z.enum(TARGET_TYPES, { error: 'validation.invalid' }).optional(),
  status: z.enum(CLICK_STATUSES, { error: 'validation.invalid' }).optional(),
  site_id: z.uuid({ error: 'validation.invalid' }).optional(),
};

/** Keyset pages: `after` is the `next` of the page before (never an offset, so page 10,000 is as fast as 1). */
export const ZClickReportQuery = z
  .strictObject({
    ...clickFilters,
    after: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'validation.invalid' })
      .optional(),
    page_size: pageSize,
  })
  .superRefine(checkRange);
export type ClickReportQuery = z.input<typeof ZClickReportQuery>;

export const ZClickExportQuery = z
  .strictObject({ ...clickFilters, format: exportFormat })
  .superRefine(checkRange);

export const ZClickReportRow = z
  .object({
    id: z.string(),
    advertisement_id: z.string(),
    advertisement_name: z.string(),
    target_type: z.enum(TARGET_TYPES),
    target_name: z.string().nullable(),
    cpc: z.string(),
    website: z.string().nullable(),
    ip: z.string(),
    country: z.string().nullable(),
    device_type: z.enum(DEVICE_TYPES),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    status: z.enum(CLICK_STATUSES),
    void_reason: z.enum(VOID_REASONS).nullable(),
    clicked_at: z.iso.datetime(),
  })
  .meta({ id: 'ClickReportRow' });
export type ClickReportRow = z.infer<typeof ZClickReportRow>;

export const ZClickReportPage = z
  .object({
    data: z.array(ZClickReportRow),
    /** Pass as `after` for the next page; null on the last. */
    next: z.string().nullable(),
    /** Clicks matching the filters (from the rollups: exact, and cheap on any page). */
    total: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'ClickReportPage' });
export type ClickReportPage = z.infer<typeof ZClickReportPage>;

export const ZAdDayReportQuery = z
  .strictObject({ ...ZDateRange, page, page_size: pageSize })
  .superRefine(checkRange);
export type AdDayReportQuery = z.input<typeof ZAdDayReportQuery>;

export const ZAdReportDay = z
  .object({
    date: z.iso.date(),
    impressions: z.number().int(),
    clicks: z.number().int(),
    void_clicks: z.number().int(),
    /** Impressions voided by an invalid-traffic rule (a bot, past the frequency cap): never charged. */
    void_impressions: z.number().int(),
    ctr: z.number(),
    spend: z.string(),
    /** CPC (click ads) or CPM (impression ads); null before any. */
    average_price: z.string().nullable(),
  })
  .meta({ id: 'AdReportDay' });
export type AdReportDay = z.infer<typeof ZAdReportDay>;

export const ZAdDayReportPage = z
  .object({
    advertisement_id: z.string(),
    advertisement_name: z.string(),
    advertisement_type: z.enum(AD_TYPES),
    data: z.array(ZAdReportDay),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    totals: ZDeliveryFigures,
  })
  .meta({ id: 'AdDayReportPage' });
export type AdDayReportPage = z.infer<typeof ZAdDayReportPage>;

export const ZAdDayParams = z.strictObject({
  id: z.uuid({ error: 'validation.invalid' }),
  date: isoDateInput(),
});

export const ZAdTargetDay = z
  .object({
    target_id: z.string(),
    target_type: z.enum(TARGET_TYPES).nullable(),
    target_name: z.string().nullable(),
    impressions: z.number().int(),
    clicks: z.number().int(),
    void_clicks: z.number().int(),
    /** Impressions voided by an invalid-traffic rule (a bot, past the frequency cap): never charged. */
    void_impressions: z.number().int(),
    spend: z.string(),
  })
  .meta({ id: 'AdTargetDay' });
export type AdTargetDay = z.infer<typeof ZAdTargetDay>;

export const ZAdDayDetail = z
  .object({
    advertisement_id: z.string(),
    advertisement_name: z.string(),
    advertisement_type: z.enum(AD_TYPES),
    date: z.iso.date(),
    figures: ZDeliveryFigures,
    /** The platform day's hours in order (23 or 25 on a daylight-saving change). */
    hours: z.array(ZDeliveryPoint),
    targets: z.array(ZAdTargetDay),
  })
  .meta({ id: 'AdDayDetail' });
export type AdDayDetail = z.infer<typeof ZAdDayDetail>;

/** An ad's budget projection (its budget tab); `data` is null when the ad has no budget. */
export const ZAdBudgetProjectionAnswer = z
  .object({ data: ZAdBudgetProjection.nullable() })
  .meta({ id: 'AdBudgetProjectionAnswer' });
export type AdBudgetProjectionAnswer = z.infer<typeof ZAdBudgetProjectionAnswer>;
