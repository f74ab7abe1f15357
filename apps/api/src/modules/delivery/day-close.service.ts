import type { Database } from '../../db/client.ts';
import { startOfPlatformDay } from '../../lib/platform-time.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { ClickRuleLimits } from './click-rules.ts';
import { openClickDays, voidBusyAddresses } from './day-close.repository.ts';
import { pruneBeacons } from './delivery.repository.ts';

/**
 * The pass after the platform's midnight, before the settlement books the day (the spec's "real credit is
 * deducted after midnight once spam/junk click cancellations are processed"): rules that need the whole day
 * void their clicks and the clicks' spend, so the settlement never books them. Idempotent.
 */
export class DayCloseService {
  constructor(
    private readonly deps: {
      db: Database;
      ledger: LedgerService;
      limits: ClickRuleLimits;
      timeZone: string;
      now: () => Date;
    },
  ) {}

  async run(): Promise<{ days: number; voided: number; beaconsPruned: number }> {
    const { db, ledger, limits, timeZone } = this.deps;
    let voided = 0;
    const days = await openClickDays(db, ledger.today());
    for (const day of days) {
      voided += await db.transaction(async (tx) => {
        const references = await voidBusyAddresses(
          tx,
          { from: startOfPlatformDay(day, timeZone), to: startOfPlatformDay(day, timeZone, 1) },
          limits.dailyIpLimit,
          this.deps.now(),
        );
        return (await ledger.voidSpendMany(tx, references)).length;
      });
    }
    // Clicks look their impression up only while their link is valid: older beacons are no longer needed.
    const beaconsPruned = await pruneBeacons(db, new Date(this.deps.now().getTime() - limits.clickTtlMs * 2));
    return { days: days.length, voided, beaconsPruned };
  }
}
