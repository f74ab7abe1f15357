import type { AdType, TargetType } from '@adportal/contracts';
import type { StoredSchedule } from '../../db/schema/index.ts';
import { notServingReasonsAt, type PlatformClock, type ServingInput } from '../advertisements/serving.ts';
import { ecpmOf, estimatedCtr, reserveOf } from './ad-rank.ts';
import type { Bid } from './auction.ts';
import type {
  BudgetSpend,
  SnapshotAd,
  SnapshotSite,
  SnapshotTarget,
} from './delivery-snapshot.repository.ts';

export interface IndexedAd {
  id: string;
  advertiserId: string;
  type: AdType;
  name: string;
  redirectUrl: string;
  width: number;
  height: number;
  imageSha256: string;
  imageFormat: SnapshotAd['imageFormat'];
  adSizeId: string;
  allCountries: boolean;
  countries: ReadonlySet<string>;
  serving: Omit<ServingInput, 'balanceMicros' | 'budget'> & { schedule: StoredSchedule };
  budget: { amountMicros: bigint; period: 'daily' | 'lifetime'; start: string; end: string | null } | null;
  ctr: number;
}

export interface IndexedTarget {
  id: string;
  targetType: TargetType;
  /** Its keyword or website as `targetKey` names it ("keyword:<id>", "website:<id>"). */
  refKey: string;
  ad: IndexedAd;
  /** What the auction reads, built once per rebuild. */
  bid: Bid;
  /** Expected value per thousand requests at the max bid: the order of its slot list. */
  ecpm: number;
}

/** A rival advertiser's best bid on a slot: its expected value per thousand requests and its max bid. */
export interface RivalBid {
  ecpm: number;
  maxBidMicros: bigint;
}

export interface SnapshotInput {
  ads: SnapshotAd[];
  targets: SnapshotTarget[];
  sites: SnapshotSite[];
  performance: Map<string, { clicks: number; impressions: number }>;
}

/** One ad request, as the serving route read it from the tag. */
export interface SlotRequest {
  siteKey: string;
  width: number;
  height: number;
  keywords: readonly string[];
  /** The visitor's country (ISO alpha-2) or null when unknown: then only ads for all countries match. */
  country: string | null;
}

/**
 * The in-memory index one API process decides from (docs/delivery.md, "The decision index"): approved ads and
 * their live bids, by website and by keyword; the publishers' sites by key; and the money state (temporary
 * balances, budget spend) that `serving.ts` needs. It is rebuilt when the database says delivery changed and
 * its money state is refreshed every few seconds and after every batch of charges this process records.
 */
export class DeliveryIndex {
  readonly ads = new Map<string, IndexedAd>();
  private readonly sites = new Map<string, SnapshotSite>();
  /** Live bids by "website id|WxH" and "keyword|WxH", best expected value first. */
  private readonly byWebsite = new Map<string, IndexedTarget[]>();
  private readonly byKeyword = new Map<string, IndexedTarget[]>();
  private readonly targetsById = new Map<string, IndexedTarget>();
  /** Live bids able to enter an auction, by ad, and by keyword or website (`targetKey`: every size and type). */
  private readonly targetsByAd = new Map<string, IndexedTarget[]>();
  private readonly byTargetRef = new Map<string, IndexedTarget[]>();
  private balances = new Map<string, bigint>();
  private spend = new Map<string, BudgetSpend>();
  private teams = new Map<string, Set<string>>();
  /**
   * mayServe's answers for the clock it was last asked with: the keeper hands out one clock object per second,
   * and the money state only changes through setMoney / applyCharges (which forget them). A slot meets ~150
   * bids; deciding each again per request was most of a request's CPU.
   */
  private servable = new Map<string, boolean>();
  private servableClock: PlatformClock | null = null;

