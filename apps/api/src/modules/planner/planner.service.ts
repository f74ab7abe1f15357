import {
  type AdNotServingReason,
  type AdOpportunities,
  type Advertisement,
  formatUsdt,
  type Opportunity,
  type OpportunityFix,
  type OpportunityList,
  type Plan,
  type PlannerTargetPage,
  parseUsdt,
  type ZPlannerTargetsQuery,
  type ZPlanQuery,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AdvertisementsService } from '../advertisements/advertisements.service.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { defaultMinOf } from '../catalogue/catalogue-entry.ts';
import { type TargetRef, targetKey } from '../catalogue/target-key.ts';
import { BID_STEP_MICROS, estimateAtBid, reserveOf } from '../delivery/ad-rank.ts';
import { advertiserIdOf, type Principal } from '../identity/principal.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { BidLandscapeService } from './bid-landscape.service.ts';
import { rivalEcpms, summarizeLandscape } from './bid-landscape.ts';
import { type AdTargetRow, targetsOfAds } from './planner.repository.ts';

export type PlannerTargetsInput = z.output<typeof ZPlannerTargetsQuery>;
export type PlanInput = z.output<typeof ZPlanQuery>;

/** The one-click fix of each reason (a pending or banned ad waits for the operators). */
const FIXES: Record<AdNotServingReason, OpportunityFix | null> = {
  not_approved: null,
  offline: 'go_online',
  out_of_schedule: 'edit_schedule',
  budget_not_started: 'edit_budget',
  budget_ended: 'edit_budget',
  budget_spent: 'edit_budget',
  no_active_targets: 'add_target',
  balance_low: 'deposit',
};

/** The fix of a reason for this ad: a rejected ad is edited; only an approved, online ad can take bids. */
function fixFor(reason: AdNotServingReason, ad: Advertisement): OpportunityFix | null {
  if (reason === 'not_approved' && ad.status === 'rejected') return 'edit_ad';
  if (reason === 'no_active_targets' && (ad.status !== 'approved' || ad.display !== 'online')) return null;
  return FIXES[reason];
}

const bid = (micros: bigint) => formatUsdt(micros, 1);

/** The keyword and website planners and the ads helper, all read from the live bid landscape. */
export class PlannerService {
  constructor(
    private readonly deps: {
      db: Database;
      ledger: LedgerService;
      advertisements: AdvertisementsService;
      catalogue: CatalogueService;
      bidLandscape: BidLandscapeService;
    },
  ) {}

