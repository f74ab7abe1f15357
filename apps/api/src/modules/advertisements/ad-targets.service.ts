import {
  type AdTarget,
  type AdTargetList,
  formatUsdt,
  parseUsdt,
  type ZCreateTargetBody,
  type ZUpdateTargetBody,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { recordChange } from '../../db/audit.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { type CatalogueTarget, defaultMinOf } from '../catalogue/catalogue-entry.ts';
import { type TargetRef, targetKey } from '../catalogue/target-key.ts';
import { actorOf, advertiserIdOf, type Principal } from '../identity/principal.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import {
  deleteTarget,
  findTarget,
  insertTarget,
  type TargetRow,
  targetOnEntry,
  targetsOfAd,
  updateTarget,
} from './ad-targets.repository.ts';
import { type AdRow, lockAd } from './advertisements.repository.ts';
import type { BidAdvisor } from './auction-ports.ts';

export type CreateTargetInput = z.output<typeof ZCreateTargetBody>;
export type UpdateTargetInput = z.output<typeof ZUpdateTargetBody>;

const bid = (micros: bigint) => formatUsdt(micros, 1);

/**
 * Bids of an ad on keywords and websites. Creating or switching on a bid needs an approved, online ad, a price
 * at least the default minimum and a balance that covers the max bid.
 */
