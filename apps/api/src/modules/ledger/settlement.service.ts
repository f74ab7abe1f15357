import type { SettlementRun } from '@adportal/contracts';
import { formatUsdt } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { Database, Executor } from '../../db/client.ts';
import type { Principal } from '../identity/principal.ts';
import type { LedgerService } from './ledger.service.ts';

/** The ad server's void pass over the finished days (the delivery module's DayCloseService). */
export interface DayClose {
  run(): Promise<{ days: number; voided: number }>;
}

/** The report rollups of the closed days recomputed from the raw rows (the reports module's ReportRollupsService). */
export interface ClosedDayRollups {
  closeDays(): Promise<{ rebuilt: string[] }>;
}

/** Announces a booked day's expense to the team's webhooks (the webhooks module's WebhookEvents). */
export interface SpendAnnouncer {
  emit(
    tx: Executor,
    advertiserId: string,
    event: 'spend.settled',
    data: { date: string; amount: string },
  ): Promise<void>;
}

/**
 * Closing the finished days, in order: the void pass over them (clicks only the whole day shows to be junk), the
 * settlement booking each advertiser's valid spend of every day before today, the report rollups of the closed
 * days recomputed from the raw rows. The 00:05 job (and the run at start) and an operator's "close finished
 * days now" do exactly this. It never touches today, and running it again books nothing twice (each step is
 * idempotent and takes the advertiser's ledger lock), so an operator may run it at any time, in any environment.
 */
export class SettlementService {
  constructor(
    private readonly deps: {
      db: Database;
      ledger: LedgerService;
      /** Passed in: the delivery and reports modules stand above the ledger (they book and read through it). */
      dayClose: DayClose;
      rollups: ClosedDayRollups;
      webhooks?: SpendAnnouncer | undefined;
    },
  ) {}

  async run(): Promise<SettlementRun> {
    const { db, ledger, dayClose, rollups } = this.deps;
    const today = ledger.today();
    const voidPass = await dayClose.run();
    const webhooks = this.deps.webhooks;
    const booked = await ledger.settle(
      db,
      webhooks
        ? (tx, day) =>
            webhooks.emit(tx, day.advertiserId, 'spend.settled', {
              date: day.spendDate,
              amount: formatUsdt(day.amountMicros),
            })
        : undefined,
    );
    const reports = await rollups.closeDays();
    return {
      today,
      days_closed: voidPass.days,
      clicks_voided: voidPass.voided,
      expenses_booked: booked.booked,
      amount_booked: formatUsdt(booked.totalMicros),
      report_days_rebuilt: reports.rebuilt,
    };
  }

  /** An operator's "close finished days now" (update OpsDeposit: it books expense rows in the ledgers). */
  async runNow(principal: Principal): Promise<SettlementRun> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsDeposit');
    return this.run();
  }
}