  async targets(principal: Principal, parsed: PlannerTargetsInput): Promise<PlannerTargetPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    const advertiserId = advertiserIdOf(principal);
    const entries = await this.deps.catalogue.activeTargets(parsed.target_type, parsed.search, {
      limit: parsed.page_size,
      offset: (parsed.page - 1) * parsed.page_size,
    });
    const floorOf = (entry: (typeof entries.rows)[number]) =>
      parsed.type === 'click' ? entry.minCpc : entry.minCpm;
    // With an ad size (the bid dialog of an ad) the same slot the plan of that size reads; a new ad's CTR.
    const landscapes = await this.deps.bidLandscape.slots(
      entries.rows.map((entry) => ({
        ref: { targetType: parsed.target_type, targetId: entry.id },
        type: parsed.type,
        reserveMicros: floorOf(entry),
        adSizeId: parsed.ad_size_id ?? null,
        advertiserId,
        adId: null,
      })),
    );
    const data = entries.rows.map((entry, index) => {
      const defaultMin = floorOf(entry);
      const summary = summarizeLandscape(landscapes[index]!);
      return {
        target_type: parsed.target_type,
        id: entry.id,
        name: entry.name,
        default_min: bid(defaultMin),
        competitors: summary.competitors,
        advice_price: bid(summary.advice),
        advice_beats_share: summary.adviceBeatsShare,
        highest_bid: summary.highest === null ? null : bid(summary.highest),
      };
    });
    return { data, total: entries.total, page: parsed.page, page_size: parsed.page_size };
  }

  /** A plan for one keyword or website, ad type, ad size and budget, from the competing bids right now. */
  async plan(principal: Principal, parsed: PlanInput): Promise<Plan> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    const advertiserId = advertiserIdOf(principal);
    const target = await this.deps.catalogue.target(
      this.deps.db,
      parsed.target_type,
      parsed.target_id,
      parsed.type,
    );
    if (!target?.active) throw new AppError('NOT_FOUND');
    const size = await this.deps.catalogue.adSize(parsed.ad_size_id);
    if (!size)
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'ad_size_id', key: 'ad.errors.adSizeNotFound' }],
      });
    const budgetMicros = parseUsdt(parsed.budget, 2)!;
    const landscape = await this.deps.bidLandscape.slot({
      ref: { targetType: parsed.target_type, targetId: target.id },
      type: parsed.type,
      reserveMicros: target.defaultMinMicros,
      adSizeId: size.id,
      advertiserId,
      adId: null,
    });
    const { advice, adviceBeatsShare, competitors, minimum, lowest, highest } = summarizeLandscape(landscape);
    const rivals = rivalEcpms(landscape);
    const atAdvice = estimateAtBid(landscape.entrant, advice, rivals, budgetMicros);
    // The lowest bid that may enter, the advice (the lowest that wins), and one step over the highest rival max.
    const points = [minimum, advice];
    if (highest !== null && highest + BID_STEP_MICROS > advice) points.push(highest + BID_STEP_MICROS);
    const pricePoints = [...new Set(points.map((point) => point.toString()))]
      .map((point) => BigInt(point))
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((point) => {
        const estimate = estimateAtBid(landscape.entrant, point, rivals, budgetMicros);
        return {
          bid: bid(point),
          beats_share: estimate.rank.outranksShare,
          estimated_units: Number(estimate.units),
        };
      });
    return {
      target_type: parsed.target_type,
      target_id: target.id,
      target_name: target.name,
      type: parsed.type,
      unit: parsed.type === 'click' ? 'click' : 'impression',
      ad_size_id: size.id,
      budget: formatUsdt(budgetMicros),
      default_min: bid(target.defaultMinMicros),
      competitors,
      min_bid: bid(lowest ?? target.defaultMinMicros),
      max_bid: highest === null ? null : bid(highest),
      advice_price: bid(advice),
      advice_beats_share: adviceBeatsShare,
      estimated_units: Number(atAdvice.units),
      estimated_cost: formatUsdt(atAdvice.costMicros),
      landscape: pricePoints,
    };
  }

  /** The ads helper: for every ad, why it is not competing and what one click would fix. */
  async opportunities(principal: Principal): Promise<OpportunityList> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    const advertiserId = advertiserIdOf(principal);
    const ads = await this.deps.advertisements.all(principal, {}, 500);
    const balance = await this.deps.ledger.balanceOf(this.deps.db, advertiserId);
    // Every target of every ad, their catalogue entries and the competing bids: three queries in all.
    const allTargets = await targetsOfAds(
      this.deps.db,
      ads.map((ad) => ad.id),
    );
    const refOf = (target: AdTargetRow): TargetRef => ({
      targetType: target.targetType,
      targetId: (target.targetType === 'keyword' ? target.keywordId : target.websiteId)!,
    });
    const refs = allTargets.map(refOf);
    const entries = await this.deps.catalogue.entries(this.deps.db, refs);
    const adsById = new Map(ads.map((ad) => [ad.id, ad]));
    // Each live bid against its slot's rivals, with the ad's own CTR: the auction's own ranking.
    const live = allTargets.filter((target) => target.enabled && entries.has(targetKey(refOf(target))));
    const landscapes = await this.deps.bidLandscape.slots(
      live.map((target) => {
        const ad = adsById.get(target.advertisementId)!;
        return {
          ref: refOf(target),
          type: ad.type,
          reserveMicros: reserveOf(
            target.minBidMicros,
            defaultMinOf(entries.get(targetKey(refOf(target)))!, ad.type),
          ),
          adSizeId: ad.ad_size.id,
          advertiserId,
          adId: ad.id,
        };
      }),
    );
    const toWin = new Map(
      live.map((target, index) => [target.id, summarizeLandscape(landscapes[index]!).advice]),
    );
    const data: AdOpportunities[] = ads.map((ad) => {
      const opportunities: Opportunity[] = ad.not_serving
        .filter((reason) => reason !== 'no_active_targets' || ad.targets === 0)
        .map((reason) => ({
          reason,
          fix: fixFor(reason, ad),
          target_id: null,
          target_name: null,
          current: null,
          advice: null,
        }));
      for (const target of allTargets.filter((row) => row.advertisementId === ad.id)) {
        const ref = refOf(target);
        const entry = entries.get(targetKey(ref));
        if (!entry) continue;
        const shared = { target_id: target.id, target_name: entry.name, current: bid(target.maxBidMicros) };
        if (!target.enabled) {
          opportunities.push({ reason: 'target_off', fix: 'enable_target', ...shared, advice: null });
          continue;
        }
        const advice = toWin.get(target.id);
        if (advice !== undefined && target.maxBidMicros < advice)
          opportunities.push({
            reason: 'limited_by_rank',
            fix: 'raise_bid',
            ...shared,
            advice: bid(advice),
          });
      }
      return {
        advertisement_id: ad.id,
        name: ad.name,
        type: ad.type,
        status: ad.status,
        serving: ad.serving,
        delivery: ad.delivery,
        bid_to_win: ad.bid_to_win,
        opportunities,
      };
    });
    return { data, balance: formatUsdt(balance.temporaryMicros) };
  }
}
