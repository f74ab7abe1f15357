import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { AppMetrics } from '../../lib/metrics.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { type ClickBatchEffects, type ClickOutcome, ClickRecorder } from './click-recorder.ts';
import { type ClickRuleLimits, immediateVoidReason } from './click-rules.ts';
import { clickContext } from './delivery.repository.ts';
import type { DeliveryAlerts } from './delivery-alerts.ts';
import type { SlotRequest } from './delivery-index.ts';
import type { DeliveryIndexKeeper } from './delivery-index-keeper.ts';
import { ImpressionRecorder } from './impression-recorder.ts';
import {
  ImpressionFrequencyCap,
  type ImpressionRuleLimits,
  impressionVoidReason,
} from './impression-rules.ts';
import { redirectLocation } from './redirect-location.ts';
import type { ServedDecision, TrackingTokens } from './tracking-token.ts';
import { isBotAgent } from './visitor/bots.ts';
import { deviceOf } from './visitor/device.ts';

/** The visitor of a tracking request, as the route read it. */
export interface Visitor {
  ip: string;
  userAgent: string | undefined;
  country: string | null;
}

export interface ServedSlot {
  adId: string;
  type: 'click' | 'impression';
  width: number;
  height: number;
  imagePath: string;
  alt: string;
  clickToken: string;
  viewToken: string;
}

export interface DeliveryDeps {
  db: Database;
  ledger: LedgerService;
  keeper: DeliveryIndexKeeper;
  tokens: TrackingTokens;
  alerts: DeliveryAlerts;
  limits: ClickRuleLimits;
  impressionLimits: ImpressionRuleLimits;
  now: () => Date;
  /** Concurrent click batches (PostgreSQL: a few; PGlite has one connection). */
  clickConcurrency: number;
  impressionFlushMs: number;
  onError: (error: unknown) => void;
  /** Decisions, impressions and clicks counted for /metrics (lib/metrics.ts). */
  metrics?: DeliveryMetrics | undefined;
}

export type DeliveryMetrics = Pick<AppMetrics, 'adDecisions' | 'impressions' | 'clicks'>;

/**
 * The ad server (docs/delivery.md): picks the ad for a slot from the in-memory index, signs what it decided
 * into the beacon and the click link, counts impressions and records clicks (void or charged).
 */
export class DeliveryService {
  private readonly clicks: ClickRecorder;
  private readonly impressions: ImpressionRecorder;
  private readonly impressionCap: ImpressionFrequencyCap;

  constructor(private readonly deps: DeliveryDeps) {
    const onCharged = (effects: ClickBatchEffects) => {
      deps.keeper.ready?.applyCharges(effects.balances, effects.spend);
      if (effects.stopped.length > 0) void deps.alerts.adsStopped(effects.stopped).catch(deps.onError);
    };
    this.clicks = new ClickRecorder({
      db: deps.db,
      ledger: deps.ledger,
      limits: deps.limits,
      onCharged,
      onError: deps.onError,
      concurrency: deps.clickConcurrency,
    });
    this.impressionCap = new ImpressionFrequencyCap(deps.impressionLimits);
    this.impressions = new ImpressionRecorder({
      db: deps.db,
      ledger: deps.ledger,
      flushMs: deps.impressionFlushMs,
      metrics: deps.metrics,
      onCharged,
      onError: deps.onError,
    });
  }

  /** Builds the index and starts keeping it current (the app's onReady). */
  async start() {
    await this.deps.keeper.index();
    await this.deps.keeper.start();
  }

  /** Stops refreshing and writes what is queued (the app's onClose). */
  async stop() {
    await this.deps.keeper.stop();
    await Promise.all([this.clicks.drain(), this.impressions.drain()]);
  }

  /** Writes every queued impression now (tests; shutdown does it too). */
  flushImpressions(): Promise<void> {
    return this.impressions.drain();
  }

  /** The ad for one slot, or null: an unknown site, a bad size, nothing eligible. Never touches the database. */
  serve(request: SlotRequest): ServedSlot | null {
    const served = this.decide(request);
    this.deps.metrics?.adDecisions.inc({ result: served ? 'filled' : 'empty' });
    return served;
  }