  constructor(input: SnapshotInput) {
    for (const ad of input.ads) {
      const performance = input.performance.get(ad.id);
      this.ads.set(ad.id, {
        id: ad.id,
        advertiserId: ad.advertiserId,
        type: ad.type,
        name: ad.name,
        redirectUrl: ad.redirectUrl,
        width: ad.width,
        height: ad.height,
        imageSha256: ad.imageSha256,
        imageFormat: ad.imageFormat,
        adSizeId: ad.adSizeId,
        allCountries: ad.allCountries,
        countries: new Set(ad.countries),
        serving: {
          type: ad.type,
          status: ad.status,
          display: ad.display,
          schedule: ad.schedule,
          activeTargets: 0,
          cheapestBidMicros: null,
        },
        budget:
          ad.budgetMicros !== null && ad.budgetPeriod && ad.budgetStart
            ? {
                amountMicros: ad.budgetMicros,
                period: ad.budgetPeriod,
                start: ad.budgetStart,
                end: ad.budgetEnd,
              }
            : null,
        ctr: estimatedCtr(performance?.clicks ?? 0, performance?.impressions ?? 0),
      });
    }
    for (const target of input.targets) {
      const ad = this.ads.get(target.adId);
      if (!ad) continue;
      ad.serving.activeTargets += 1;
      if (ad.serving.cheapestBidMicros === null || target.maxBidMicros < ad.serving.cheapestBidMicros) {
        ad.serving.cheapestBidMicros = target.maxBidMicros;
      }
      const bid: Bid = {
        targetId: target.id,
        adId: ad.id,
        advertiserId: ad.advertiserId,
        type: ad.type,
        minBidMicros: target.minBidMicros,
        maxBidMicros: target.maxBidMicros,
        floorMicros: target.floorMicros,
        ctr: ad.ctr,
      };
      const indexed: IndexedTarget = {
        id: target.id,
        targetType: target.targetType,
        refKey:
          target.targetType === 'website' ? `website:${target.websiteId}` : `keyword:${target.keywordId}`,
        ad,
        bid,
        ecpm: ecpmOf(ad.type, target.maxBidMicros, ad.ctr),
      };
      this.targetsById.set(target.id, indexed);
      // A bid under its own reserve can never enter an auction: it stays out of the slot lists.
      if (target.maxBidMicros < reserveOf(target.minBidMicros, target.floorMicros)) continue;
      const adTargets = this.targetsByAd.get(ad.id) ?? [];
      adTargets.push(indexed);
      this.targetsByAd.set(ad.id, adTargets);
      const sameTarget = this.byTargetRef.get(indexed.refKey) ?? [];
      sameTarget.push(indexed);
      this.byTargetRef.set(indexed.refKey, sameTarget);
      const [map, key] =
        target.targetType === 'website'
          ? [this.byWebsite, target.websiteId]
          : [this.byKeyword, target.keyword];
      if (key === null) continue;
      const slotKey = `${key}|${ad.width}x${ad.height}`;
      const list = map.get(slotKey) ?? [];
      list.push(indexed);
      map.set(slotKey, list);
    }
    for (const list of [...this.byWebsite.values(), ...this.byKeyword.values()]) {
      list.sort((a, b) => b.ecpm - a.ecpm);
    }
    for (const site of input.sites) this.sites.set(site.siteKey, site);
  }

  get size() {
    return { ads: this.ads.size, sites: this.sites.size, targets: this.targetsById.size };
  }

  site(siteKey: string): SnapshotSite | undefined {
    return this.sites.get(siteKey);
  }

  setMoney(balances: Map<string, bigint>, spend: Map<string, BudgetSpend>) {
    this.balances = balances;
    this.spend = spend;
    this.servable.clear();
  }

  setTeams(teams: Map<string, Set<string>>) {
    this.teams = teams;
  }

  /** What this process's own charges changed, applied at once (other processes' within the refresh period). */
  applyCharges(balances: ReadonlyMap<string, bigint>, spend: ReadonlyMap<string, BudgetSpend>) {
    for (const [advertiserId, temporary] of balances) this.balances.set(advertiserId, temporary);
    for (const [adId, adSpend] of spend) this.spend.set(adId, adSpend);
    this.servable.clear();
  }

