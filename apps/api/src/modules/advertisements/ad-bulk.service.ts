import type { AdBulkResult, ZAdBulkBody } from '@adportal/contracts';
import { parseUsdt } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { type Actor, recordChange } from '../../db/audit.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { defaultMinOf } from '../catalogue/catalogue-entry.ts';
import { type TargetRef, targetKey } from '../catalogue/target-key.ts';
import { actorOf, advertiserIdOf, type Principal } from '../identity/principal.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { type TargetRow, targetsOfAd, updateTarget } from './ad-targets.repository.ts';
import { type AdRow, lockAd, updateAd } from './advertisements.repository.ts';
import { type BidChange, newMaxBid } from './bulk-bid.ts';

const refOf = (row: TargetRow): TargetRef => ({
  targetType: row.targetType,
  targetId: (row.targetType === 'keyword' ? row.keywordId : row.websiteId)!,
});

export type AdBulkInput = z.output<typeof ZAdBulkBody>;
type Skip = AdBulkResult['skipped'][number];

/**
 * One action on several of the advertiser's ads, all or nothing: an id that is not the advertiser's ad is a
 * 404 for the whole request. Pausing and resuming flip the online switch; a bid change moves the max price of
 * every bid of the ads that can bid (approved and online), each kept at least its keyword's or website's
 * minimum and within the balance, as a change of one bid is (ad-targets.service). What is left, and why, is
 * in the answer.
 */
export class AdBulkService {
  constructor(
    private readonly deps: {
      db: Database;
      ledger: LedgerService;
      catalogue: CatalogueService;
      now?: (() => Date) | undefined;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async apply(principal: Principal, body: AdBulkInput): Promise<AdBulkResult> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Advertisement');
    const advertiserId = advertiserIdOf(principal);
    const actor = actorOf(principal);
    return this.deps.db.transaction(async (tx) => {
      // Locked in one order, so two bulk actions over the same ads cannot deadlock.
      const ads: AdRow[] = [];
      for (const id of [...new Set(body.ids)].sort()) {
        const ad = await lockAd(tx, id, advertiserId);
        if (!ad || ad.status === 'deleted') throw new AppError('NOT_FOUND');
        ads.push(ad);
      }
      if (body.action === 'pause' || body.action === 'resume')
        return this.setDisplay(tx, ads, body.action === 'pause' ? 'offline' : 'online', actor);
      const change: BidChange =
        body.action === 'set_max_bid' ? { to: parseUsdt(body.max_bid!, 1)! } : { percent: body.percent! };
      return this.changeBids(tx, ads, change, actor);
    });
  }

  private async setDisplay(
    tx: Executor,
    ads: readonly AdRow[],
    display: 'online' | 'offline',
    actor: Actor,
  ): Promise<AdBulkResult> {
    let changed = 0;
    for (const before of ads) {
      if (before.display === display) continue;
      const after = await updateAd(tx, before.id, { display, updatedAt: this.now() });
      await recordChange(tx, actor, 'updated', {
        subject: 'Advertisement',
        subjectId: before.id,
        advertiserId: before.advertiserId,
        before,
        after,
      });
      changed += 1;
    }
    return { ads: changed, bids: 0, skipped: [] };
  }

  private async changeBids(
    tx: Executor,
    ads: readonly AdRow[],
    change: BidChange,
    actor: Actor,
  ): Promise<AdBulkResult> {
    const skipped: Skip[] = [];
    const skip = (ad: AdRow, reason: Skip['reason']) => {
      if (!skipped.some((entry) => entry.id === ad.id && entry.reason === reason))
        skipped.push({ id: ad.id, name: ad.name, reason });
    };
    const balance = ads[0] ? await this.deps.ledger.balanceOf(tx, ads[0].advertiserId) : null;
    let adsChanged = 0;
    let bidsChanged = 0;
    for (const ad of ads) {
      if (ad.status !== 'approved' || ad.display !== 'online') {
        skip(ad, 'cannot_bid');
        continue;
      }
      const targets = await targetsOfAd(tx, ad.id);
      if (targets.length === 0) skip(ad, 'no_bids');
      // The ad's keywords and websites in one query, not one per bid.
      const refs = targets.map(refOf);
      const entries = await this.deps.catalogue.entries(tx, refs);
      let changedHere = 0;
      for (const [index, before] of targets.entries()) {
        const entry = entries.get(targetKey(refs[index]!));
        if (!entry?.active) {
          skip(ad, 'cannot_bid');
          continue;
        }
        const max = newMaxBid(before.maxBidMicros, change);
        if (max < defaultMinOf(entry, ad.type)) {
          skip(ad, 'below_minimum');
          continue;
        }
        if (before.enabled && balance && balance.temporaryMicros < max) {
          skip(ad, 'balance_low');
          continue;
        }
        if (max === before.maxBidMicros) continue;
        const min = before.minBidMicros > max ? max : before.minBidMicros;
        const after = await updateTarget(tx, before.id, {
          minBidMicros: min,
          maxBidMicros: max,
          updatedAt: this.now(),
        });
        await recordChange(tx, actor, 'updated', {
          subject: 'AdTarget',
          subjectId: before.id,
          advertiserId: ad.advertiserId,
          before,
          after,
        });
        changedHere += 1;
      }
      bidsChanged += changedHere;
      if (changedHere > 0) adsChanged += 1;
    }
    return { ads: adsChanged, bids: bidsChanged, skipped };
  }
}
