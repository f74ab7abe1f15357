import { ZCreateDepositBody } from '@adportal/contracts';
import type { Database } from '../db/client.ts';
import { platformDateOf, startOfPlatformDay } from '../lib/platform-time.ts';
import { advertiserIdOf, type Principal } from '../modules/identity/principal.ts';
import type { Services } from '../services.ts';
import { HistoryTraffic, PAGES, type Page, type TrafficCounts } from './seed-history-traffic.ts';
import { Random, randomReader, type SimulatedVisitor } from './seed-visitors.ts';

/** How far back the demo's history starts. */
const HISTORY_DAYS = 30;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/**
 * Traffic is replayed in two blocks a day, to 13:00 and to midnight: each block's beacons are written, then its
 * clicks charged, so budgets and balances stop ads from the next block on (live, within seconds).
 */
const BLOCK_ENDS = [13, 24];
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** The demo's office in Bangkok: its marketer signs in from there, so its clicks there are its own. */
const OFFICE: SimulatedVisitor = { ip: '183.88.214.20', userAgent: DESKTOP_CHROME, device: 'desktop' };
/** A click farm in Vietnam: one address clicking two ads all day, never too often in an hour. */
const FARM: SimulatedVisitor = { ip: '113.161.77.9', userAgent: DESKTOP_CHROME, device: 'desktop' };
/**
 * An advertiser whose temporary balance is below `below` in the morning pays a deposit of `amount`; the demo also
 * pays one on the morning of story day `onDay` whatever its balance. Its spend follows its ads' weekly schedules, so
 * whether the month's weekdays take it below `below` depends on the date the seed runs (on some it never did, and
 * its statement then showed no top-up at all).
 */
const TOP_UP: Record<'demo' | 'rival', { below: bigint; amount: string; onDay?: number }> = {
  demo: { below: 30_000_000n, amount: '100', onDay: HISTORY_DAYS - 15 },
  rival: { below: 40_000_000n, amount: '100' },
};

export interface HistoryOptions {
  /** The platform's time zone: days end at its midnight. */
  timeZone: string;
  /** Services wired like the app's, reading time from `now` (the app's own composition, built again). */
  servicesAt: (now: () => Date) => Promise<Services>;
}

/** The clock the history's services read: moved by the seed, never by itself. */
class SeedClock {
  private at: Date;

  constructor(at: number) {
    this.at = new Date(at);
  }

  readonly now = () => this.at;

  set(at: number) {
    this.at = new Date(at);
  }
}

interface History {
  services: Services;
  clock: SeedClock;
  timeZone: string;
  firstDay: string;
  /** When the history ends: the real time the seed began. */
  end: number;
}

interface HistoryCast {
  operator: Principal;
  demo: Principal;
  rival: Principal;
  /** The demo's sign-in, used once from its office. */
  demoLogin: { email: string; password: string };
}

/** The history's services, their clock set to 09:00 thirty days ago, when the demo's accounts are made. */
export async function startHistory(options: HistoryOptions): Promise<History> {
  const end = Date.now();
  const { timeZone } = options;
  const today = platformDateOf(new Date(end), timeZone);
  const firstDay = platformDateOf(startOfPlatformDay(today, timeZone, -HISTORY_DAYS), timeZone);
  const clock = new SeedClock(startOfPlatformDay(firstDay, timeZone).getTime() + 9 * HOUR);
  return { services: await options.servicesAt(clock.now), clock, timeZone, firstDay, end };
}

export interface HistorySummary {
  days: number;
  /** False when it was stopped before today (the days recorded are kept, whole). */
  complete: boolean;
  traffic: TrafficCounts;
  deposits: number;
  settlements: number;
}

/**
 * Thirty days of the demo's and the rival's traffic, recorded by the ad server's own code on the seed's clock:
 * each day the midnight pass and the settlement book the day before, the advertisers top up in the morning
 * when low, readers and crawlers are served, send beacons and click (a few clicks break a rule each day, and on
 * some days a keen reader, a click farm or the demo's own office), up to the minutes before now, whose clicks
 * stay unsettled like any of today's. An aborted `signal` stops it after the day being recorded.
 */
