import { randomUUID } from 'node:crypto';
import type { AdType } from '@adportal/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { retryingConflicts } from '../../lib/db-errors.ts';
import type { AppMetrics } from '../../lib/metrics.ts';
import type { LedgerService, SpendCharge } from '../ledger/ledger.service.ts';
import { BudgetMeter } from './budget-meter.ts';
import type { ClickBatchEffects } from './click-recorder.ts';
import {
  adBudgets,
  addImpressionCounts,
  addImpressionVoids,
  type ImpressionCountDelta,
  type ImpressionVoidDelta,
  insertNewBeacons,
} from './delivery.repository.ts';
import { GroupCommit } from './group-commit.ts';
import type { ImpressionVoidReason } from './impression-rules.ts';
import type { ServedDecision } from './tracking-token.ts';
import { WriteSteps } from './write-steps.ts';

export interface IncomingImpression {
  decision: ServedDecision;
  advertiserId: string;
  type: AdType;
  viewedAt: Date;
  /** The invalid-traffic rule it broke when its beacon arrived (counted void, never billed), or null. */
  voidReason: ImpressionVoidReason | null;
}

const HOUR_MS = 3_600_000;

/**
 * When a beacon's impression is durable (ADR 28): `window` — answered at once, written with the next flush
 * (`flushMs`; a crash loses at most that window, never a charge without its count); `per_request` — answered
 * only once its group commit is durable, like a click.
 */
export type ImpressionDurability = 'window' | 'per_request';

/**
 * Counts impressions without making the visitor wait: beacons are answered at once and written every
 * `flushMs` in one transaction — new impression ids (a replayed beacon counts once), the hourly counts per
 * ad × target × site, and the charges of impression (CPM) ads, each group's prices summed and divided by a
 * thousand (rounded down to the micro-USDT, in the advertiser's favour), within budget and balance. Void
 * impressions (a bot, past the frequency cap) keep their beacon row — a click on them is judged by its own
 * rules — and are counted per reason, never billed. What a crash can lose is the last `flushMs` of counts
 * (docs/delivery.md).
 */
export class ImpressionRecorder {
  private readonly batches: GroupCommit<IncomingImpression, undefined>;

  constructor(
    private readonly deps: {
      db: Database;
      ledger: LedgerService;
      flushMs: number;
      durability: ImpressionDurability;
      /** Concurrent batches when each beacon waits for its own (per_request). */
      concurrency: number;
      onCharged: (effects: ClickBatchEffects) => void;
      onError: (error: unknown) => void;
      metrics?: Pick<AppMetrics, 'impressions' | 'deliveryWriteSteps'> | undefined;
    },
  ) {
    const perRequest = deps.durability === 'per_request';
    this.batches = new GroupCommit((items) => this.write(items), {
      maxBatch: perRequest ? 1000 : 5000,
      maxWaitMs: perRequest ? 2 : deps.flushMs,
      concurrency: perRequest ? deps.concurrency : 1,
      onError: (error) => {
        deps.onError(error);
        return undefined;
      },
    });
  }

  /** Queues one beacon; nobody waits for it (window). */
  add(impression: IncomingImpression): void {
    this.batches.add(impression);
  }

  /** Queues one beacon and resolves once it is written (per_request), or once its batch failed. */
  async record(impression: IncomingImpression): Promise<void> {
    await this.batches.submit(impression);
  }

  drain(): Promise<void> {
    return this.batches.drain();
  }

  private async write(items: IncomingImpression[]): Promise<undefined[]> {
    // Impressions written by this flush, by void reason ('none': valid), counted once it commits.
    const written = new Map<string, number>();
    let steps = new WriteSteps('impressions', this.deps.metrics);
    // A deadlock with another writer of the same counts or rollup rows (another process's flush, a click batch)
    // aborts the whole transaction: nothing of it was written, so it runs again (its CPM references made anew).
    const effects = await retryingConflicts(() => {
      steps = new WriteSteps('impressions', this.deps.metrics);
      written.clear();
      return this.deps.db.transaction((tx) => this.writeIn(tx, items, written, steps));
    });
    steps.lap('commit');
    steps.observe();
    for (const [reason, count] of written)
      this.deps.metrics?.impressions.inc(
        { status: reason === 'none' ? 'valid' : 'void', void_reason: reason },
        count,
      );
    this.deps.onCharged(effects);
    return items.map(() => undefined);
  }

