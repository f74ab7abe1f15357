import {
  type AdBudgetProjection,
  type DashboardBidding,
  type DashboardDeposits,
  type DashboardProjections,
  type DashboardTopBids,
  type DashboardTopList,
  formatUsdt,
  type ReportPeriod,
  type RunOutProjection,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { platformDateOf, startOfPlatformDay } from '../../lib/platform-time.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { defaultMinOf } from '../catalogue/catalogue-entry.ts';
import { targetKey } from '../catalogue/target-key.ts';
import { advertiserIdOf, type Principal } from '../identity/principal.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { BidLandscapeService } from '../planner/bid-landscape.service.ts';
import { summarizeLandscape } from '../planner/bid-landscape.ts';
import { deliveryFigures, deliveryPoint, figuresOf, spendOf, ZERO_FIGURES } from './report-figures.ts';
import { addDays, eachDay, periodRange, weekComparison } from './report-period.ts';
import {
  activeBidCount,
  adSpendByDay,
  advertiserDays,
  advertiserTotals,
  budgetedAds,
  creditedBetween,
  depositTallies,
  highestKeywordBids,
  hoursOfDay,
  ownAd,
  targetTotals,
  topLines,
} from './reports.repository.ts';
import { dailyPace, PACE_DAYS, projectRunOut } from './run-out.ts';

const TOP = 10;

/**
 * The dashboard's widgets (spec §2, §9), each for a period in the platform's time zone. Delivery figures read
 * the rollups (ADR 10); deposits and bids read their own small tables.
 */
export class DashboardFiguresService {
  constructor(
    private readonly deps: {
      db: Database;
      ledger: LedgerService;
      catalogue: CatalogueService;
      bidLandscape: BidLandscapeService;
      timeZone: string;
      now: () => Date;
    },
  ) {}

  private today(): string {
    return platformDateOf(this.deps.now(), this.deps.timeZone);
  }

  private scope(principal: Principal): string {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Dashboard');
    return advertiserIdOf(principal);
  }

  private dayStart(day: string, addDayCount = 0): Date {
    return startOfPlatformDay(day, this.deps.timeZone, addDayCount);
  }

  async deposits(principal: Principal, period: ReportPeriod): Promise<DashboardDeposits> {
    const advertiserId = this.scope(principal);
    const range = periodRange(period, this.today());
    const weeks = weekComparison(range.to);
    const { db } = this.deps;
    const [tally, thisWeek, lastWeek] = await Promise.all([
      depositTallies(db, advertiserId, {
        start: range.from ? this.dayStart(range.from) : null,
        end: this.dayStart(range.to, 1),
      }),
      creditedBetween(
        db,
        advertiserId,
        this.dayStart(weeks.thisWeek[0]),
        this.dayStart(weeks.thisWeek[1], 1),
      ),
      creditedBetween(
        db,
        advertiserId,
        this.dayStart(weeks.lastWeek[0]),
        this.dayStart(weeks.lastWeek[1], 1),
      ),
    ]);
    const money = (micros: string) => formatUsdt(BigInt(micros));
    return {
      range,
      total: { count: Number(tally.total_count), amount: money(tally.total_amount) },
      successful: { count: Number(tally.success_count), amount: money(tally.success_amount) },
      failed: { count: Number(tally.failed_count), amount: money(tally.failed_amount) },
      this_week: formatUsdt(thisWeek),
      last_week: formatUsdt(lastWeek),
    };
  }

  async bidding(principal: Principal, period: ReportPeriod): Promise<DashboardBidding> {
    const advertiserId = this.scope(principal);
    const range = periodRange(period, this.today());
    const { db, timeZone } = this.deps;
    const [activeBids, totals, series] = await Promise.all([
      activeBidCount(db, advertiserId),
      advertiserTotals(db, advertiserId, range),
      period === 'today'
        ? hoursOfDay(
            db,
            { advertiserId },
            { start: this.dayStart(range.to), end: this.dayStart(range.to, 1) },
            timeZone,
          ).then((rows) => rows.map((row) => deliveryPoint(row.hour, figuresOf(row))))
        : advertiserDays(db, advertiserId, range).then((rows) => {
            // Every day of the span, so a chart shows the quiet days as zero rather than skipping them.
            const byDay = new Map(rows.map((row) => [row.day, figuresOf(row)]));
            const first = range.from ?? rows[0]?.day ?? range.to;
            return eachDay(first, range.to).map((day) => deliveryPoint(day, byDay.get(day) ?? ZERO_FIGURES));
          }),
    ]);
    return { range, active_bids: activeBids, figures: deliveryFigures(figuresOf(totals)), series };
  }

  async topKeywordBids(principal: Principal, period: ReportPeriod): Promise<DashboardTopBids> {
    const advertiserId = this.scope(principal);
    const range = periodRange(period, this.today());
    const { db, catalogue, bidLandscape } = this.deps;
    const bids = await highestKeywordBids(db, advertiserId, TOP);
    const refs = bids.map((bid) => ({ targetType: 'keyword' as const, targetId: bid.keyword_id }));
    const entries = await catalogue.entries(db, refs);
    const defaultMins = bids.map((bid, index) => {
      const entry = entries.get(targetKey(refs[index]!));
      return entry ? defaultMinOf(entry, bid.advertisement_type) : 0n;
    });
    const [landscapes, figures] = await Promise.all([
      bidLandscape.slots(
        bids.map((bid, index) => ({
          ref: refs[index]!,
          type: bid.advertisement_type,
          reserveMicros: defaultMins[index]!,
          adSizeId: bid.ad_size_id,
          advertiserId,
          adId: bid.advertisement_id,
        })),
      ),
      targetTotals(
        db,
        advertiserId,
        range,
        bids.map((bid) => bid.target_id),
      ),
    ]);
    return {
      range,
      data: bids.map((bid, index) => {
        const ref = refs[index]!;
        const entry = entries.get(targetKey(ref));
        const spent = figures.get(bid.target_id);
        const spentFigures = spent ? figuresOf(spent) : ZERO_FIGURES;
        return {
          target_id: bid.target_id,
          advertisement_id: bid.advertisement_id,
          advertisement_name: bid.advertisement_name,
          keyword: entry?.name ?? '',
          min_bid: formatUsdt(BigInt(bid.min_bid)),
          max_bid: formatUsdt(BigInt(bid.max_bid)),
          advice_price: formatUsdt(summarizeLandscape(landscapes[index]!).advice),
          enabled: bid.enabled,
          clicks: spentFigures.clicks - spentFigures.voidClicks,
          spend: formatUsdt(spendOf(spentFigures)),
        };
      }),
    };
  }

  async top(
    principal: Principal,
    period: ReportPeriod,
    by: 'ad' | 'keyword' | 'website',
  ): Promise<DashboardTopList> {
    const advertiserId = this.scope(principal);
    const range = periodRange(period, this.today());
    const rows = await topLines(this.deps.db, advertiserId, range, by, TOP);
    return {
      range,
      data: rows.map((row) => {
        const figures = figuresOf(row);
        return {
          id: row.id,
          name: row.name,
          impressions: figures.impressions,
          clicks: figures.clicks,
          void_clicks: figures.voidClicks,
          void_impressions: figures.voidImpressions,
          spend: formatUsdt(spendOf(figures)),
        };
      }),
    };
  }

  async projections(principal: Principal): Promise<DashboardProjections> {
    const advertiserId = this.scope(principal);
    const { db, ledger } = this.deps;
    const today = this.today();
    const paceRange = { from: addDays(today, -PACE_DAYS), to: today };
    const [balance, days, ads] = await Promise.all([
      ledger.balanceOf(db, advertiserId),
      advertiserDays(db, advertiserId, paceRange),
      this.adProjections(advertiserId, today),
    ]);
    const spendByDay = new Map(days.map((row) => [row.day, spendOf(figuresOf(row))]));
    return {
      balance: runOut(balance.temporaryMicros, spendByDay, today),
      ads,
    };
  }

  /**
   * A digest's figures (no caller: the job reads them for a member who asked): spend, clicks and void clicks of
   * the last `days` closed platform days, and the balance with its run-out at the recent pace.
   */
  async summary(advertiserId: string, days: number) {
    const { db, ledger } = this.deps;
    const today = this.today();
    const range = { from: addDays(today, -days), to: addDays(today, -1) };
    const paceRange = { from: addDays(today, -PACE_DAYS), to: today };
    const totals = figuresOf(await advertiserTotals(db, advertiserId, range));
    const balance = await ledger.balanceOf(db, advertiserId);
    const paceDays = await advertiserDays(db, advertiserId, paceRange);
    const spendByDay = new Map(paceDays.map((row) => [row.day, spendOf(figuresOf(row))]));
    return {
      range,
      spendMicros: spendOf(totals),
      clicks: totals.clicks,
      voidClicks: totals.voidClicks,
      impressions: totals.impressions,
      balanceMicros: balance.temporaryMicros,
      runOut: runOut(balance.temporaryMicros, spendByDay, today),
    };
  }

  /** One ad's budget projection (its budget tab); null when the ad has no budget. */
  async adProjection(principal: Principal, adId: string): Promise<AdBudgetProjection | null> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    const advertiserId = advertiserIdOf(principal);
    const [projection] = await this.adProjections(advertiserId, this.today(), adId);
    if (projection) return projection;
    if (!(await ownAd(this.deps.db, advertiserId, adId))) throw new AppError('NOT_FOUND');
    return null;
  }

  private async adProjections(
    advertiserId: string,
    today: string,
    adId?: string,
  ): Promise<AdBudgetProjection[]> {
    const { db } = this.deps;
    const ads = await budgetedAds(db, advertiserId, adId);
    if (ads.length === 0) return [];
    const earliest = ads.reduce(
      (min, ad) => (ad.budget_start < min ? ad.budget_start : min),
      addDays(today, -PACE_DAYS),
    );
    const spend = await adSpendByDay(
      db,
      advertiserId,
      ads.map((ad) => ad.id),
      { from: earliest, to: today },
    );
    return ads.map((ad) => {
      const byDay = new Map<string, bigint>();
      for (const row of spend) if (row.advertisement_id === ad.id) byDay.set(row.day, BigInt(row.spend));
      const budget = BigInt(ad.budget_micros);
      const spent =
        ad.budget_period === 'daily'
          ? (byDay.get(today) ?? 0n)
          : [...byDay].reduce((sum, [day, micros]) => (day >= ad.budget_start ? sum + micros : sum), 0n);
      // A daily budget never runs out as a whole: it lasts its days until the end date.
      const remaining = budget - spent;
      const projection =
        ad.budget_period === 'daily'
          ? dailyBudgetRunOut(ad.budget_end, byDay, today, remaining)
          : runOut(remaining, byDay, today);
      return {
        advertisement_id: ad.id,
        advertisement_name: ad.name,
        period: ad.budget_period,
        budget: formatUsdt(budget),
        spent: formatUsdt(spent),
        end_date: ad.budget_end,
        projection,
      };
    });
  }
}

