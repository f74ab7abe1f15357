import type { Database } from '../../db/client.ts';
import { platformDateOf } from '../../lib/platform-time.ts';
import { addDays } from './report-period.ts';
import {
  daysWithDelivery,
  dropClickPartitionsBefore,
  ensureClickPartitions,
  rebuildDay,
  storedTimeZone,
  storeTimeZone,
} from './report-rollups.repository.ts';

/** Months of partitions made ahead of time, so a click never waits in the default partition. */
const MONTHS_AHEAD = 3;

/**
 * Keeps the report rollups and the click partitions (ADR 10): the rollups follow every recorded click and
 * impression by trigger; this service recomputes closed days, follows a change of the platform's time zone,
 * and makes and drops the monthly click partitions.
 */
export class ReportRollupsService {
  constructor(
    private readonly deps: {
      db: Database;
      timeZone: string;
      /** Raw clicks older than this many months are dropped (their figures stay in the rollups). */
      retentionMonths: number;
      now: () => Date;
    },
  ) {}

  /** At start: the database's time zone is the platform's (days are recomputed when it changed). */
  async prepare(): Promise<{ rebuiltDays: number; partitionsCreated: number }> {
    const { db, timeZone } = this.deps;
    const partitionsCreated = await ensureClickPartitions(db, 1, MONTHS_AHEAD);
    if ((await storedTimeZone(db)) === timeZone) return { rebuiltDays: 0, partitionsCreated };
    const rebuiltDays = await db.transaction(async (tx) => {
      await storeTimeZone(tx, timeZone);
      const days = await daysWithDelivery(tx);
      for (const day of days) await rebuildDay(tx, day);
      return days.length;
    });
    return { rebuiltDays, partitionsCreated };
  }

  /**
   * After the void pass and the settlement: recompute the closed days from the raw rows (yesterday, and the
   * day before for whatever arrived late), so the reports match what was booked even if a writer bypassed
   * the triggers.
   */
  async closeDays(): Promise<{ rebuilt: string[] }> {
    const today = platformDateOf(this.deps.now(), this.deps.timeZone);
    const days = [addDays(today, -2), addDays(today, -1)];
    for (const day of days) await this.deps.db.transaction((tx) => rebuildDay(tx, day));
    return { rebuilt: days };
  }

  /** Daily: partitions for the coming months, and the raw clicks past retention dropped whole. */
  async maintainPartitions(): Promise<{ created: number; dropped: number }> {
    const { db, retentionMonths } = this.deps;
    const created = await ensureClickPartitions(db, 0, MONTHS_AHEAD);
    const cutoff = new Date(this.deps.now());
    cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths);
    const dropped = await dropClickPartitionsBefore(db, cutoff);
    return { created, dropped };
  }
}