export async function recordHistory(
  history: History,
  db: Database,
  cast: HistoryCast,
  signal?: AbortSignal,
): Promise<HistorySummary> {
  const { services, clock, timeZone } = history;
  const random = new Random(0x5eed);
  const traffic = new HistoryTraffic({
    delivery: services.delivery,
    setClock: (at) => clock.set(at),
    random,
    siteKeys: await siteKeys(services, cast.operator),
  });
  const summary: HistorySummary = {
    days: 0,
    complete: false,
    traffic: traffic.counts,
    deposits: 0,
    settlements: 0,
  };
  const morning = async (index: number, dayStart: number) => {
    clock.set(dayStart + 8 * HOUR + random.between(0, 50 * MINUTE));
    let changed = false;
    for (const who of ['demo', 'rival'] as const) {
      if (await topUp(services, cast[who], TOP_UP[who], index === TOP_UP[who].onDay)) {
        summary.deposits += 1;
        changed = true;
      }
    }
    if (index === HISTORY_DAYS - 8) {
      // The demo's marketer signs in at the office: from now on that address is the team's own.
      await services.auth.login(
        { email: cast.demoLogin.email, password: cast.demoLogin.password, rememberMe: false },
        { ip: OFFICE.ip, userAgent: OFFICE.userAgent },
      );
      changed = true;
    }
    if (changed) await services.deliveryKeeper.rebuild();
  };

  await services.deliveryKeeper.rebuild();
  let day = history.firstDay;
  let from = clock.now().getTime();
  for (let index = 0; ; index += 1) {
    const dayStart = startOfPlatformDay(day, timeZone).getTime();
    const nextDay = startOfPlatformDay(day, timeZone, 1).getTime();
    const to = Math.min(nextDay, history.end);
    if (index > 0) {
      clock.set(Math.min(dayStart + 10 * MINUTE, history.end));
      await services.dayClose.run();
      summary.settlements += (await services.ledger.settle(db)).booked;
    }
    // A new day: the daily budgets start again (and the settlement moved balances).
    await services.deliveryKeeper.refreshMoney();
    const shape = {
      start: dayStart,
      weekday: (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7,
      // Readership grows a little over the month, and no two days are alike.
      scale: (0.85 + (0.3 * index) / HISTORY_DAYS) * random.between(0.9, 1.1),
    };
    const events = unusualVisits(traffic, random, index, dayStart);
    for (let start = from; start < to; ) {
      const end = Math.min(dayStart + BLOCK_ENDS.find((hour) => dayStart + hour * HOUR > start)! * HOUR, to);
      const morningAt = dayStart + 8 * HOUR;
      if (index > 0 && start <= morningAt && morningAt < end) await morning(index, dayStart);
      for (const event of events) if (event.at >= start && event.at < end) event.visit();
      await traffic.ordinary(start, end, shape);
      start = end;
    }
    summary.days += 1;
    if (nextDay >= history.end) break;
    if (signal?.aborted) {
      traffic.forgetPlanned();
      await services.delivery.stop();
      return summary;
    }
    day = platformDateOf(new Date(nextDay), timeZone);
    from = nextDay;
  }
  // A reader clicks the demo's travel ad a minute before now: today's spend is there, not yet settled.
  if (history.end - startOfPlatformDay(day, timeZone).getTime() > 2 * MINUTE) {
    traffic.visit(history.end - 100 * SECOND, PAGES.travel, randomReader(random, 'TH'), {
      beacon: true,
      clicks: [38 * SECOND],
    });
  }
  await traffic.commit(history.end);
  traffic.forgetPlanned();
  await services.delivery.stop();
  summary.complete = true;
  return summary;
}

/** The visits that make some of the void clicks: a keen reader, the click farm, the demo's own office. */
function unusualVisits(traffic: HistoryTraffic, random: Random, index: number, dayStart: number) {
  const events: { at: number; visit: () => void }[] = [];
  const visitAt = (at: number, page: Page, visitor: SimulatedVisitor, batch: string, delay: number) =>
    events.push({
      at,
      visit: () => traffic.visit(at, page, visitor, { beacon: true, clicks: [delay * SECOND], batch }),
    });
  const hour = (hours: number) => dayStart + hours * HOUR;
  if (index % 5 === 1) {
    // Opens the same page four times in half an hour and clicks the ad each time: the fourth is one too many.
    const onTravel = index % 10 === 1;
    const reader = randomReader(random, 'TH');
    for (let n = 0; n < 4; n += 1) {
      const at = hour(onTravel ? 20.2 : 11.3) + n * 9 * MINUTE;
      visitAt(at, onTravel ? PAGES.travel : PAGES.walletDesk, reader, 'keen', random.between(8, 25));
    }
  }
  if (index === HISTORY_DAYS - 12) {
    // From 10:00, twice 20 minutes apart every 70 minutes, a click on each of two ads (no budget stops them):
    // never 3 an hour on one ad, but 36 in the day.
    for (let burst = 0; burst < 9; burst += 1) {
      for (const [n, page] of [PAGES.walletDesk, PAGES.travel, PAGES.walletDesk, PAGES.travel].entries()) {
        const at = hour(10) + burst * 70 * MINUTE + (n >> 1) * 20 * MINUTE + (n & 1) * 40 * SECOND;
        visitAt(at, page, FARM, `farm-${burst}`, random.between(3, 8));
      }
    }
  }
  if (index === HISTORY_DAYS - 8) {
    for (const hours of [10.1, 10.7])
      visitAt(hour(hours), PAGES.travel, OFFICE, 'office', random.between(6, 15));
  }
  return events;
}

/** The catalogue's websites' site keys by domain, as operators read them from the ad tag. */
async function siteKeys(services: Services, operator: Principal): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const website of (await services.catalogue.forOps(operator)).websites) {
    const tag = await services.siteTags.tag(
      operator,
      website.id,
      { size: '300x250', keywords: '' },
      services.publicUrl,
    );
    keys.set(website.domain, tag.site_key);
  }
  return keys;
}

/**
 * Pays a deposit through the sandbox provider when the temporary balance (as the ad server's index holds it) is
 * low, or `always`; true when it did.
 */
async function topUp(
  services: Services,
  advertiser: Principal,
  rule: { below: bigint; amount: string },
  always: boolean,
): Promise<boolean> {
  const temporary = services.deliveryKeeper.ready?.balanceOf(advertiserIdOf(advertiser)) ?? 0n;
  if (!always && temporary >= rule.below) return false;
  const deposit = await services.deposits.create(
    advertiser,
    ZCreateDepositBody.parse({ amount: rule.amount, method: 'crypto' }),
  );
  await services.deposits.simulatePayment(advertiser, deposit.id);
  return true;
}