/** The trailing week's spend per day (oldest first, ending yesterday) and today's, from a map by day. */
function paceOf(spendByDay: ReadonlyMap<string, bigint>, today: string): bigint {
  const fullDays = eachDay(addDays(today, -PACE_DAYS), addDays(today, -1)).map(
    (day) => spendByDay.get(day) ?? 0n,
  );
  return dailyPace(fullDays, spendByDay.get(today) ?? 0n);
}

function runOut(remaining: bigint, spendByDay: ReadonlyMap<string, bigint>, today: string): RunOutProjection {
  const pace = paceOf(spendByDay, today);
  const { daysLeft, runsOutOn } = projectRunOut(remaining, pace, today);
  return {
    remaining: formatUsdt(remaining > 0n ? remaining : 0n),
    daily_pace: formatUsdt(pace),
    days_left: daysLeft,
    runs_out_on: runsOutOn,
  };
}

/** A daily budget: what is left of today's cap, at the recent pace, lasting until its end date (if any). */
function dailyBudgetRunOut(
  endDate: string | null,
  spendByDay: ReadonlyMap<string, bigint>,
  today: string,
  remainingToday: bigint,
): RunOutProjection {
  const pace = paceOf(spendByDay, today);
  const daysLeft = endDate
    ? Math.max(0, Math.round((Date.parse(endDate) - Date.parse(today)) / 86_400_000) + 1)
    : null;
  return {
    remaining: formatUsdt(remainingToday > 0n ? remainingToday : 0n),
    daily_pace: formatUsdt(pace),
    days_left: daysLeft,
    runs_out_on: endDate,
  };
}
