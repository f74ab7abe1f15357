import type { SpendBudget, SpendCharge } from '../ledger/ledger.service.ts';
import type { AdBudgetRow } from './delivery.repository.ts';
import type { BudgetSpend } from './delivery-snapshot.repository.ts';

/**
 * The ads' budgets during one batch of charges, read under the advertisers' ledger locks: how much each ad may
 * still spend today (daily) or in all (lifetime), lowered by every charge the batch records.
 */
export class BudgetMeter implements SpendBudget {
  private readonly ads = new Map<
    string,
    { row: AdBudgetRow; todayMicros: bigint; sinceStartMicros: bigint; refused: boolean }
  >();

  constructor(
    rows: readonly AdBudgetRow[],
    private readonly today: string,
  ) {
    for (const row of rows) {
      this.ads.set(row.id, {
        row,
        todayMicros: BigInt(row.spent_today),
        sinceStartMicros: BigInt(row.spent_since_start),
        refused: false,
      });
    }
  }

  /** What is left of the ad's budget now; an ad without a budget is limited by its balance only. */
  remaining(adId: string): bigint | null {
    const ad = this.ads.get(adId);
    if (!ad || ad.row.budget_micros === null || !ad.row.budget_start) return null;
    if (this.today < ad.row.budget_start || (ad.row.budget_end !== null && this.today > ad.row.budget_end))
      return 0n;
    const spent = ad.row.budget_period === 'daily' ? ad.todayMicros : ad.sinceStartMicros;
    const left = BigInt(ad.row.budget_micros) - spent;
    return left > 0n ? left : 0n;
  }

  allowed(charge: SpendCharge): bigint {
    const left = this.remaining(charge.advertisementId);
    if (left === null || left >= charge.amountMicros) return charge.amountMicros;
    const ad = this.ads.get(charge.advertisementId);
    if (ad) ad.refused = true;
    return left;
  }

  spent(charge: SpendCharge, amountMicros: bigint): void {
    const ad = this.ads.get(charge.advertisementId);
    if (!ad) return;
    ad.todayMicros += amountMicros;
    ad.sinceStartMicros += amountMicros;
  }

  /** Whether a charge of this ad was cut by its budget in this batch. */
  refused(adId: string): boolean {
    return this.ads.get(adId)?.refused ?? false;
  }

  /** The ads' spend after the batch, for the delivery index. */
  spendAfter(): Map<string, BudgetSpend> {
    const spend = new Map<string, BudgetSpend>();
    for (const [adId, ad] of this.ads) {
      if (ad.row.budget_micros !== null) {
        spend.set(adId, { todayMicros: ad.todayMicros, sinceStartMicros: ad.sinceStartMicros });
      }
    }
    return spend;
  }
}
