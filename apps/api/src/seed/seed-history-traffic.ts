import type { ClickStatus, VoidReason } from '@adportal/contracts';
import type { DeliveryService, ServedSlot } from '../modules/delivery/delivery.service.ts';
import { countryOfIp } from '../modules/delivery/visitor/country.ts';
import { type Random, randomCrawler, randomReader, type SimulatedVisitor } from './seed-visitors.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The catalogue's pages that carry an ad slot, and their share of the day's ad requests. */
export const PAGES = {
  bitcoinNews: { domain: 'coinnews.example.com', size: [300, 250], keywords: ['bitcoin'], share: 28 },
  exchangeNews: {
    domain: 'coinnews.example.com',
    size: [300, 250],
    keywords: ['bitcoin', 'crypto exchange'],
    share: 10,
  },
  walletDesk: {
    domain: 'tradingdesk.example.net',
    size: [300, 250],
    keywords: ['usdt wallet', 'defi'],
    share: 18,
  },
  bitcoinDesk: { domain: 'tradingdesk.example.net', size: [300, 250], keywords: ['bitcoin'], share: 8 },
  travel: { domain: 'travelbkk.example.com', size: [300, 250], keywords: ['cheap flights'], share: 26 },
  games: { domain: 'gamehub.example.org', size: [728, 90], keywords: ['online game'], share: 10 },
} as const satisfies Record<string, Page>;

export interface Page {
  domain: string;
  size: readonly [number, number];
  keywords: readonly string[];
  share: number;
}

const PAGE_MIX = Object.values(PAGES).map((page) => [page, page.share] as const);

/** Ad requests in each hour of the platform's day (relative): quiet at night, busy mornings and evenings. */
const HOURLY = [2, 1, 1, 1, 1, 2, 4, 6, 8, 9, 9, 8, 7, 7, 7, 7, 7, 8, 9, 10, 10, 9, 6, 4];
const HOURLY_TOTAL = HOURLY.reduce((sum, weight) => sum + weight, 0);
/** Monday first: the weekend reads less. */
const WEEKDAY = [1, 1.05, 1.08, 1.04, 0.97, 0.78, 0.7];
/** Ad requests of an average weekday. */
const DAILY_REQUESTS = 550;
const CRAWLER_SHARE = 0.04;

/** How likely a reader is to click each seeded ad (the demo's sale outdraws the rival's generic ads). */
const CLICK_RATES: Record<string, number> = {
  'Spring sale': 0.028,
  'Flash deals': 0.03,
  'Trade now': 0.014,
  'Zero fees': 0.011,
  'Fast wallet': 0.013,
};
const DEVICE_CLICKS = { mobile: 1.15, tablet: 1, desktop: 0.85, bot: 0 };

/** What one visitor does with the ad, when it is not left to chance. */
interface Behaviour {
  beacon: boolean;
  /** Milliseconds from the beacon (or the request, without one) to each click on the same link. */
  clicks: number[];
  /**
   * Its clicks are recorded in a batch of their own with those of the same key, at their time: a visitor who
   * clicks again and again is judged against its clicks of the hour before, as in live traffic, not against a
   * whole block of them (a batch counts its own clicks from one address on one ad whatever their times).
   */
  batch?: string;
}

interface PlannedClick {
  at: number;
  token: string;
  visitor: SimulatedVisitor;
  batch: string | undefined;
}

export interface TrafficCounts {
  requests: number;
  served: number;
  beacons: number;
  clicks: Partial<Record<ClickStatus | VoidReason, number>>;
}

/**
 * Readers and crawlers of the catalogue's pages, replayed through the ad server's own service on the seed's clock:
 * each visit is served, most send the beacon, some click (once, twice, too fast, hours later), in time order.
 */
export class HistoryTraffic {
  readonly counts: TrafficCounts = { requests: 0, served: 0, beacons: 0, clicks: {} };
  private planned: PlannedClick[] = [];

  constructor(
    private readonly deps: {
      delivery: DeliveryService;
      setClock: (at: number) => void;
      random: Random;
      /** Site keys by domain. */
      siteKeys: ReadonlyMap<string, string>;
    },
  ) {}