  private decide(request: SlotRequest): ServedSlot | null {
    const index = this.deps.keeper.ready;
    if (!index) return null;
    const decided = index.decide(request, this.deps.keeper.clockNow());
    if (!decided) return null;
    const { won, site } = decided;
    const ad = index.ads.get(won.bid.adId)!;
    const decision: ServedDecision = {
      impressionId: randomUUID(),
      adId: ad.id,
      targetId: won.bid.targetId,
      siteId: site.id,
      priceMicros: won.priceMicros,
      servedAt: this.deps.now(),
    };
    const tokens = this.deps.tokens.signPair(decision);
    return {
      adId: ad.id,
      type: ad.type,
      width: ad.width,
      height: ad.height,
      imagePath: ad.imagePath,
      alt: ad.name,
      clickToken: tokens.click,
      viewToken: tokens.view,
    };
  }

  /**
   * Counts an impression beacon (not waited for): valid, or void when a bot sent it or its address is past the
   * frequency cap (checked in memory: no database round trip). False when the token is forged or too old.
   */
  view(token: string, visitor: Visitor): boolean {
    const decision = this.deps.tokens.verify('view', token);
    if (!decision) return false;
    const viewedAt = this.deps.now();
    if (viewedAt.getTime() - decision.servedAt.getTime() > this.deps.limits.viewTtlMs) return false;
    const ad = this.deps.keeper.ready?.ads.get(decision.adId);
    if (!ad) return false;
    const voidReason = impressionVoidReason({
      isBot: isBotAgent(visitor.userAgent),
      withinCap: () =>
        this.impressionCap.admit(visitor.ip, decision.adId, decision.impressionId, viewedAt.getTime()),
    });
    void this.impressions.record({
      decision,
      advertiserId: ad.advertiserId,
      type: ad.type,
      viewedAt,
      voidReason,
    });
    return true;
  }

  /**
   * Records a click and says where to send the visitor: always the ad's stored redirect URL (encoded) once the
   * link verified (void clicks too); null for a forged link, an ad that no longer exists or a stored URL no
   * answer can carry — then nothing is recorded, so a click the visitor never completes is never charged.
   */
  async click(
    token: string,
    visitor: Visitor,
  ): Promise<{ redirectUrl: string | null; outcome: ClickOutcome }> {
    const decision = this.deps.tokens.verify('click', token);
    if (!decision) return { redirectUrl: null, outcome: { recorded: false } };
    const clickedAt = this.deps.now();
    const index = this.deps.keeper.ready;
    const indexed = index?.ads.get(decision.adId);
    const indexedTargetType = index?.targetType(decision.targetId) ?? null;
    // An ad or bid changed since it was served is read from the database (rare); a failure there still redirects
    // nobody to an address the index does not know.
    const context =
      indexed && indexedTargetType
        ? {
            advertiserId: indexed.advertiserId,
            type: indexed.type,
            redirectUrl: indexed.redirectUrl,
            targetType: indexedTargetType,
          }
        : await clickContext(this.deps.db, decision.adId, decision.targetId).catch(() => null);
    const location = context ? redirectLocation(context.redirectUrl) : null;
    if (!context || !location) return { redirectUrl: null, outcome: { recorded: false } };
    const device = deviceOf(visitor.userAgent);
    const outcome = await this.clicks.record({
      decision,
      advertiserId: context.advertiserId,
      targetType: context.targetType ?? 'keyword',
      clickedAt,
      ip: visitor.ip,
      country: visitor.country,
      browser: device.browser,
      os: device.os,
      deviceType: device.device_type,
      charged: context.type === 'click',
      immediateReason: immediateVoidReason(
        {
          servedAt: decision.servedAt,
          clickedAt,
          isBot: isBotAgent(visitor.userAgent),
          fromTeam: index?.isTeamAddress(context.advertiserId, visitor.ip) ?? false,
        },
        this.deps.limits,
      ),
    });
    if (outcome.recorded)
      this.deps.metrics?.clicks.inc({ status: outcome.status, void_reason: outcome.voidReason ?? 'none' });
    return { redirectUrl: location, outcome };
  }
}
