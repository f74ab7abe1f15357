import type { AdType, TargetType } from '@adportal/contracts';
import type { StoredSchedule } from '../../db/schema/index.ts';
import { publicImagePath } from '../advertisements/ad-image.ts';
import { notServingReasonsAt, type PlatformClock, type ServingInput } from '../advertisements/serving.ts';
import { ecpmOf, estimatedCtr, reserveOf } from './ad-rank.ts';
import { type AuctionResult, type Bid, runAuction } from './auction.ts';
import type {
  BudgetSpend,
  SnapshotAd,
  SnapshotSite,
  SnapshotTarget,
} from './delivery-snapshot.repository.ts';

export interface IndexedAd {
  id: string;
  /** Its place in this index (0…n-1): where its may-serve answer is kept. */
  ordinal: number;
  advertiserId: string;
  type: AdType;
  name: string;
  redirectUrl: string;
  width: number;
  height: number;
  imageSha256: string;
  imageFormat: SnapshotAd['imageFormat'];
  /** The image's public path, built once (every served answer carries it). */
  imagePath: string;
  adSizeId: string;
  allCountries: boolean;
  countries: ReadonlySet<string>;
  serving: Omit<ServingInput, 'balanceMicros' | 'budget'> & { schedule: StoredSchedule };
  budget: { amountMicros: bigint; period: 'daily' | 'lifetime'; start: string; end: string | null } | null;
  ctr: number;
}

/**
 * A live bid as the index keeps it: the auction's `Bid` itself (entered as is, no copy per request; its `ecpm`
 * orders the slot lists) and where it belongs.
 */
export interface IndexedTarget extends Bid {
  id: string;
  targetType: TargetType;
  /** Its keyword or website as `targetKey` names it ("keyword:<id>", "website:<id>"). */
  refKey: string;
  ad: IndexedAd;
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

/** The bids of one slot size: by website id and by keyword (lower-cased), best expected value first. */
interface SizeSlots {
  byWebsite: Map<string, IndexedTarget[]>;
  byKeyword: Map<string, IndexedTarget[]>;
}

/** A slot size as one number: no string built per request to find its lists. */
const sizeKey = (width: number, height: number) => width * 65_536 + height;

/** Rows handled between two looks at the clock while a rebuild is time-sliced. */
const ROWS_PER_STEP = 500;

/**
 * The in-memory index one API process decides from (docs/delivery.md, "The decision index"): approved ads and
 * their live bids, by slot size and then website or keyword, best expected value first; the publishers' sites
 * by key; and the money state (temporary balances, budget spend) that `serving.ts` needs. It is rebuilt when the
 * database says delivery changed — in slices that leave the event loop to serving (`build`) — and its money
 * state is refreshed every few seconds and after every batch of charges this process records.
 */
export class DeliveryIndex {
  readonly ads = new Map<string, IndexedAd>();
  private readonly sites = new Map<string, SnapshotSite>();
  private readonly slots = new Map<number, SizeSlots>();
  private readonly targetsById = new Map<string, IndexedTarget>();
  /** Live bids able to enter an auction, by ad, and by keyword or website (`targetKey`: every size and type). */
  private readonly targetsByAd = new Map<string, IndexedTarget[]>();
  private readonly byTargetRef = new Map<string, IndexedTarget[]>();
  private readonly refKeys = new Map<string, string>();
  /** Each advertiser's ads: what a change of its balance can stop or restart. */
  private readonly adsByAdvertiser = new Map<string, IndexedAd[]>();
  private balances = new Map<string, bigint>();
  private spend = new Map<string, BudgetSpend>();
  private teams = new Map<string, Set<string>>();
  /**
   * Whether each ad may serve (by ordinal), and the stamp it was decided at. The stamp moves when the answers
   * may have changed for every ad — the whole money state replaced, the platform clock on another minute or
   * day (schedules are "HH:MM" ranges) — and an ad's own stamp is cleared when a charge touched its budget or
   * its advertiser's balance; each ad is decided again only when next asked. A decision reads two typed arrays.
   */
  private servable = new Uint8Array(0);
  private servableAt = new Uint32Array(0);
  private stamp = 1;
  private stampClock: PlatformClock | null = null;
  /** The bids of the request being decided (reused: a decision allocates nothing but its answer). */
  private readonly scratch: Bid[] = [];

  /** Builds the whole index at once (tests, small catalogues); the keeper uses `build`, which yields. */
  constructor(input?: SnapshotInput) {
    if (input) for (const _ of this.fill(input));
  }

