import {
  type AdDayDetail,
  type AdDayReportPage,
  CLICK_EXPORT_ROW_LIMIT,
  type ClickReportPage,
  type ClickReportRow,
  type DayExpenseDetail,
  type DayExpensePage,
  formatUsdt,
  type ZAdDayReportQuery,
  type ZClickExportQuery,
  type ZClickReportQuery,
  type ZDayExpenseExportQuery,
  type ZDayExpenseQuery,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { platformDateOf, startOfPlatformDay } from '../../lib/platform-time.ts';
import { maskIp } from '../delivery/mask-ip.ts';
import { advertiserIdOf, type Principal } from '../identity/principal.ts';
import { decodeClickCursor, encodeClickCursor } from './click-cursor.ts';
import {
  averagePrice,
  dayExpense,
  deliveryFigures,
  deliveryPoint,
  figuresOf,
  spendOf,
  sumFigures,
  ZERO_FIGURES,
} from './report-figures.ts';
import {
  adDaysPage,
  adsPerDay,
  advertiserTotals,
  type ClickFilter,
  type ClickReportDbRow,
  clickReportPage,
  type DayRange,
  dayExpensePage,
  hoursOfDay,
  linesOfDay,
  ownAd,
  rollupTotals,
  settlementsOfDay,
} from './reports.repository.ts';

type DayExpenseQuery = z.output<typeof ZDayExpenseQuery>;
type DayExpenseExportQuery = z.output<typeof ZDayExpenseExportQuery>;
type ClickQuery = z.output<typeof ZClickReportQuery>;
type ClickExportQuery = z.output<typeof ZClickExportQuery>;
type AdDayQuery = z.output<typeof ZAdDayReportQuery>;

const EXPORT_BATCH = 2_000;

/**
 * The advertiser's reports (ADR 10): the day expense list and a day's detail, the click report, an ad's day
 * report and one of its days. Totals read the rollups; only a click list and a day's hours read raw rows.
 */
export class ReportsService {
  constructor(private readonly deps: { db: Database; timeZone: string; now: () => Date }) {}

  private today(): string {
    return platformDateOf(this.deps.now(), this.deps.timeZone);
  }

  /** A filter's days, never past today (the future holds no delivery). */
  private range(query: { from?: string | undefined; to?: string | undefined }): DayRange {
    const today = this.today();
    const to = query.to && query.to < today ? query.to : today;
    return { from: query.from ?? null, to };
  }

  private scope(principal: Principal): string {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Report');
    return advertiserIdOf(principal);
  }

  async dayExpense(principal: Principal, query: DayExpenseQuery): Promise<DayExpensePage> {
    const advertiserId = this.scope(principal);
    const { db } = this.deps;
    const range = this.range(query);
    const [page, totals, adsOverRange] = await Promise.all([
      dayExpensePage(db, advertiserId, range, {
        sort: query.sort,
        direction: query.order,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      }),
      advertiserTotals(db, advertiserId, range),
      adsPerDay(db, advertiserId, range),
    ]);
    const ads = await adsPerDay(
      db,
      advertiserId,
      page.rows.map((row) => row.day),
    );
    return {
      data: page.rows.map((row) => dayExpense(row.day, ads.get(row.day) ?? 0, figuresOf(row))),
      total: page.total,
      page: query.page,
      page_size: query.page_size,
      totals: dayExpense(range.to, adsOverRange.get(null) ?? 0, figuresOf(totals)),
    };
  }

  /** Every day the filter matches, for export (a range holds at most a year of days, or all of them). */
  async dayExpenseRows(principal: Principal, query: Omit<DayExpenseExportQuery, 'format'>) {
    const page = await this.dayExpense(principal, { ...query, page: 1, page_size: 100_000 });
    return page.data;
  }

  async dayExpenseDetail(principal: Principal, day: string): Promise<DayExpenseDetail> {
    const advertiserId = this.scope(principal);
    const { db } = this.deps;
    const [lines, settlements] = await Promise.all([
      linesOfDay(db, { advertiserId }, day),
      settlementsOfDay(db, advertiserId, day),
    ]);
    const lineFigures = lines.map((line) => figuresOf(line));
    const total = sumFigures(lineFigures);
    const ads = new Set(
      lines
        .filter(
          (line) =>
            Number(line.impressions) > 0 || Number(line.clicks) > 0 || Number(line.void_impressions) > 0,
        )
        .map((line) => line.advertisement_id),
    );
    const booked = settlements.reduce((sum, row) => sum - BigInt(row.amount), 0n);
    return {
      day: dayExpense(day, ads.size, total),
      lines: lines.map((line, index) => ({
        advertisement_id: line.advertisement_id,
        advertisement_name: line.advertisement_name,
        advertisement_type: line.advertisement_type,
        target_id: line.target_id,
        target_type: line.target_type,
        target_name: line.target_name,
        impressions: lineFigures[index]!.impressions,
        clicks: lineFigures[index]!.clicks,
        void_clicks: lineFigures[index]!.voidClicks,
        void_impressions: lineFigures[index]!.voidImpressions,
        expense: formatUsdt(spendOf(lineFigures[index]!)),
      })),
      settlement: settlements[0] ? { statement_id: settlements[0].id, amount: formatUsdt(booked) } : null,
    };
  }

  private clickFilter(advertiserId: string, query: Omit<ClickExportQuery, 'format'>): ClickFilter | null {
    const range = this.range(query);
    if (range.from && range.from > range.to) return null;
    const { timeZone } = this.deps;
    return {
      advertiserId,
      start: startOfPlatformDay(range.from ?? '2000-01-01', timeZone),
      end: startOfPlatformDay(range.to, timeZone, 1),
      advertisementId: query.advertisement_id,
      targetType: query.target_type,
      status: query.status,
      siteId: query.site_id,
    };
  }

  async clicks(principal: Principal, query: ClickQuery): Promise<ClickReportPage> {
    const advertiserId = this.scope(principal);
    const after = query.after ? decodeClickCursor(query.after) : null;
    if (query.after && !after) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'querystring.after', key: 'validation.invalid' }],
      });
    }
    const filter = this.clickFilter(advertiserId, query);
    if (!filter) return { data: [], next: null, total: 0, page_size: query.page_size };
    const range = this.range(query);
    const [rows, sums] = await Promise.all([
      clickReportPage(this.deps.db, filter, after, query.page_size + 1),
      rollupTotals(this.deps.db, {
        advertiserId,
        range,
        advertisementId: query.advertisement_id,
        targetType: query.target_type,
        siteId: query.site_id,
      }),
    ]);
    const page = rows.slice(0, query.page_size);
    const last = page.at(-1);
    const clicks = Number(sums.clicks);
    const voidClicks = Number(sums.void_clicks);
    return {
      data: page.map(clickReportRow),
      next: rows.length > query.page_size && last ? encodeClickCursor(BigInt(last.at_micros), last.id) : null,
      total: query.status === 'void' ? voidClicks : query.status === 'success' ? clicks - voidClicks : clicks,
      page_size: query.page_size,
    };
  }

  /**
   * Every click the filter matches, newest first, read in keyset batches so that an export of a million rows
   * never holds more than one batch in memory. Checks the caller before the first row.
   */
  clickRows(principal: Principal, query: Omit<ClickExportQuery, 'format'>): AsyncIterable<ClickReportRow> {
    const advertiserId = this.scope(principal);
    const filter = this.clickFilter(advertiserId, query);
    const { db } = this.deps;
    return {
      async *[Symbol.asyncIterator]() {
        if (!filter) return;
        let after: { atMicros: bigint; id: string } | null = null;
        let sent = 0;
        while (sent < CLICK_EXPORT_ROW_LIMIT) {
          const rows: ClickReportDbRow[] = await clickReportPage(
            db,
            filter,
            after,
            Math.min(EXPORT_BATCH, CLICK_EXPORT_ROW_LIMIT - sent),
          );
          for (const row of rows) yield clickReportRow(row);
          sent += rows.length;
          const last = rows.at(-1);
          if (!last || rows.length < EXPORT_BATCH) return;
          after = { atMicros: BigInt(last.at_micros), id: last.id };
        }
      },
    };
  }

  private async ad(principal: Principal, adId: string) {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    const ad = await ownAd(this.deps.db, advertiserIdOf(principal), adId);
    if (!ad) throw new AppError('NOT_FOUND');
    return ad;
  }

  async adDays(principal: Principal, adId: string, query: AdDayQuery): Promise<AdDayReportPage> {
    const ad = await this.ad(principal, adId);
    const page = await adDaysPage(this.deps.db, ad.id, this.range(query), {
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    return {
      advertisement_id: ad.id,
      advertisement_name: ad.name,
      advertisement_type: ad.type,
      data: page.rows.map((row) => {
        const figures = figuresOf(row);
        const successful = figures.clicks - figures.voidClicks;
        return {
          date: row.day,
          impressions: figures.impressions,
          clicks: figures.clicks,
          void_clicks: figures.voidClicks,
          void_impressions: figures.voidImpressions,
          ctr: figures.impressions > 0 ? successful / figures.impressions : 0,
          spend: formatUsdt(spendOf(figures)),
          average_price: averagePrice(ad.type, figures),
        };
      }),
      total: page.total,
      page: query.page,
      page_size: query.page_size,
      totals: deliveryFigures(figuresOf(page.totals)),
    };
  }

  async adDay(principal: Principal, adId: string, day: string): Promise<AdDayDetail> {
    const ad = await this.ad(principal, adId);
    const advertiserId = advertiserIdOf(principal);
    const { db, timeZone } = this.deps;
    const start = startOfPlatformDay(day, timeZone);
    const end = startOfPlatformDay(day, timeZone, 1);
    const [hours, lines] = await Promise.all([
      hoursOfDay(db, { advertiserId, advertisementId: ad.id }, { start, end }, timeZone),
      linesOfDay(db, { advertiserId, advertisementId: ad.id }, day),
    ]);
    const byHour = new Map(hours.map((row) => [row.hour, figuresOf(row)]));
    const targets = lines.map((line) => ({ line, figures: figuresOf(line) }));
    const totals = await rollupTotals(db, {
      advertiserId,
      range: { from: day, to: day },
      advertisementId: ad.id,
    });
    return {
      advertisement_id: ad.id,
      advertisement_name: ad.name,
      advertisement_type: ad.type,
      date: day,
      figures: deliveryFigures(figuresOf(totals)),
      hours: hoursOfPlatformDay(start, end, timeZone).map((hour) =>
        deliveryPoint(hour, byHour.get(hour) ?? ZERO_FIGURES),
      ),
      targets: targets.map(({ line, figures }) => ({
        target_id: line.target_id,
        target_type: line.target_type,
        target_name: line.target_name,
        impressions: figures.impressions,
        clicks: figures.clicks,
        void_clicks: figures.voidClicks,
        void_impressions: figures.voidImpressions,
        spend: formatUsdt(spendOf(figures)),
      })),
    };
  }
}

const HOUR_MS = 3_600_000;

/**
 * The wall-clock hours (YYYY-MM-DDTHH) of a platform day, in order: 23 when clocks go forward; when they go
 * back the repeated hour is one (the report groups by wall-clock hour).
 */
export function hoursOfPlatformDay(start: Date, end: Date, timeZone: string): string[] {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  const hours: string[] = [];
  for (let at = start.getTime(); at < end.getTime(); at += HOUR_MS) {
    const parts = Object.fromEntries(
      format.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
    );
    const label = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}`;
    if (hours.at(-1) !== label) hours.push(label);
  }
  return hours;
}

function clickReportRow(row: ClickReportDbRow): ClickReportRow {
  return {
    id: row.id,
    advertisement_id: row.advertisement_id,
    advertisement_name: row.advertisement_name,
    target_type: row.target_type,
    target_name: row.target_name,
    cpc: formatUsdt(BigInt(row.price_micros)),
    website: row.website,
    ip: maskIp(row.ip),
    country: row.country,
    device_type: row.device_type,
    browser: row.browser,
    os: row.os,
    status: row.status,
    void_reason: row.void_reason,
    clicked_at: new Date(row.clicked_at).toISOString(),
  };
}
