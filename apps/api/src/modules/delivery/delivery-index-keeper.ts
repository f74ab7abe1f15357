import type { Database } from '../../db/client.ts';
import { platformDateOf } from '../../lib/platform-time.ts';
import { platformClockOf } from '../advertisements/schedule.ts';
import type { PlatformClock } from '../advertisements/serving.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { DeliveryIndex } from './delivery-index.ts';
import {
  budgetSpend,
  deliveryVersion,
  readSnapshot,
  recentPerformance,
  teamAddresses,
} from './delivery-snapshot.repository.ts';

export interface IndexKeeperOptions {
  db: Database;
  /** The ledger answers the advertisers' temporary balances. */
  ledger: LedgerService;
  timeZone: string;
  now: () => Date;
  /** How often the change counter is read (a change reaches decisions within about this, plus the rebuild). */
  pollMs: number;
  /** How often balances and budget spend are re-read (other processes' charges reach this one's decisions). */
  moneyRefreshMs: number;
  /** The database's change notifications (the triggers NOTIFY `delivery_changed`): a rebuild without waiting for the poll. */
  listen?: ((channel: string, onNotify: () => void) => Promise<() => Promise<void>>) | undefined;
  onError: (error: unknown) => void;
}

const PERFORMANCE_REFRESH_MS = 5 * 60_000;
/**
 * The longest a rebuild holds the event loop at a time: the new index is built in slices this long, then
 * serving runs (docs/delivery.md, "The decision index"; ADR 30).
 */
const BUILD_SLICE_MS = 5;
const TEAMS_REFRESH_MS = 60_000;

/**
 * Keeps this process's delivery index current: a full rebuild when the database's delivery counter moves
 * (triggers bump it on every change of ads, bids, catalogue and ledger), the money state every
 * `moneyRefreshMs`, click-through rates every five minutes, team addresses every minute. Never a database
 * round trip per decision.
 */
export class DeliveryIndexKeeper {
  private current: DeliveryIndex | null = null;
  private version: bigint | null = null;
  private performance: Map<string, { clicks: number; impressions: number }> | null = null;
  private performanceAt = 0;
  private teamsAt = 0;
  private timers: NodeJS.Timeout[] = [];
  private unlisten: (() => Promise<void>) | null = null;
  private rebuilding: Promise<void> | null = null;
  private rebuildAgain = false;
  private refreshing: Promise<void> | null = null;
  private clock: { at: number; value: PlatformClock } | null = null;

  constructor(private readonly options: IndexKeeperOptions) {}

  /** The index, built on first use. */
  async index(): Promise<DeliveryIndex> {
    if (!this.current) await this.rebuild();
    return this.current!;
  }

  /**
   * The index with every committed change in it (one read of the change counter; a rebuild when it moved): for
   * what people read — advice, ranks — never for the serving path.
   */
  async fresh(): Promise<DeliveryIndex> {
    if (!this.current) return this.index();
    const version = await deliveryVersion(this.options.db);
    if (version !== this.version) await this.requestRebuild();
    return this.current!;
  }

  /** The index if one is built (the serving path never waits for the database). */
  get ready(): DeliveryIndex | null {
    return this.current;
  }

  /** Polls the change counter and the money state; listens for change notifications where it can. */
  async start() {
    if (this.timers.length > 0) return;
    const every = (ms: number, run: () => void) => {
      const timer = setInterval(run, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.options.pollMs, () => {
      void this.rebuildIfChanged().catch(this.options.onError);
    });
    every(this.options.moneyRefreshMs, () => {
      // One money refresh at a time; a rebuild reads the money too.
      if (this.refreshing || this.rebuilding) return;
      this.refreshing = this.refreshMoney()
        .catch(this.options.onError)
        .finally(() => {
          this.refreshing = null;
        });
    });
    if (this.options.listen) {
      try {
        this.unlisten = await this.options.listen('delivery_changed', () => this.requestRebuild());
      } catch (error) {
        // Polling alone still brings every change within DELIVERY_POLL_MS.
        this.options.onError(error);
      }
    }
  }

  async stop() {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.unlisten?.();
    this.unlisten = null;
    await Promise.all([this.rebuilding, this.refreshing]);
  }

  /**
   * A rebuild now, or right after the one running (changes that arrive during a rebuild may not be in it);
   * many requests during one rebuild make one more, not many.
   */
  requestRebuild(): Promise<void> {
    if (this.rebuilding) {
      this.rebuildAgain = true;
      return this.rebuilding;
    }
    this.rebuilding = (async () => {
      try {
        do {
          this.rebuildAgain = false;
          await this.rebuild();
        } while (this.rebuildAgain);
      } finally {
        this.rebuilding = null;
      }
    })();
    this.rebuilding.catch(this.options.onError);
    return this.rebuilding;
  }

  /** The platform's day, weekday and time, read at most once a second. */
  clockNow(): PlatformClock {
    const now = this.options.now();
    const second = Math.floor(now.getTime() / 1000);
    if (this.clock?.at !== second) {
      this.clock = {
        at: second,
        value: {
          today: platformDateOf(now, this.options.timeZone),
          ...platformClockOf(now, this.options.timeZone),
        },
      };
    }
    return this.clock.value;
  }

  async rebuildIfChanged() {
    if (this.rebuilding) return;
    const version = await deliveryVersion(this.options.db);
    if (version !== this.version) await this.requestRebuild();
    else if (Date.now() - this.teamsAt > TEAMS_REFRESH_MS) await this.refreshTeams();
  }

  /**
   * Reads everything again now (tests, and after a change this process made and wants to see at once); the CTRs
   * too when asked, else when they are older than their refresh period.
   */
  async rebuild(options: { rereadCtrs?: boolean } = {}) {
    const { db } = this.options;
    // Read before the snapshot: a change committed during the rebuild moves it again and is picked up next.
    const seenVersion = await deliveryVersion(db);
    if (options.rereadCtrs || !this.performance || Date.now() - this.performanceAt > PERFORMANCE_REFRESH_MS) {
      this.performance = await recentPerformance(db);
      this.performanceAt = Date.now();
    }
    const { ads, targets, sites } = await readSnapshot(db);
    // The old index serves until this one is whole; then one assignment swaps them.
    const index = await DeliveryIndex.build(
      { ads, targets, sites, performance: this.performance },
      BUILD_SLICE_MS,
    );
    await this.loadMoney(index);
    index.setTeams(await teamAddresses(db));
    this.teamsAt = Date.now();
    this.current = index;
    this.version = seenVersion;
  }

  async refreshMoney() {
    if (this.current) await this.loadMoney(this.current);
  }

  private async refreshTeams() {
    if (!this.current) return;
    this.current.setTeams(await teamAddresses(this.options.db));
    this.teamsAt = Date.now();
  }

  private async loadMoney(index: DeliveryIndex) {
    const { db } = this.options;
    const [balances, spend] = await Promise.all([
      this.options.ledger.temporaryBalances(db, index.advertiserIds()),
      budgetSpend(db, this.clockNow().today),
    ]);
    index.setMoney(balances, spend);
  }
}
