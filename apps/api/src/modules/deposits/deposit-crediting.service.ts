import { canMoveDeposit, type DepositStatus, formatUsdt } from '@adportal/contracts';
import { type Actor, audit } from '../../db/audit.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { NotificationInput, NotificationsService } from '../notifications/notifications.service.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import { depositNotFound, invalidTransition, isFinal } from './deposit-rules.ts';
import type { DepositRow } from './deposit-view.ts';
import { type DepositChanges, findDeposit, updateDeposit } from './deposits.repository.ts';

export interface DepositCreditingDeps {
  db: Database;
  ledger: LedgerService;
  promotions: PromotionsService;
  /** Tells the team a deposit was credited (in full or in part), failed, was rejected or timed out. */
  notifications?: NotificationsService | undefined;
  /** Announces the same credits and failures to the team's webhooks (deposit.credited, deposit.failed). */
  webhooks?: WebhookEmitter | undefined;
  now?: (() => Date) | undefined;
}

/**
 * Every change of a deposit's status, and the one place that credits the ledger for a deposit: once, in the
 * transaction that moves it to success, with the row locked. Each change is audited; a deposit that ends
 * without money gives its promotion's slot back, one that is credited earns its promotion's bonus.
 */
export class DepositCreditingService {
  private readonly now: () => Date;
  constructor(private readonly deps: DepositCreditingDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Moves a deposit to another status in its own transaction (409 when DEPOSIT_TRANSITIONS refuse it). */
  async move(id: string, to: DepositStatus, actor: Actor, extra: DepositChanges = {}): Promise<DepositRow> {
    return this.deps.db.transaction(async (tx) => {
      const row = await findDeposit(tx, { id }, undefined, true);
      if (!row) throw depositNotFound();
      if (!canMoveDeposit(row.status, to)) throw invalidTransition(row.status, to);
      return this.update(tx, row, actor, {
        status: to,
        ...(isFinal(to) ? { completedAt: this.now() } : {}),
        ...extra,
      });
    });
  }

  /**
   * Credits a deposit in its own transaction. An operator's confirmation (`onlyOpen`) must find the deposit still
   * open once its row is locked: a second confirmation racing the first is refused, not repeated.
   */
  async credit(
    id: string,
    amountMicros: bigint,
    actor: Actor,
    extra: DepositChanges = {},
    onlyOpen = false,
  ): Promise<DepositRow> {
    return this.deps.db.transaction(async (tx) => {
      const row = await findDeposit(tx, { id }, undefined, true);
      if (!row) throw depositNotFound();
      if (onlyOpen && row.status !== 'waiting' && row.status !== 'pending')
        throw invalidTransition(row.status, 'success');
      return this.creditIn(tx, row, amountMicros, actor, extra);
    });
  }

  /**
   * Brings what the deposit credited up to `totalMicros` (never down) and marks it a success, in the caller's
   * transaction with the deposit row locked. The ledger reference names the total, so a repeat books nothing.
   */
  async creditIn(
    tx: Executor,
    row: DepositRow,
    totalMicros: bigint,
    actor: Actor,
    extra: DepositChanges,
  ): Promise<DepositRow> {
    if (row.status !== 'success' && !canMoveDeposit(row.status, 'success'))
      throw invalidTransition(row.status, 'success');
    const delta = totalMicros - row.creditedMicros;
    if (delta > 0n) {
      await this.deps.ledger.post(tx, {
        advertiserId: row.advertiserId,
        type: 'deposit',
        amountMicros: delta,
        reference: `deposit:${row.id}:${totalMicros}`,
        source: { type: 'deposit', id: row.id },
        note: row.reference,
      });
    }
    const after = await this.update(tx, row, actor, {
      status: 'success',
      creditedMicros: delta > 0n ? totalMicros : row.creditedMicros,
      completedAt: row.completedAt ?? this.now(),
      ...extra,
    });
    // A claimed promotion earns its bonus now, if its rules still hold for what was credited.
    if (row.status !== 'success')
      await this.deps.promotions.applyOnCredit(tx, after, after.creditedMicros, actor);
    return after;
  }

  /** Writes changes to a locked deposit row in the caller's transaction, audited. */
  async update(tx: Executor, row: DepositRow, actor: Actor, changes: DepositChanges): Promise<DepositRow> {
    const after = await updateDeposit(tx, row.id, { ...changes, updatedAt: this.now() });
    await audit.updated(
      tx,
      actor,
      { advertiserId: row.advertiserId, subject: 'Deposit', subjectId: row.id },
      row,
      after,
    );
    // A deposit that will never be credited gives its promotion's slot back.
    if (after.status !== row.status && after.status !== 'success' && isFinal(after.status)) {
      await this.deps.promotions.releaseFor(tx, row.id, `deposit ${after.status}`);
    }
    const notice = depositNotice(row, after);
    if (notice) {
      await this.deps.notifications?.notify(tx, row.advertiserId, notice);
      await this.announce(tx, after);
    }
    return after;
  }

  /** The webhook event of a change the team is told of: a credit (in full, in part, topped up) or a failure. */
  private async announce(tx: Executor, after: DepositRow): Promise<void> {
    const webhooks = this.deps.webhooks;
    if (!webhooks) return;
    const common = {
      deposit_id: after.id,
      reference: after.reference,
      method: after.method,
      amount: formatUsdt(after.amountMicros),
    };
    if (after.status === 'success') {
      await webhooks.emit(tx, after.advertiserId, 'deposit.credited', {
        ...common,
        credited: formatUsdt(after.creditedMicros),
      });
    } else if (after.status === 'failed' || after.status === 'rejected' || after.status === 'timeout') {
      await webhooks.emit(tx, after.advertiserId, 'deposit.failed', {
        ...common,
        status: after.status,
        reason: after.status === 'rejected' ? after.remark : null,
      });
    }
  }
}

/**
 * What the team is told of a deposit's change: credited (again when a partial payment is topped up), partly
 * paid, failed, rejected, timed out. Nothing for steps on the way (pending) or the advertiser's own cancel.
 */
export function depositNotice(before: DepositRow, after: DepositRow): NotificationInput | undefined {
  const link = `/deposit/${after.id}`;
  const reference = after.reference;
  if (after.status === 'success') {
    if (before.status === 'success' && after.creditedMicros <= before.creditedMicros) return undefined;
    const credited = formatUsdt(after.creditedMicros);
    return after.creditedMicros < after.amountMicros
      ? {
          kind: 'deposit',
          messageKey: 'notifications.messages.depositPartial',
          params: { credited, amount: formatUsdt(after.amountMicros), reference },
          link,
        }
      : {
          kind: 'deposit',
          messageKey: 'notifications.messages.depositCredited',
          params: { credited, reference },
          link,
        };
  }
  if (after.status === before.status) return undefined;
  const keys: Partial<Record<DepositRow['status'], string>> = {
    failed: 'notifications.messages.depositFailed',
    rejected: 'notifications.messages.depositRejected',
    timeout: 'notifications.messages.depositTimedOut',
  };
  const messageKey = keys[after.status];
  if (!messageKey) return undefined;
  return { kind: 'deposit', messageKey, params: { amount: formatUsdt(after.amountMicros), reference }, link };
}
