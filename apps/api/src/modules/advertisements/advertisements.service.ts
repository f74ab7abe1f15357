import {
  type AdDisplay,
  type AdListPage,
  type AdStatistics,
  type Advertisement,
  type DeliveryFigures,
  formatUsdt,
  type PeriodRange,
  type ReportPeriod,
  type SearchAd,
  type ZAdsQuery,
  type ZCreateAdBody,
  type ZUpdateAdBody,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { recordChange } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { startOfPlatformDay } from '../../lib/platform-time.ts';
import { actorOf, advertiserIdOf, type Principal } from '../identity/principal.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import { figureOrder, isFigureSort } from './ad-figure-order.ts';
import { historyCountsOf } from './ad-history.repository.ts';
import type { AdReader } from './ad-reader.ts';
import { checkAdReferences } from './ad-references.ts';
import { logAdStatus, moveAd, transitionParams } from './ad-status.ts';
import { disableTargetsOfAd, targetsOfAd } from './ad-targets.repository.ts';
import {
  type AdFilter,
  type AdOrder,
  adSetupProgress,
  allAds,
  insertAd,
  lockAd,
  pageAds,
  searchAds,
  spendOf,
  targetStatsOf,
  updateAd,
} from './advertisements.repository.ts';

export type AdsListQuery = z.output<typeof ZAdsQuery>;
export type AdsFilterQuery = Omit<AdsListQuery, 'page' | 'page_size' | 'sort' | 'order' | 'period'>;
export type CreateAdInput = z.output<typeof ZCreateAdBody>;
export type UpdateAdInput = z.output<typeof ZUpdateAdBody>;

/** What each of an advertiser's ads delivered over a period (the reports module's AdFiguresService). */
export interface AdFiguresSource {
  ofPeriod(
    advertiserId: string,
    period: ReportPeriod,
  ): Promise<{
    range: PeriodRange;
    byAd: ReadonlyMap<string, DeliveryFigures>;
    of(adId: string): DeliveryFigures;
  }>;
}

export interface AdvertisementsDeps {
  db: Database;
  ledger: LedgerService;
  reader: AdReader;
  figures: AdFiguresSource;
  timeZone: string;
  /** Announces status moves (a resubmission for review, a deletion) to the team's webhooks. */
  webhooks?: WebhookEmitter | undefined;
  now?: (() => Date) | undefined;
}

/**
 * An advertiser's ads: lists and exports, detail and figures, create, edit, display, delete. Budget and schedule
 * are in ad-budget-schedule.service, images in ad-images.service, operators' review in ad-moderation.service.
 */
export class AdvertisementsService {
  private readonly now: () => Date;
  constructor(private readonly deps: AdvertisementsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Whether the advertiser has created an ad and given one a bid (for the account's checklist). */
  setupProgress(advertiserId: string): Promise<{ advertisement: boolean; bid: boolean }> {
    return adSetupProgress(this.deps.db, advertiserId);
  }

  private filterOf(query: AdsFilterQuery, advertiserId?: string): AdFilter {
    const timeZone = this.deps.timeZone;
    return {
      advertiserId,
      search: query.search,
      type: query.type,
      status: query.status,
      display: query.display,
      from: query.from ? startOfPlatformDay(query.from, timeZone) : undefined,
      to: query.to ? startOfPlatformDay(query.to, timeZone, 1) : undefined,
    };
  }

  /** A page of the advertiser's ads, each with what it delivered in the period, sortable by those figures. */
  async list(principal: Principal, query: AdsListQuery): Promise<AdListPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    const advertiserId = advertiserIdOf(principal);
    const figures = await this.deps.figures.ofPeriod(advertiserId, query.period);
    const order: AdOrder = isFigureSort(query.sort)
      ? { figures: figureOrder(figures.byAd, query.sort, query.order), order: query.order }
      : { sort: query.sort, order: query.order };
    const { rows, total } = await pageAds(this.deps.db, this.filterOf(query, advertiserId), {
      ...order,
      page: query.page,
      pageSize: query.page_size,
    });
    const views = await this.deps.reader.views(rows);
    return {
      data: views.map((ad) => ({ ...ad, figures: figures.of(ad.id) })),
      total,
      page: query.page,
      page_size: query.page_size,
      range: figures.range,
    };
  }

  /** Every ad matching the filter (exports), up to `limit`. */
  async all(principal: Principal, query: AdsFilterQuery, limit: number): Promise<Advertisement[]> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    const rows = await allAds(this.deps.db, this.filterOf(query, advertiserIdOf(principal)), limit);
    return this.deps.reader.views(rows);
  }

  /** The layout's search: a few of the advertiser's ads by name or the start of their id, the best first. */
  async search(principal: Principal, search: string, limit: number): Promise<SearchAd[]> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    return searchAds(this.deps.db, advertiserIdOf(principal), search, limit);
  }

  async get(principal: Principal, id: string): Promise<Advertisement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    return this.deps.reader.view(id, advertiserIdOf(principal));
  }

  async create(principal: Principal, body: CreateAdInput): Promise<Advertisement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'Advertisement');
    const advertiserId = advertiserIdOf(principal);
    const actor = actorOf(principal);
    const id = await this.deps.db.transaction(async (tx) => {
      const { countries } = await checkAdReferences(tx, advertiserId, body, body.ad_size_id);
      const now = this.now();
      const row = await insertAd(tx, {
        createdAt: now,
        updatedAt: now,
        advertiserId,
        name: body.name,
        type: body.type,
        adSizeId: body.ad_size_id,
        imageId: body.image_id,
        redirectUrl: body.redirect_url,
        categoryId: body.category_id,
        allCountries: body.all_countries,
        countries,
        status: 'pending',
        createdByUserId: principal.user.id,
      });
      await logAdStatus(tx, row, null, 'create', null, { actor, byOperator: false, now });
      await recordChange(tx, actor, 'created', {
        subject: 'Advertisement',
        subjectId: row.id,
        advertiserId,
        after: row,
      });
      return row.id;
    });
    return this.get(principal, id);
  }

  /**
   * Edits an ad. A new image or redirect URL needs review again (submit → pending); the name, category and
   * countries do not. A banned ad cannot be edited.
   */
  async update(principal: Principal, id: string, body: UpdateAdInput): Promise<Advertisement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Advertisement');
    const advertiserId = advertiserIdOf(principal);
    const actor = actorOf(principal);
    await this.deps.db.transaction(async (tx) => {
      const before = await lockAd(tx, id, advertiserId);
      if (!before) throw new AppError('NOT_FOUND');
      if (before.status === 'banned')
        throw new AppError('INVALID_TRANSITION', {
          params: transitionParams('banned', 'pending'),
          fields: [{ path: 'status', key: 'ad.errors.bannedEdit' }],
        });
      const { countries } = await checkAdReferences(tx, advertiserId, body, before.adSizeId);
      const needsReview = body.image_id !== before.imageId || body.redirect_url !== before.redirectUrl;
      const after = await updateAd(tx, id, {
        name: body.name,
        imageId: body.image_id,
        redirectUrl: body.redirect_url,
        categoryId: body.category_id,
        allCountries: body.all_countries,
        countries,
        updatedAt: this.now(),
      });
      await recordChange(tx, actor, 'updated', {
        subject: 'Advertisement',
        subjectId: id,
        advertiserId,
        before,
        after,
      });
      if (needsReview && before.status !== 'pending')
        await moveAd(tx, after, 'submit', null, {
          actor,
          byOperator: false,
          now: this.now(),
          webhooks: this.deps.webhooks,
        });
    });
    return this.get(principal, id);
  }

  async setDisplay(principal: Principal, id: string, display: AdDisplay): Promise<Advertisement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Advertisement');
    const advertiserId = advertiserIdOf(principal);
    const actor = actorOf(principal);
    await this.deps.db.transaction(async (tx) => {
      const before = await lockAd(tx, id, advertiserId);
      if (!before) throw new AppError('NOT_FOUND');
      if (before.display === display) return;
      const after = await updateAd(tx, id, { display, updatedAt: this.now() });
      await recordChange(tx, actor, 'updated', {
        subject: 'Advertisement',
        subjectId: id,
        advertiserId,
        before,
        after,
      });
    });
    return this.get(principal, id);
  }

  async remove(principal: Principal, id: string): Promise<void> {
    ForbiddenError.from(principal.ability).throwUnlessCan('delete', 'Advertisement');
    const advertiserId = advertiserIdOf(principal);
    const actor = actorOf(principal);
    await this.deps.db.transaction(async (tx) => {
      const before = await lockAd(tx, id, advertiserId);
      if (!before) throw new AppError('NOT_FOUND');
      const after = await moveAd(tx, before, 'delete', null, {
        actor,
        byOperator: false,
        now: this.now(),
        webhooks: this.deps.webhooks,
      });
      await disableTargetsOfAd(tx, id, this.now());
      await recordChange(tx, actor, 'deleted', {
        subject: 'Advertisement',
        subjectId: id,
        advertiserId,
        before,
        after,
      });
    });
  }

  async statistics(principal: Principal, id: string): Promise<AdStatistics> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    const record = await this.deps.reader.record(id, advertiserIdOf(principal));
    const db = this.deps.db;
    const [targets, stats, spend, history] = await Promise.all([
      targetsOfAd(db, id),
      targetStatsOf(db, [id]),
      spendOf(db, [id], this.deps.ledger.today()),
      historyCountsOf(db, id),
    ]);
    const highest = targets.reduce<bigint | null>(
      (max, target) => (max === null || target.maxBidMicros > max ? target.maxBidMicros : max),
      null,
    );
    const approvedAt = record.ad.approvedAt;
    const daysLive =
      approvedAt && record.ad.status === 'approved'
        ? Math.floor((this.now().getTime() - approvedAt.getTime()) / 86_400_000)
        : 0;
    const adSpend = spend.get(id);
    return {
      targets: stats.get(id)?.targets ?? 0,
      active_targets: stats.get(id)?.activeTargets ?? 0,
      keyword_targets: targets.filter((target) => target.targetType === 'keyword').length,
      website_targets: targets.filter((target) => target.targetType === 'website').length,
      highest_max_bid: highest === null ? null : formatUsdt(highest, 1),
      spent_today: formatUsdt(adSpend?.todayMicros ?? 0n),
      spent_total: formatUsdt(adSpend?.totalMicros ?? 0n),
      days_live: daysLive,
      status_changes: history.statusChanges,
      budget_changes: history.budgetChanges,
    };
  }
}