  /**
   * The usual readers and crawlers of [from, to) in the day starting at `day.start`, a day of `day.scale` × an
   * average weekday's traffic.
   */
  async ordinary(from: number, to: number, day: { start: number; weekday: number; scale: number }) {
    const { random } = this.deps;
    const visits: { at: number; page: Page; visitor: SimulatedVisitor }[] = [];
    for (let hour = day.start + Math.floor((from - day.start) / HOUR) * HOUR; hour < to; hour += HOUR) {
      const start = Math.max(hour, from);
      const end = Math.min(hour + HOUR, to);
      const hourOfDay = Math.min(23, Math.floor((hour - day.start) / HOUR));
      const expected =
        ((DAILY_REQUESTS * WEEKDAY[day.weekday]! * day.scale * HOURLY[hourOfDay]!) / HOURLY_TOTAL) *
        ((end - start) / HOUR);
      const count = Math.round(expected * random.between(0.85, 1.15));
      for (let n = 0; n < count; n += 1) {
        visits.push({
          at: random.between(start, end),
          page: random.weighted(PAGE_MIX),
          visitor: random.chance(CRAWLER_SHARE) ? randomCrawler(random) : randomReader(random),
        });
      }
    }
    visits.sort((a, b) => a.at - b.at);
    for (const visit of visits) this.visit(visit.at, visit.page, visit.visitor);
    await this.commit(to);
  }

  /** One visitor on one page: the ad request, then what it does with the ad (chance decides unless told). */
  visit(at: number, page: Page, visitor: SimulatedVisitor, behaviour?: Behaviour): void {
    const { delivery, setClock, siteKeys } = this.deps;
    const country = countryOfIp(visitor.ip);
    this.counts.requests += 1;
    setClock(at);
    const served = delivery.serve({
      siteKey: siteKeys.get(page.domain)!,
      width: page.size[0],
      height: page.size[1],
      keywords: page.keywords,
      country,
    });
    if (!served) return;
    this.counts.served += 1;
    const plan = behaviour ?? this.chanceBehaviour(served, visitor);
    let seen = at;
    if (plan.beacon) {
      seen = at + this.deps.random.between(300, 2500);
      setClock(seen);
      if (delivery.view(served.viewToken, { ip: visitor.ip, userAgent: visitor.userAgent, country }))
        this.counts.beacons += 1;
    }
    for (const delay of plan.clicks) {
      this.planned.push({ at: seen + delay, token: served.clickToken, visitor, batch: plan.batch });
    }
  }

  /**
   * Writes the beacons counted so far, then records the clicks made before `until` in time order: each keyed
   * batch apart, then the rest in one batch (readers' addresses do not repeat); later clicks wait.
   */
  async commit(until: number) {
    await this.deps.delivery.flushImpressions();
    const due = this.planned.filter((click) => click.at < until).sort((a, b) => a.at - b.at);
    this.planned = this.planned.filter((click) => click.at >= until);
    const batches = new Map<string, PlannedClick[]>();
    for (const click of due) {
      const batch = batches.get(click.batch ?? '') ?? [];
      batch.push(click);
      batches.set(click.batch ?? '', batch);
    }
    for (const [key, clicks] of batches) if (key) await this.record(clicks);
    await this.record(batches.get('') ?? []);
  }

  private async record(clicks: readonly PlannedClick[]) {
    const { delivery, setClock } = this.deps;
    const outcomes = clicks.map((click) => {
      setClock(click.at);
      return delivery.click(click.token, {
        ip: click.visitor.ip,
        userAgent: click.visitor.userAgent,
        country: countryOfIp(click.visitor.ip),
      });
    });
    for (const { outcome } of await Promise.all(outcomes)) {
      if (!outcome.recorded) throw new Error('seed history: a click was not recorded (see the log)');
      const key = outcome.voidReason ?? outcome.status;
      this.counts.clicks[key] = (this.counts.clicks[key] ?? 0) + 1;
    }
  }

  /** Clicks planned past the end of the history never happen. */
  forgetPlanned() {
    this.planned = [];
  }

  /** What a reader or crawler does with an ad: the beacon, usually; a click, rarely; odd clicks, more rarely. */
  private chanceBehaviour(served: ServedSlot, visitor: SimulatedVisitor): Behaviour {
    const { random } = this.deps;
    if (visitor.device === 'bot') {
      // Crawlers seldom run the beacon's script; a few follow links (never charged).
      return { beacon: random.chance(0.3), clicks: random.chance(0.05) ? [random.between(200, 3000)] : [] };
    }
    const beacon = random.chance(0.9);
    // Impression ads are paid per thousand views: the history clicks only click ads.
    if (served.type !== 'click') return { beacon, clicks: [] };
    const rate = (CLICK_RATES[served.alt] ?? 0.012) * DEVICE_CLICKS[visitor.device] * (beacon ? 1 : 0.3);
    if (!random.chance(rate)) return { beacon, clicks: [] };
    let delay: number;
    if (random.chance(0.03))
      delay = random.between(150, 900); // a slip of the thumb
    else if (random.chance(0.012))
      delay = random.between(2.2 * HOUR, 5 * HOUR); // back to an old tab
    else delay = 1500 + 45 * SECOND * random.next() ** 2;
    const clicks = [delay];
    // Some click again on the same ad (a double click, the back button).
    if (random.chance(0.05)) clicks.push(delay + random.between(400, 90 * SECOND));
    return { beacon, clicks };
  }
}