export class AdTargetsService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      ledger: LedgerService;
      catalogue: CatalogueService;
      bidAdvisor: BidAdvisor;
      now?: (() => Date) | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * The views of an ad's bids, with catalogue names and advice prices, read after the change committed: the
   * advice reads the ad server's index brought up to date (on PGlite, whose one connection an open transaction
   * holds, never from inside one).
   */
  private async views(ad: AdRow, rows: readonly TargetRow[]): Promise<AdTarget[]> {
    const { db } = this.deps;
    const refs: TargetRef[] = rows.map((row) => ({
      targetType: row.targetType,
      targetId: (row.targetType === 'keyword' ? row.keywordId : row.websiteId)!,
    }));
    const entries = await this.deps.catalogue.entries(db, refs);
    const defaultMins = refs.map((ref) => {
      const entry = entries.get(targetKey(ref));
      return entry ? defaultMinOf(entry, ad.type) : 0n;
    });
    // The advice is the lowest max bid that wins the slot now, for this ad's own CTR (the auction's ranking).
    const advice = await this.deps.bidAdvisor.advice(
      refs.map((ref, index) => ({
        ref,
        type: ad.type,
        reserveMicros: defaultMins[index]!,
        adSizeId: ad.adSizeId,
        advertiserId: ad.advertiserId,
        adId: ad.id,
      })),
    );
    return rows.map((row, index) => {
      const ref = refs[index]!;
      const entry = entries.get(targetKey(ref));
      const defaultMin = defaultMins[index]!;
      return {
        id: row.id,
        advertisement_id: row.advertisementId,
        target_type: row.targetType,
        target_id: ref.targetId,
        target_name: entry?.name ?? '',
        min_bid: bid(row.minBidMicros),
        max_bid: bid(row.maxBidMicros),
        default_min: bid(defaultMin),
        advice_price: bid(advice[index]!),
        enabled: row.enabled,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    });
  }

  private async view(changed: { ad: AdRow; row: TargetRow }): Promise<AdTarget> {
    return (await this.views(changed.ad, [changed.row]))[0]!;
  }

  private async ownAd(db: Executor, principal: Principal, adId: string): Promise<AdRow> {
    const ad = await lockAd(db, adId, advertiserIdOf(principal));
    if (!ad) throw new AppError('NOT_FOUND');
    return ad;
  }

  async list(principal: Principal, adId: string): Promise<AdTargetList> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    const { ad, rows } = await this.deps.db.transaction(async (tx) => {
      const ad = await this.ownAd(tx, principal, adId);
      return { ad, rows: await targetsOfAd(tx, ad.id) };
    });
    return { data: await this.views(ad, rows) };
  }

  /** An ad can bid only when approved and online. */
  private assertCanBid(ad: AdRow) {
    if (ad.status !== 'approved') throw new AppError('AD_NOT_APPROVED');
    if (ad.display !== 'online') throw new AppError('AD_NOT_ACTIVE');
  }

  private prices(body: { min_bid: string; max_bid: string }) {
    const min = parseUsdt(body.min_bid, 1);
    const max = parseUsdt(body.max_bid, 1);
    if (min === null || max === null) throw new AppError('VALIDATION_FAILED');
    return { min, max };
  }

  private assertAboveDefault(ad: AdRow, target: CatalogueTarget, minMicros: bigint) {
    if (minMicros >= target.defaultMinMicros) return;
    const key = ad.type === 'click' ? 'bid.errors.minCpcBelowDefault' : 'bid.errors.minCpmBelowDefault';
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'min_bid', key: `${key}|min=${bid(target.defaultMinMicros)}` }],
    });
  }

  /** The available balance must cover one click (CPC) or one thousand impressions (CPM) at the max bid. */
  private async assertBalanceCovers(tx: Executor, ad: AdRow, maxMicros: bigint) {
    const balance = await this.deps.ledger.balanceOf(tx, ad.advertiserId);
    if (balance.temporaryMicros < maxMicros) throw new AppError('BID_BALANCE');
  }

  async create(principal: Principal, adId: string, body: CreateTargetInput): Promise<AdTarget> {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'Advertisement');
    const actor = actorOf(principal);
    let created: { ad: AdRow; row: TargetRow };
    try {
      created = await this.deps.db.transaction(async (tx) => {
        const ad = await this.ownAd(tx, principal, adId);
        this.assertCanBid(ad);
        const target = await this.deps.catalogue.target(tx, body.target_type, body.target_id, ad.type);
        if (!target?.active)
          throw new AppError('VALIDATION_FAILED', {
            fields: [{ path: 'target_id', key: 'bid.errors.targetNotFound' }],
          });
        const { min, max } = this.prices(body);
        this.assertAboveDefault(ad, target, min);
        if (await targetOnEntry(tx, ad.id, body.target_type, target.id))
          throw this.duplicate(body.target_type);
        await this.assertBalanceCovers(tx, ad, max);
        const now = this.now();
        const row = await insertTarget(tx, {
          advertisementId: ad.id,
          advertiserId: ad.advertiserId,
          targetType: body.target_type,
          keywordId: body.target_type === 'keyword' ? target.id : null,
          websiteId: body.target_type === 'website' ? target.id : null,
          minBidMicros: min,
          maxBidMicros: max,
          enabled: body.enabled,
          createdAt: now,
          updatedAt: now,
        });
        await recordChange(tx, actor, 'created', {
          subject: 'AdTarget',
          subjectId: row.id,
          advertiserId: ad.advertiserId,
          after: row,
        });
        return { ad, row };
      });
    } catch (error) {
      // Two identical bids at once: the unique index lets one through.
      if (isUniqueViolation(error)) throw this.duplicate(body.target_type);
      throw error;
    }
    return this.view(created);
  }

  private duplicate(targetType: 'keyword' | 'website') {
    return new AppError(
      'DUPLICATE_TARGET',
      targetType === 'website' ? { fields: [{ path: 'target_id', key: 'bid.errors.duplicateWebsite' }] } : {},
    );
  }

  private async ownTarget(tx: Executor, ad: AdRow, targetId: string): Promise<TargetRow> {
    const row = await findTarget(tx, ad.id, targetId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Changes prices or switches a bid; switching it off is always allowed, anything live needs a live ad. */
  async update(
    principal: Principal,
    adId: string,
    targetId: string,
    body: UpdateTargetInput,
  ): Promise<AdTarget> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Advertisement');
    const actor = actorOf(principal);
    const updated = await this.deps.db.transaction(async (tx) => {
      const ad = await this.ownAd(tx, principal, adId);
      const before = await this.ownTarget(tx, ad, targetId);
      const { min, max } = this.prices(body);
      const catalogueId = (before.targetType === 'keyword' ? before.keywordId : before.websiteId)!;
      const target = await this.deps.catalogue.target(tx, before.targetType, catalogueId, ad.type);
      if (body.enabled) {
        this.assertCanBid(ad);
        if (!target?.active)
          throw new AppError('VALIDATION_FAILED', {
            fields: [{ path: 'target_id', key: 'bid.errors.targetNotFound' }],
          });
        this.assertAboveDefault(ad, target, min);
        await this.assertBalanceCovers(tx, ad, max);
      } else if (target) this.assertAboveDefault(ad, target, min);
      const after = await updateTarget(tx, before.id, {
        minBidMicros: min,
        maxBidMicros: max,
        enabled: body.enabled,
        updatedAt: this.now(),
      });
      await recordChange(tx, actor, 'updated', {
        subject: 'AdTarget',
        subjectId: before.id,
        advertiserId: ad.advertiserId,
        before,
        after,
      });
      return { ad, row: after };
    });
    return this.view(updated);
  }

  async remove(principal: Principal, adId: string, targetId: string): Promise<void> {
    ForbiddenError.from(principal.ability).throwUnlessCan('delete', 'Advertisement');
    const actor = actorOf(principal);
    await this.deps.db.transaction(async (tx) => {
      const ad = await this.ownAd(tx, principal, adId);
      const before = await this.ownTarget(tx, ad, targetId);
      await deleteTarget(tx, before.id);
      await recordChange(tx, actor, 'deleted', {
        subject: 'AdTarget',
        subjectId: before.id,
        advertiserId: ad.advertiserId,
        before,
      });
    });
  }
}