  /**
   * Builds the index in steps, giving the event loop back whenever a slice has run `sliceMs`: requests keep
   * being served from the old index meanwhile, and the new one is handed over whole.
   */
  static async build(input: SnapshotInput, sliceMs: number): Promise<DeliveryIndex> {
    const index = new DeliveryIndex();
    let sliceStart = performance.now();
    for (const _ of index.fill(input)) {
      if (performance.now() - sliceStart < sliceMs) continue;
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    return index;
  }

  /** The construction, yielding every few hundred rows (where `build` may pause). */
  private *fill(input: SnapshotInput): Generator<void> {
    let rows = 0;
    for (const ad of input.ads) {
      this.addAd(ad, input.performance);
      if (++rows % ROWS_PER_STEP === 0) yield;
    }
    this.servable = new Uint8Array(this.ads.size);
    this.servableAt = new Uint32Array(this.ads.size);
    for (const target of input.targets) {
      this.addTarget(target);
      if (++rows % ROWS_PER_STEP === 0) yield;
    }
    for (const { byWebsite, byKeyword } of this.slots.values()) {
      for (const list of [...byWebsite.values(), ...byKeyword.values()]) {
        list.sort((a, b) => b.ecpm - a.ecpm);
        rows += list.length;
        if (rows >= ROWS_PER_STEP) {
          rows = 0;
          yield;
        }
      }
    }
    for (const site of input.sites) this.sites.set(site.siteKey, site);
  }

  private addAd(ad: SnapshotAd, performance: SnapshotInput['performance']) {
    const history = performance.get(ad.id);
    const indexed: IndexedAd = {
      id: ad.id,
      ordinal: this.ads.size,
      advertiserId: ad.advertiserId,
      type: ad.type,
      name: ad.name,
      redirectUrl: ad.redirectUrl,
      width: ad.width,
      height: ad.height,
      imageSha256: ad.imageSha256,
      imageFormat: ad.imageFormat,
      imagePath: publicImagePath({ sha256: ad.imageSha256, format: ad.imageFormat }),
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
      ctr: estimatedCtr(history?.clicks ?? 0, history?.impressions ?? 0),
    };
    this.ads.set(ad.id, indexed);
    appendTo(this.adsByAdvertiser, ad.advertiserId, indexed);
  }

  private addTarget(target: SnapshotTarget) {
    const ad = this.ads.get(target.adId);
    if (!ad) return;
    ad.serving.activeTargets += 1;
    if (ad.serving.cheapestBidMicros === null || target.maxBidMicros < ad.serving.cheapestBidMicros) {
      ad.serving.cheapestBidMicros = target.maxBidMicros;
    }
    const indexed: IndexedTarget = {
      id: target.id,
      targetType: target.targetType,
      refKey: this.refKeyOf(target),
      ad,
      targetId: target.id,
      adId: ad.id,
      advertiserId: ad.advertiserId,
      type: ad.type,
      minBidMicros: target.minBidMicros,
      maxBidMicros: target.maxBidMicros,
      floorMicros: target.floorMicros,
      ctr: ad.ctr,
      ecpm: ecpmOf(ad.type, target.maxBidMicros, ad.ctr),
    };
    this.targetsById.set(target.id, indexed);
    // A bid under its own reserve can never enter an auction: it stays out of the slot lists.
    if (target.maxBidMicros < reserveOf(target.minBidMicros, target.floorMicros)) return;
    appendTo(this.targetsByAd, ad.id, indexed);
    appendTo(this.byTargetRef, indexed.refKey, indexed);
    const key = target.targetType === 'website' ? target.websiteId : target.keyword;
    if (key === null) return;
    const size = sizeKey(ad.width, ad.height);
    let slots = this.slots.get(size);
    if (!slots) {
      slots = { byWebsite: new Map(), byKeyword: new Map() };
      this.slots.set(size, slots);
    }
    appendTo(target.targetType === 'website' ? slots.byWebsite : slots.byKeyword, key, indexed);
  }

  /** One `targetKey` string per keyword or website, shared by its bids (a few hundred, not one per bid). */
  private refKeyOf(target: SnapshotTarget): string {
    const id = (target.targetType === 'website' ? target.websiteId : target.keywordId) ?? '';
    let refKey = this.refKeys.get(id);
    if (refKey === undefined) {
      refKey = `${target.targetType}:${id}`;
      this.refKeys.set(id, refKey);
    }
    return refKey;
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
    this.stamp += 1;
  }

  setTeams(teams: Map<string, Set<string>>) {
    this.teams = teams;
  }

  /** What this process's own charges changed, applied at once (other processes' within the refresh period). */
  applyCharges(balances: ReadonlyMap<string, bigint>, spend: ReadonlyMap<string, BudgetSpend>) {
    for (const [advertiserId, temporary] of balances) {
      this.balances.set(advertiserId, temporary);
      for (const ad of this.adsByAdvertiser.get(advertiserId) ?? []) this.servableAt[ad.ordinal] = 0;
    }
    for (const [adId, adSpend] of spend) {
      this.spend.set(adId, adSpend);
      const ad = this.ads.get(adId);
      if (ad) this.servableAt[ad.ordinal] = 0;
    }
  }

  /** The advertisers with an approved ad (whose balances decide). */
  advertiserIds(): string[] {
    return [...this.adsByAdvertiser.keys()];
  }

  balanceOf(advertiserId: string): bigint {
    return this.balances.get(advertiserId) ?? 0n;
  }

  isTeamAddress(advertiserId: string, ip: string): boolean {
    return this.teams.get(advertiserId)?.has(ip) ?? false;
  }

  /** Whether the ad may serve now — `serving.ts` decides, from this index's state. */
  mayServe(ad: IndexedAd, clock: PlatformClock): boolean {
    if (clock !== this.stampClock) this.moveToClock(clock);
    if (this.servableAt[ad.ordinal] !== this.stamp) {
      this.servable[ad.ordinal] = this.decideServing(ad, clock) ? 1 : 0;
      this.servableAt[ad.ordinal] = this.stamp;
    }
    return this.servable[ad.ordinal] === 1;
  }

  /** The keeper hands out one clock object a second; the answers change only with the minute or the day. */
  private moveToClock(clock: PlatformClock) {
    const last = this.stampClock;
    if (!last || last.time !== clock.time || last.today !== clock.today || last.weekday !== clock.weekday) {
      this.stamp += 1;
    }
    this.stampClock = clock;
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
   * The auction of one slot (`runAuction` over the bids `eligibleBids` finds), or null when the site is unknown
   * or no bid may serve. Allocates nothing but the auction's result.
   */
  decide(request: SlotRequest, clock: PlatformClock): { site: SnapshotSite; won: AuctionResult } | null {
    const site = this.sites.get(request.siteKey);
    if (!site) return null;
    const bids = this.scratch;
    bids.length = 0;
    this.collectSlot(site, request, clock, bids);
    const won = bids.length > 0 ? runAuction(bids) : null;
    bids.length = 0;
    return won ? { site, won } : null;
  }

  /**
   * The bids that decide one slot: from the site's website bids and each page keyword's bids of the slot's
   * size, those that may serve now (country, `serving.ts`) and can still change the winner or its price.
   */
  eligibleBids(request: SlotRequest, clock: PlatformClock): { site: SnapshotSite; bids: Bid[] } | null {
    const site = this.sites.get(request.siteKey);
    if (!site) return null;
    const bids: Bid[] = [];
    this.collectSlot(site, request, clock, bids);
    return { site, bids };
  }

  private collectSlot(site: SnapshotSite, request: SlotRequest, clock: PlatformClock, into: Bid[]) {
    const slots = this.slots.get(sizeKey(request.width, request.height));
    if (!slots) return;
    this.collect(slots.byWebsite.get(site.id), request.country, clock, into);
    for (const keyword of request.keywords)
      this.collect(slots.byKeyword.get(keyword), request.country, clock, into);
  }

  /**
   * One list, best first, and only as far as the auction can look: every eligible bid at the list's best
   * expected value (the winner is drawn among exact ties), then the best bid of another advertiser (the
   * runner-up sets the second price) — the list's lower bids can change neither. `runAuction` over what every
   * list gives decides like one over all their eligible bids (delivery-index.test.ts).
   */
  private collect(
    targets: readonly IndexedTarget[] | undefined,
    country: string | null,
    clock: PlatformClock,
    into: Bid[],
  ) {
    if (!targets) return;
    let first: string | null = null;
    let best = 0;
    let tiedRivals = false;
    for (const target of targets) {
      if (tiedRivals && target.ecpm < best) return;
      const { ad } = target;
      if (!ad.allCountries && (country === null || !ad.countries.has(country))) continue;
      if (!this.mayServe(ad, clock)) continue;
      if (first === null) {
        first = ad.advertiserId;
        best = target.ecpm;
        into.push(target);
      } else if (target.ecpm === best) {
        into.push(target);
        if (ad.advertiserId !== first) tiedRivals = true;
      } else if (ad.advertiserId !== first) {
        into.push(target);
        return;
      }
    }
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
        best.set(ad.advertiserId, { ecpm: target.ecpm, maxBidMicros: target.maxBidMicros });
      }
    }
    return [...best.values()];
  }

  /** Keyword or website, for a bid still in the index. */
  targetType(targetId: string): IndexedTarget['targetType'] | null {
    return this.targetsById.get(targetId)?.targetType ?? null;
  }
}

function appendTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
