import { createHash, randomUUID } from 'node:crypto';
import {
  AD_TRANSITIONS,
  type AdAction,
  type AdDisplay,
  type AdImage,
  type AdPage,
  type AdStatistics,
  type AdStatus,
  type AdStatusLog,
  type AdsQuery,
  type Advertisement,
  type BudgetBody,
  type BudgetLog,
  type CreateAdBody,
  formatUsdt,
  type ModerateAdBody,
  nextAdStatus,
  parseUsdt,
  type ScheduleBody,
  type UpdateAdBody,
  ZAdsQuery,
  ZBudgetBody,
  ZCreateAdBody,
  ZScheduleBody,
  ZUpdateAdBody,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { type Actor, recordChange } from '../../db/audit.ts';
import type { Database, Executor } from '../../db/client.ts';
import {
  adBudgetLogs,
  adCategories,
  adImages,
  adSizes,
  adStatusLogs,
  adTargets,
  advertisements,
  countries,
} from '../../db/schema/index.ts';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { startOfPlatformDay } from '../../lib/platform-time.ts';
import { actorOf, advertiserIdOf, type Principal } from '../auth/principal.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { contentTypeOf, extensionOf, processAdImage } from './ad-image.ts';
import { adViews, imageView } from './ad-view.ts';
import {
  type AdRecord,
  type AdRow,
  allAds,
  findAdRecord,
  lockAd,
  pageAds,
  spendOf,
  targetStatsOf,
} from './advertisements.repository.ts';
import { normalizedSchedule } from './schedule.ts';

export interface AdvertisementsDeps {
  db: Database;
  ledger: LedgerService;
  storage: ObjectStorage;
  notifications: NotificationsService;
  timeZone: string;
  now?: (() => Date) | undefined;
}

type AdsFilterQuery = Omit<ReturnType<typeof ZAdsQuery.parse>, 'page' | 'page_size' | 'sort' | 'order'>;

const MODERATION_MESSAGES = {
  approve: 'notifications.messages.adApproved',
  reject: 'notifications.messages.adRejected',
  ban: 'notifications.messages.adBanned',
  unban: 'notifications.messages.adUnbanned',
} as const;

/**
 * Ads of an advertiser: create, edit, display, delete, budget, schedule; operators' moderation. Every status
 * change goes through `move`, which applies AD_TRANSITIONS and writes the status log in the same transaction.
 */
export class AdvertisementsService {
  private readonly now: () => Date;
  constructor(private readonly deps: AdvertisementsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private context(db: Executor = this.deps.db) {
    return { db, ledger: this.deps.ledger, timeZone: this.deps.timeZone, now: this.now() };
  }

  private async view(record: AdRecord, db: Executor = this.deps.db): Promise<Advertisement> {
    const [view] = await adViews(this.context(db), [record]);
    return view!;
  }

  private async record(id: string, advertiserId?: string, db: Executor = this.deps.db): Promise<AdRecord> {
    const record = await findAdRecord(db, id, advertiserId);
    if (!record) throw new AppError('NOT_FOUND');
    return record;
  }

  private filterOf(query: AdsFilterQuery, advertiserId?: string) {
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

  // ---- images ----

  /** Sniffs, re-encodes and stores an uploaded image (the ad-size check happens when the ad is saved). */
  /** Checked before an upload is read, so a caller who may not create ads never streams a file in. */
  authorizeUpload(principal: Principal) {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'Advertisement');
  }

  async uploadImage(principal: Principal, input: Buffer): Promise<AdImage> {
    this.authorizeUpload(principal);
    const advertiserId = advertiserIdOf(principal);
    const image = await processAdImage(input);
    const id = randomUUID();
    const storageKey = `ad-images/${id.slice(0, 2)}/${id}.${extensionOf(image.format)}`;
    await this.deps.storage.put(storageKey, image.data, image.contentType);
    const [row] = await this.deps.db
      .insert(adImages)
      .values({
        id,
        advertiserId,
        storageKey,
        format: image.format,
        width: image.width,
        height: image.height,
        bytes: image.data.length,
        sha256: createHash('sha256').update(image.data).digest('hex'),
      })
      .returning();
    return imageView(row!);
  }

  /** The stored image for serving (public: ads are shown to anyone; ids are random). */
  async imageFile(id: string, extension: string) {
    const [row] = await this.deps.db.select().from(adImages).where(eq(adImages.id, id)).limit(1);
    if (!row || extensionOf(row.format) !== extension) throw new AppError('NOT_FOUND');
    const stream = await this.deps.storage.get(row.storageKey);
    if (!stream) throw new AppError('NOT_FOUND');
    return { stream, contentType: contentTypeOf(row.format), bytes: row.bytes, sha256: row.sha256 };
  }

  // ---- advertiser: lists and detail ----

  async list(principal: Principal, query: AdsQuery): Promise<AdPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    const parsed = ZAdsQuery.parse(query);
    const { rows, total } = await pageAds(this.deps.db, this.filterOf(parsed, advertiserIdOf(principal)), {
      sort: parsed.sort,
      order: parsed.order,
      page: parsed.page,
      pageSize: parsed.page_size,
    });
    return {
      data: await adViews(this.context(), rows),
      total,
      page: parsed.page,
      page_size: parsed.page_size,
    };
  }

  /** Every ad matching the filter (exports), up to `limit`. */
  async all(principal: Principal, query: AdsFilterQuery, limit: number): Promise<Advertisement[]> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    const rows = await allAds(this.deps.db, this.filterOf(query, advertiserIdOf(principal)), limit);
    return adViews(this.context(), rows);
  }

  async get(principal: Principal, id: string): Promise<Advertisement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    return this.view(await this.record(id, advertiserIdOf(principal)));
  }

  // ---- advertiser: create and edit ----

  /** Checks the references of an ad body; the image must be the advertiser's and exactly the ad size. */
  private async checkReferences(
    db: Executor,
    advertiserId: string,
    body: { image_id: string; category_id: string; countries: string[]; all_countries: boolean },
    adSizeId: string,
  ) {
    const [size] = await db.select().from(adSizes).where(eq(adSizes.id, adSizeId)).limit(1);
    if (size?.status !== 'active')
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'ad_size_id', key: 'ad.errors.adSizeNotFound' }],
      });
    const [category] = await db
      .select()
      .from(adCategories)
      .where(eq(adCategories.id, body.category_id))
      .limit(1);
    if (category?.status !== 'active')
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'category_id', key: 'ad.errors.categoryNotFound' }],
      });
    const [image] = await db
      .select()
      .from(adImages)
      .where(and(eq(adImages.id, body.image_id), eq(adImages.advertiserId, advertiserId)))
      .limit(1);
    if (!image)
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'image_id', key: 'ad.errors.imageRequired' }],
      });
    if (image.width !== size.width || image.height !== size.height)
      throw new AppError('VALIDATION_FAILED', {
        fields: [
          {
            path: 'image_id',
            key: `ad.errors.imageSize|actual=${image.width}×${image.height}&expected=${size.width}×${size.height}`,
          },
        ],
      });
    const wanted = body.all_countries ? [] : [...new Set(body.countries)];
    if (wanted.length > 0) {
      const known = await db
        .select({ code: countries.code })
        .from(countries)
        .where(and(inArray(countries.code, wanted), eq(countries.status, 'active')));
      const knownCodes = new Set(known.map((row) => row.code));
      const unknown = wanted.find((code) => !knownCodes.has(code));
      if (unknown)
        throw new AppError('VALIDATION_FAILED', {
          fields: [{ path: 'countries', key: `ad.errors.countryNotFound|code=${unknown}` }],
        });
    }
    return { countries: wanted };
  }

  async create(principal: Principal, body: CreateAdBody): Promise<Advertisement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'Advertisement');
    const advertiserId = advertiserIdOf(principal);
    const actor = actorOf(principal);
    const parsed = ZCreateAdBody.parse(body);
    const id = await this.deps.db.transaction(async (tx) => {
      const { countries: codes } = await this.checkReferences(tx, advertiserId, parsed, parsed.ad_size_id);
      const [row] = await tx
        .insert(advertisements)
        .values({
          advertiserId,
          name: parsed.name,
          type: parsed.type,
          adSizeId: parsed.ad_size_id,
          imageId: parsed.image_id,
          redirectUrl: parsed.redirect_url,
          categoryId: parsed.category_id,
          allCountries: parsed.all_countries,
          countries: codes,
          status: 'pending',
          createdByUserId: principal.user.id,
        })
        .returning();
      await this.log(tx, row!, null, 'create', null, actor, false);
      await recordChange(tx, actor, 'created', {
        subject: 'Advertisement',
        subjectId: row!.id,
        advertiserId,
        after: row,
      });
      return row!.id;
    });
    return this.get(principal, id);
  }

  /**
   * Edits an ad. A new image or redirect URL needs review again (submit → pending); the name, category and
   * countries do not. A banned ad cannot be edited.
   */
  async update(principal: Principal, id: string, body: UpdateAdBody): Promise<Advertisement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Advertisement');
    const advertiserId = advertiserIdOf(principal);
    const actor = actorOf(principal);
    const parsed = ZUpdateAdBody.parse(body);
    await this.deps.db.transaction(async (tx) => {
      const before = await lockAd(tx, id, advertiserId);
      if (!before) throw new AppError('NOT_FOUND');
      if (before.status === 'banned')
        throw new AppError('INVALID_TRANSITION', {
          params: transitionParams('banned', 'pending'),
          fields: [{ path: 'status', key: 'ad.errors.bannedEdit' }],
        });
      const { countries: codes } = await this.checkReferences(tx, advertiserId, parsed, before.adSizeId);
      const needsReview = parsed.image_id !== before.imageId || parsed.redirect_url !== before.redirectUrl;
      const [after] = await tx
        .update(advertisements)
        .set({
          name: parsed.name,
          imageId: parsed.image_id,
          redirectUrl: parsed.redirect_url,
          categoryId: parsed.category_id,
          allCountries: parsed.all_countries,
          countries: codes,
          updatedAt: this.now(),
        })
        .where(eq(advertisements.id, id))
        .returning();
      await recordChange(tx, actor, 'updated', {
        subject: 'Advertisement',
        subjectId: id,
        advertiserId,
        before,
        after,
      });
      if (needsReview && before.status !== 'pending')
        await this.move(tx, after!, 'submit', null, actor, false);
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
      const [after] = await tx
        .update(advertisements)
        .set({ display, updatedAt: this.now() })
        .where(eq(advertisements.id, id))
        .returning();
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
      const after = await this.move(tx, before, 'delete', null, actor, false);
      await tx
        .update(adTargets)
        .set({ enabled: false, updatedAt: this.now() })
        .where(eq(adTargets.advertisementId, id));
      await recordChange(tx, actor, 'deleted', {
        subject: 'Advertisement',
        subjectId: id,
        advertiserId,
        before,
        after,
      });
    });
  }

  // ---- budget and schedule ----

  async setBudget(principal: Principal, id: string, body: BudgetBody): Promise<Advertisement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Advertisement');
    const advertiserId = advertiserIdOf(principal);
    const actor = actorOf(principal);
    const parsed = ZBudgetBody.parse(body);
    const amountMicros = parseUsdt(parsed.amount, 2);
    if (amountMicros === null)
      throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'amount', key: 'validation.amount' }] });
    await this.deps.db.transaction(async (tx) => {
      const before = await lockAd(tx, id, advertiserId);
      if (!before) throw new AppError('NOT_FOUND');
      const [after] = await tx
        .update(advertisements)
        .set({
          budgetMicros: amountMicros,
          budgetPeriod: parsed.period,
          budgetStart: parsed.start_date,
          budgetEnd: parsed.end_date,
          updatedAt: this.now(),
        })
        .where(eq(advertisements.id, id))
        .returning();
      await tx.insert(adBudgetLogs).values({
        advertisementId: id,
        amountMicros,
        period: parsed.period,
        startDate: parsed.start_date,
        endDate: parsed.end_date,
        actorName: actor.name,
        createdAt: this.now(),
      });
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

  async budgetLogs(principal: Principal, id: string): Promise<{ data: BudgetLog[] }> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    await this.record(id, advertiserIdOf(principal));
    const rows = await this.deps.db
      .select()
      .from(adBudgetLogs)
      .where(eq(adBudgetLogs.advertisementId, id))
      .orderBy(desc(adBudgetLogs.createdAt), desc(adBudgetLogs.id));
    return {
      data: rows.map((row) => ({
        id: row.id,
        amount: formatUsdt(row.amountMicros),
        period: row.period,
        start_date: row.startDate,
        end_date: row.endDate,
        by: row.actorName,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }

  async setSchedule(principal: Principal, id: string, body: ScheduleBody): Promise<Advertisement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Advertisement');
    const advertiserId = advertiserIdOf(principal);
    const actor = actorOf(principal);
    const schedule = normalizedSchedule(ZScheduleBody.parse(body));
    await this.deps.db.transaction(async (tx) => {
      const before = await lockAd(tx, id, advertiserId);
      if (!before) throw new AppError('NOT_FOUND');
      const [after] = await tx
        .update(advertisements)
        .set({ schedule, updatedAt: this.now() })
        .where(eq(advertisements.id, id))
        .returning();
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

  // ---- history and figures ----

  async statusLogs(
    principal: Principal,
    id: string,
    scope: 'own' | 'all' = 'own',
  ): Promise<{ data: AdStatusLog[] }> {
    if (scope === 'own') ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    else ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsReview');
    await this.record(id, scope === 'own' ? advertiserIdOf(principal) : undefined);
    const rows = await this.deps.db
      .select()
      .from(adStatusLogs)
      .where(eq(adStatusLogs.advertisementId, id))
      .orderBy(desc(adStatusLogs.createdAt), desc(adStatusLogs.id));
    return {
      data: rows.map((row) => ({
        id: row.id,
        from: row.fromStatus,
        to: row.toStatus,
        action: row.action as AdStatusLog['action'],
        reason: row.reason,
        by: row.actorName,
        by_operator: row.byOperator,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }

  async statistics(principal: Principal, id: string): Promise<AdStatistics> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    const record = await this.record(id, advertiserIdOf(principal));
    const db = this.deps.db;
    const [targets, stats, spend, [statusChanges], [budgetChanges]] = await Promise.all([
      db.select().from(adTargets).where(eq(adTargets.advertisementId, id)).orderBy(asc(adTargets.createdAt)),
      targetStatsOf(db, [id]),
      spendOf(db, [id], this.deps.ledger.today()),
      db.select({ value: count() }).from(adStatusLogs).where(eq(adStatusLogs.advertisementId, id)),
      db.select({ value: count() }).from(adBudgetLogs).where(eq(adBudgetLogs.advertisementId, id)),
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
      status_changes: Number(statusChanges?.value ?? 0),
      budget_changes: Number(budgetChanges?.value ?? 0),
    };
  }

  // ---- operators ----

  async opsList(
    principal: Principal,
    query: {
      search?: string | undefined;
      status?: AdsQuery['status'];
      type?: AdsQuery['type'];
      page: number;
      page_size: number;
    },
  ): Promise<AdPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsReview');
    const { rows, total } = await pageAds(
      this.deps.db,
      { search: query.search, status: query.status, type: query.type },
      // The review queue is first come, first served.
      {
        sort: 'updated_at',
        order: query.status === 'pending' ? 'asc' : 'desc',
        page: query.page,
        pageSize: query.page_size,
      },
    );
    return { data: await adViews(this.context(), rows), total, page: query.page, page_size: query.page_size };
  }

  async moderate(principal: Principal, id: string, body: ModerateAdBody): Promise<Advertisement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsReview');
    const actor = actorOf(principal);
    const reason = body.reason?.trim() || null;
    await this.deps.db.transaction(async (tx) => {
      const before = await lockAd(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      const after = await this.move(tx, before, body.action, reason, actor, true);
      await this.deps.notifications.notify(tx, before.advertiserId, {
        kind: 'advertisement',
        messageKey: MODERATION_MESSAGES[body.action],
        params: { name: before.name, reason: reason ?? '' },
        link: `/advertisement/${id}`,
      });
      await recordChange(tx, actor, 'updated', {
        subject: 'Advertisement',
        subjectId: id,
        advertiserId: before.advertiserId,
        before,
        after,
      });
    });
    const record = await this.record(id);
    return this.view(record);
  }

  // ---- the state machine ----

  /**
   * The one place an ad's status changes: checks the move against AD_TRANSITIONS (409 otherwise) and writes
   * the status log row. Call it with the ad's row locked, inside the change's transaction.
   */
  private async move(
    tx: Executor,
    ad: AdRow,
    action: AdAction,
    reason: string | null,
    actor: Actor,
    byOperator: boolean,
  ): Promise<AdRow> {
    const to = nextAdStatus(ad.status, action);
    if (!to)
      throw new AppError('INVALID_TRANSITION', {
        params: transitionParams(ad.status, AD_TRANSITIONS[action].to),
      });
    const now = this.now();
    const [after] = await tx
      .update(advertisements)
      .set({
        status: to,
        statusReason: to === 'rejected' || to === 'banned' ? reason : null,
        approvedAt: to === 'approved' ? now : ad.approvedAt,
        updatedAt: now,
      })
      .where(eq(advertisements.id, ad.id))
      .returning();
    await this.log(tx, after!, ad.status, action, reason, actor, byOperator);
    return after!;
  }

  private async log(
    tx: Executor,
    ad: AdRow,
    from: AdRow['status'] | null,
    action: AdAction | 'create',
    reason: string | null,
    actor: Actor,
    byOperator: boolean,
  ) {
    await tx.insert(adStatusLogs).values({
      advertisementId: ad.id,
      fromStatus: from,
      toStatus: ad.status,
      action,
      reason,
      actorUserId: actor.userId,
      actorName: actor.name,
      byOperator,
      createdAt: this.now(),
    });
  }
}

/** The statuses of a refused move, translated into the caller's language by the error handler. */
function transitionParams(from: AdStatus, to: AdStatus) {
  return { from: `$t(ad.statuses.${from})`, to: `$t(ad.statuses.${to})` };
}