  private async writeIn(
    tx: Transaction,
    items: IncomingImpression[],
    written: Map<string, number>,
    steps: WriteSteps,
  ): Promise<ClickBatchEffects> {
    const { ledger } = this.deps;
    const today = ledger.today();
    steps.lap('begin');
    const impressionAds = items.filter((item) => item.type === 'impression' && item.voidReason === null);
    const locked = await ledger.lock(
      tx,
      impressionAds.map((item) => item.advertiserId),
    );
    steps.lap('lock');
    const fresh = await insertNewBeacons(
      tx,
      items.map((item) => ({
        impressionId: item.decision.impressionId,
        advertisementId: item.decision.adId,
        servedAt: item.decision.servedAt,
        viewedAt: item.viewedAt,
      })),
    );
    steps.lap('insert');
    const groups = new Map<string, ImpressionCountDelta & { type: AdType; priceSum: bigint; at: Date }>();
    const voids = new Map<string, ImpressionVoidDelta>();
    for (const item of items) {
      // A beacon replayed within the same flush is in `fresh` once: count its first arrival only.
      if (!fresh.delete(item.decision.impressionId)) continue;
      written.set(item.voidReason ?? 'none', (written.get(item.voidReason ?? 'none') ?? 0) + 1);
      const hour = new Date(Math.floor(item.viewedAt.getTime() / HOUR_MS) * HOUR_MS);
      const key = `${item.decision.adId}|${item.decision.targetId}|${item.decision.siteId}|${hour.getTime()}`;
      if (item.voidReason !== null) {
        const voidKey = `${key}|${item.voidReason}`;
        const counted = voids.get(voidKey) ?? {
          advertisementId: item.decision.adId,
          targetId: item.decision.targetId,
          siteId: item.decision.siteId,
          hour,
          reason: item.voidReason,
          advertiserId: item.advertiserId,
          impressions: 0,
        };
        counted.impressions += 1;
        voids.set(voidKey, counted);
        continue;
      }
      const group = groups.get(key) ?? {
        advertisementId: item.decision.adId,
        targetId: item.decision.targetId,
        siteId: item.decision.siteId,
        hour,
        advertiserId: item.advertiserId,
        impressions: 0,
        chargedMicros: 0n,
        type: item.type,
        priceSum: 0n,
        at: item.viewedAt,
      };
      group.impressions += 1;
      group.priceSum += item.decision.priceMicros;
      groups.set(key, group);
    }
    const charges: (SpendCharge & { key: string })[] = [];
    for (const [key, group] of groups) {
      if (group.type !== 'impression') continue;
      charges.push({
        key,
        advertiserId: group.advertiserId,
        advertisementId: group.advertisementId,
        amountMicros: group.priceSum / 1000n,
        reference: `impressions:${randomUUID()}`,
        at: group.at,
        partial: true,
      });
    }
    const meter = new BudgetMeter(
      await adBudgets(
        tx,
        charges.map((charge) => charge.advertisementId),
        today,
      ),
      today,
    );
    steps.lap('read');
    const charged = await ledger.recordSpendBatch(tx, charges, meter, locked);
    steps.lap('spend');
    const stopped: ClickBatchEffects['stopped'] = [];
    for (const charge of charges) {
      const amount = charged.recorded.get(charge.reference) ?? 0n;
      groups.get(charge.key)!.chargedMicros = amount;
      if (amount < charge.amountMicros) {
        stopped.push({
          adId: charge.advertisementId,
          advertiserId: charge.advertiserId,
          reason: meter.refused(charge.advertisementId) ? 'budget' : 'balance',
        });
      }
    }
    await addImpressionCounts(tx, [...groups.values()]);
    await addImpressionVoids(tx, [...voids.values()]);
    steps.lap('counts');
    return { balances: charged.balances, spend: meter.spendAfter(), stopped };
  }
}
