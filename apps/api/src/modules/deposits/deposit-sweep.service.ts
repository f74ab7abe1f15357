import { SYSTEM_ACTOR } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { verifyUsdtDeposit } from '../../integrations/tron/usdt-transfer-verifier.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { DepositCreditingService } from './deposit-crediting.service.ts';
import type { ManualDepositConfig } from './deposit-methods.ts';
import { creditedFor, overpaidRemark } from './deposit-rules.ts';
import {
  overdueManualDeposits,
  pendingManualDeposits,
  txHashUsed,
  waitingManualDeposits,
} from './deposits.repository.ts';
import type { ProviderPaymentsService } from './provider-payments.service.ts';

export interface DepositSweepDeps {
  db: Database;
  crediting: DepositCreditingService;
  payments: ProviderPaymentsService;
  manual?: ManualDepositConfig | undefined;
  now?: (() => Date) | undefined;
}

/** The recurring deposit sweep (jobs/job-runner.ts): what callbacks and advertisers do not finish on their own. */
export class DepositSweepService {
  private readonly now: () => Date;
  constructor(private readonly deps: DepositSweepDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Polls open provider payments (all advertisers), finishes manual deposits whose submitted transfer has been
   * confirmed since, and times out manual deposits left unpaid too long.
   */
  async sweep(): Promise<{ checked: number; confirmed: number; matched: number; timedOut: number }> {
    const { checked } = await this.deps.payments.pollOpen();
    const { matched } = await this.watchChain().catch(() => ({ matched: 0 }));
    const { confirmed } = await this.confirmPendingTransfers();
    const { timedOut } = await this.timeOutOverdue();
    return { checked, confirmed, matched, timedOut };
  }

  /**
   * The chain watcher: incoming USDT-TRC20 transfers to the platform's address that nobody submitted a hash for
   * are matched to waiting manual deposits of exactly that amount (oldest first, created before the transfer),
   * checked like a submitted hash and credited once. TronGrid can miss transfers, so the window reaches back ten
   * minutes before the oldest waiting deposit and every hash is deduplicated by its unique index.
   */
  async watchChain(): Promise<{ matched: number }> {
    const manual = this.deps.manual;
    if (!manual) return { matched: 0 };
    const waiting = await waitingManualDeposits(this.deps.db);
    if (waiting.length === 0) return { matched: 0 };
    const since = waiting[0]!.createdAt.getTime() - 10 * 60_000;
    const { transfers } = await manual.client.listAllIncomingUsdtSince(manual.address, since);
    const taken = new Set<string>();
    let matched = 0;
    for (const transfer of transfers.sort((a, b) => a.blockTimestamp - b.blockTimestamp)) {
      if (transfer.to !== manual.address || (await txHashUsed(this.deps.db, transfer.txHash))) continue;
      const deposit = waiting.find(
        (row) =>
          !taken.has(row.id) &&
          row.amountMicros === transfer.amount &&
          row.createdAt.getTime() <= transfer.blockTimestamp,
      );
      if (!deposit) continue;
      const result = await verifyUsdtDeposit(manual.client, {
        txHash: transfer.txHash,
        platformAddress: manual.address,
        minAmountMicros: deposit.amountMicros,
      });
      if (!result.ok) continue;
      try {
        await this.deps.crediting.credit(
          deposit.id,
          creditedFor(deposit, result.transfer.amountMicros),
          SYSTEM_ACTOR,
          {
            txHash: transfer.txHash,
            gatewayData: { ...result.transfer, amountMicros: result.transfer.amountMicros.toString() },
            remark: overpaidRemark(deposit, result.transfer.amountMicros),
          },
          true,
        );
        taken.add(deposit.id);
        matched += 1;
      } catch (error) {
        // Another path (a submitted hash, a second watcher) booked this transfer first.
        if (!isUniqueViolation(error) && !(error instanceof AppError)) throw error;
      }
    }
    return { matched };
  }

  /** Manual deposits whose submitted transfer has been confirmed since: credited; a transfer that failed: failed. */
  private async confirmPendingTransfers(): Promise<{ confirmed: number }> {
    const manual = this.deps.manual;
    if (!manual) return { confirmed: 0 };
    let confirmed = 0;
    for (const row of await pendingManualDeposits(this.deps.db)) {
      const result = await verifyUsdtDeposit(manual.client, {
        txHash: row.txHash!,
        platformAddress: manual.address,
        minAmountMicros: row.amountMicros,
      }).catch(() => undefined);
      if (result?.ok) {
        const arrived = result.transfer.amountMicros;
        const remark = overpaidRemark(row, arrived);
        await this.deps.crediting
          .credit(row.id, creditedFor(row, arrived), SYSTEM_ACTOR, { remark }, true)
          .then(
            () => (confirmed += 1),
            // Confirmed meanwhile by an operator or the chain watcher.
            (error: unknown) => {
              if (!(error instanceof AppError)) throw error;
            },
          );
      } else if (result && result.reason !== 'not_confirmed' && result.reason !== 'not_found') {
        await this.deps.crediting.move(row.id, 'failed', SYSTEM_ACTOR, {
          remark: `transfer check: ${result.reason}`,
        });
      }
    }
    return { confirmed };
  }

  private async timeOutOverdue(): Promise<{ timedOut: number }> {
    let timedOut = 0;
    for (const row of await overdueManualDeposits(this.deps.db, this.now())) {
      // Paid or cancelled meanwhile: the transition is refused and the deposit left as it is.
      await this.deps.crediting.move(row.id, 'timeout', SYSTEM_ACTOR).then(
        () => (timedOut += 1),
        (error: unknown) => {
          if (!(error instanceof AppError)) throw error;
        },
      );
    }
    return { timedOut };
  }
}