  balanceOf(advertiserId: string): bigint {
    return this.balances.get(advertiserId) ?? 0n;
  }

  isTeamAddress(advertiserId: string, ip: string): boolean {
    return this.teams.get(advertiserId)?.has(ip) ?? false;
  }

  /** Whether the ad may serve now — `serving.ts` decides, from this index's state. */
  mayServe(ad: IndexedAd, clock: PlatformClock): boolean {
    if (clock !== this.servableClock) {
      this.servable.clear();
      this.servableClock = clock;
    }
    const known = this.servable.get(ad.id);
    if (known !== undefined) return known;
    const may = this.decideServing(ad, clock);
    this.servable.set(ad.id, may);
    return may;
  }

  private decideServing(ad: IndexedAd, clock: PlatformClock): boolean {
    const spent = this.spend.get(ad.id);
    const input: ServingInput = {
      ...ad.serving,
      balanceMicros: this.balanceOf(ad.advertiserId),
      budget: ad.budget && {
        ...ad.budget,
        spentMicros: (ad.budget.period === 'daily' ? spent?.todayMicros : spent?.sinceStartMicros) ?? 0n,
      },
    };
    return notServingReasonsAt(input, clock).length === 0;
  }

  /**
   * The bids that can decide one slot: from the site's website bids and each page keyword's bids of the slot's
   * size, those that may serve now (country, `serving.ts`). Each list is read best first and only until it has
   * shown two advertisers (and the bids tied with the second): the auction's winner and the price it pays
   * depend on nothing further down, so a slot costs a handful of checks, not one per bid.
   */
  eligibleBids(request: SlotRequest, clock: PlatformClock): { site: SnapshotSite; bids: Bid[] } | null {
    const site = this.sites.get(request.siteKey);
    if (!site) return null;
    const size = `|${request.width}x${request.height}`;
    const bids: Bid[] = [];
    const collect = (targets: readonly IndexedTarget[] | undefined) => {
      if (!targets) return;
      let first: string | null = null;
      let cutoff: number | null = null;
      for (const target of targets) {
        if (cutoff !== null && target.ecpm < cutoff) return;
        const { ad } = target;
        if (!ad.allCountries && (request.country === null || !ad.countries.has(request.country))) continue;
        if (!this.mayServe(ad, clock)) continue;
        bids.push(target.bid);
        if (first === null) first = ad.advertiserId;
        else if (cutoff === null && ad.advertiserId !== first) cutoff = target.ecpm;
      }
    };
    collect(this.byWebsite.get(site.id + size));
    for (const keyword of request.keywords) collect(this.byKeyword.get(keyword + size));
    return { site, bids };
  }

  /** The ad's live bids that may enter an auction (none when the ad is not approved or has no such bid). */
  liveTargetsOf(adId: string): readonly IndexedTarget[] {
    return this.targetsByAd.get(adId) ?? [];
  }

  /**
   * The rivals an ad meets on one keyword or website (`targetKey`) in slots of one ad size (every size when null): each other
   * advertiser's best expected value among its bids that may serve now — what `runAuction` would rank them by.
   */
  rivalsOn(
    refKey: string,
    adSizeId: string | null,
    advertiserId: string | null,
    clock: PlatformClock,
  ): RivalBid[] {
    const best = new Map<string, RivalBid>();
    for (const target of this.byTargetRef.get(refKey) ?? []) {
      const { ad } = target;
      if (ad.advertiserId === advertiserId) continue;
      if (adSizeId !== null && ad.adSizeId !== adSizeId) continue;
      if (!this.mayServe(ad, clock)) continue;
      const current = best.get(ad.advertiserId);
      if (!current || target.ecpm > current.ecpm) {
        best.set(ad.advertiserId, { ecpm: target.ecpm, maxBidMicros: target.bid.maxBidMicros });
      }
    }
    return [...best.values()];
  }

  /** Keyword or website, for a bid still in the index. */
  targetType(targetId: string): IndexedTarget['targetType'] | null {
    return this.targetsById.get(targetId)?.targetType ?? null;
  }
}
