import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../db/client.ts';
import type { StatementSource, StatementType } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { platformDateOf } from '../../lib/platform-time.ts';
import {
  type BrokenLedgerRow,
  brokenLedgerRows,
  hasCreditedDeposit,
  insertSpendEntries,
  insertSpendEntry,
  insertStatement,
  lastBalanceMicros,
  ledgerCounts,
  lockLedger,
  lockLedgers,
  lockOpenSpendOfDay,
  markSpendSettled,
  openSpendDays,
  type SpendEntryRow,
  type StatementRow,
  spendBatchState,
  spendByReference,
  statementByReference,
  temporaryBalancesOf,
  unsettledSpendMicros,
  voidOpenSpend,
  voidOpenSpendMany,
} from './ledger.repository.ts';

export interface Balance {
  /** Settled credit: the last ledger row's after. */
  currentMicros: bigint;
  /** Current minus spend recorded but not yet settled. */
  temporaryMicros: bigint;
}

export interface Posting {
  advertiserId: string;
  type: StatementType;
  /** Signed micro-USDT: credit > 0, debit < 0. */
  amountMicros: bigint;
  /** Unique across the ledger: posting the same reference again returns the first row and books nothing. */
  reference: string;
  source?: { type: StatementSource; id: string };
  note?: string | null;
}

export interface SpendInput {
  advertiserId: string;
  amountMicros: bigint;
  /** The caller's idempotency key (a click id). */
  reference: string;
  /** The ad the spend was for: its budget counts it. */
  advertisementId?: string;
  at?: Date;
}

/** One charge of a batch (a click, or the impressions of one ad in one flush). */
export interface SpendCharge {
  advertiserId: string;
  advertisementId: string;
  amountMicros: bigint;
  /** Unique idempotency key: `click:<impression id>`, `impressions:<flush>:<target>`. */
  reference: string;
  at: Date;
  /** Whether less than the amount may be recorded (impressions: what the money covers) or none at all (a click). */
  partial: boolean;
}

/** Advertisers whose ledgers the caller's transaction holds (`LedgerService.lock`'s answer). */
export interface LockedLedgers {
  readonly advertiserIds: ReadonlySet<string>;
}

/** The caller's budget rule for a batch of charges. */
export interface SpendBudget {
  allowed(charge: SpendCharge): bigint;
  spent(charge: SpendCharge, amountMicros: bigint): void;
}

const UNLIMITED: SpendBudget = { allowed: (charge) => charge.amountMicros, spent: () => {} };

export interface SpendBatchResult {
  /** The amount recorded per reference (0n: refused or recorded before). */
  recorded: Map<string, bigint>;
  /** References refused because the temporary balance could not cover them. */
  refusedForBalance: Set<string>;
  /** Temporary balances of the batch's advertisers after it. */
  balances: Map<string, bigint>;
}

/**
 * The advertiser's ledger (statements): the only writer of balance changes. Every change is one appended row
 * written under the advertiser's row lock in the caller's transaction, so concurrent changes of one advertiser
 * line up and the chain (before = previous after, after = before + amount) always holds. Balances are read
 * from the ledger, never kept beside it.
 */
export class LedgerService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      timeZone: string;
      now?: (() => Date) | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Today in the platform's time zone (YYYY-MM-DD). */
  today(): string {
    return platformDateOf(this.now(), this.deps.timeZone);
  }

  /** Whether a deposit was ever credited to the advertiser. */
  hasCreditedDeposit(db: Executor, advertiserId: string): Promise<boolean> {
    return hasCreditedDeposit(db, advertiserId);
  }

  async balanceOf(db: Executor, advertiserId: string): Promise<Balance> {
    const [current, unsettled] = await Promise.all([
      lastBalanceMicros(db, advertiserId),
      unsettledSpendMicros(db, advertiserId),
    ]);
    const currentMicros = current ?? 0n;
    return { currentMicros, temporaryMicros: currentMicros - unsettled };
  }

  /**
   * Appends one row; call inside the transaction that causes it. A debit that would take the temporary balance
   * below zero is refused (INSUFFICIENT_BALANCE) unless `allowNegative` (settling spend that happened).
   */
  async post(
    tx: Executor,
    posting: Posting,
    options: { allowNegative?: boolean } = {},
  ): Promise<{ statement: StatementRow; duplicate: boolean }> {
    if (!(await lockLedger(tx, posting.advertiserId))) throw new AppError('NOT_FOUND');
    const existing = await statementByReference(tx, posting.reference);
    if (existing) {
      if (existing.advertiserId !== posting.advertiserId) throw new Error('ledger reference reused');
      return { statement: existing, duplicate: true };
    }
    const before = (await lastBalanceMicros(tx, posting.advertiserId)) ?? 0n;
    const after = before + posting.amountMicros;
    // A debit must leave the temporary balance (after the spend not yet settled) at zero or more.
    if (posting.amountMicros < 0n && !options.allowNegative) {
      if (after - (await unsettledSpendMicros(tx, posting.advertiserId)) < 0n) {
        throw new AppError('INSUFFICIENT_BALANCE');
      }
    }
    const statement = await insertStatement(tx, {
      advertiserId: posting.advertiserId,
      type: posting.type,
      beforeMicros: before,
      amountMicros: posting.amountMicros,
      afterMicros: after,
      reference: posting.reference,
      sourceType: posting.source?.type ?? null,
      sourceId: posting.source?.id ?? null,
      note: posting.note ?? null,
      statementDate: this.today(),
      // The service's clock, like the statement date (the demo's history is recorded on a clock of its own).
      createdAt: this.now(),
    });
    return { statement, duplicate: false };
  }

  /**
   * Records spend as it happens (not in the ledger until settled). Refused when it would take the temporary
   * balance below zero; the same reference twice records it once.
   */
  async recordSpend(tx: Executor, input: SpendInput): Promise<{ entry: SpendEntryRow; duplicate: boolean }> {
    if (input.amountMicros <= 0n) throw new AppError('BAD_REQUEST');
    if (!(await lockLedger(tx, input.advertiserId))) throw new AppError('NOT_FOUND');
    const existing = await spendByReference(tx, input.reference);
    if (existing) return { entry: existing, duplicate: true };
    const balance = await this.balanceOf(tx, input.advertiserId);
    if (balance.temporaryMicros - input.amountMicros < 0n) throw new AppError('INSUFFICIENT_BALANCE');
    const at = input.at ?? this.now();
    const entry = await insertSpendEntry(tx, {
      advertiserId: input.advertiserId,
      amountMicros: input.amountMicros,
      advertisementId: input.advertisementId ?? null,
      reference: input.reference,
      spendDate: platformDateOf(at, this.deps.timeZone),
      occurredAt: at,
    });
    return { entry, duplicate: false };
  }

  /**
   * Records a batch of charges in the caller's transaction (delivery's group commit): the advertisers' ledgers
   * are locked in id order (unless the caller holds them already: `locked`, from `lock`), their temporary balances
   * and the references recorded before read in one query, and each charge in order is first capped by `budget`
   * (the caller's rule: how much of it may be spent; told what was) and then by what the balance still covers. A
   * click-like charge (not partial) is recorded whole or refused; nothing takes a temporary balance below zero; a
   * reference recorded before is not recorded again.
   */
  async recordSpendBatch(
    tx: Executor,
    charges: readonly SpendCharge[],
    budget: SpendBudget = UNLIMITED,
    locked?: LockedLedgers,
  ): Promise<SpendBatchResult> {
    const advertiserIds = [...new Set(charges.map((charge) => charge.advertiserId))];
    if (charges.length === 0)
      return { recorded: new Map(), refusedForBalance: new Set(), balances: new Map() };
    if (!locked) await lockLedgers(tx, advertiserIds);
    // Locking one more ledger after others would break the id order every batch keeps (deadlocks).
    else if (advertiserIds.some((id) => !locked.advertiserIds.has(id)))
      throw new Error('recordSpendBatch: a charge of an advertiser whose ledger the caller did not lock');
    const { balances, recordedBefore: seen } = await spendBatchState(
      tx,
      advertiserIds,
      charges.map((charge) => charge.reference),
    );
    const recorded = new Map<string, bigint>();
    const refusedForBalance = new Set<string>();
    const rows = [];
    for (const charge of charges) {
      recorded.set(charge.reference, 0n);
      if (seen.has(charge.reference) || charge.amountMicros <= 0n) continue;
      seen.add(charge.reference);
      const allowed = budget.allowed(charge);
      const left = balances.get(charge.advertiserId) ?? 0n;
      let amount = allowed < charge.amountMicros ? allowed : charge.amountMicros;
      if (amount > left) {
        if (!charge.partial) refusedForBalance.add(charge.reference);
        amount = charge.partial ? left : 0n;
      }
      if (amount <= 0n || (!charge.partial && amount < charge.amountMicros)) continue;
      balances.set(charge.advertiserId, left - amount);
      budget.spent(charge, amount);
      recorded.set(charge.reference, amount);
      rows.push({
        advertiserId: charge.advertiserId,
        amountMicros: amount,
        advertisementId: charge.advertisementId,
        reference: charge.reference,
        spendDate: platformDateOf(charge.at, this.deps.timeZone),
        occurredAt: charge.at,
      });
    }
    await insertSpendEntries(tx, rows);
    return { recorded, refusedForBalance, balances };
  }

  /** Temporary balances of several advertisers in one query (the ad server's money state). */
  temporaryBalances(db: Executor, advertiserIds: readonly string[]): Promise<Map<string, bigint>> {
    return temporaryBalancesOf(db, advertiserIds);
  }

  /**
   * Locks these advertisers' ledgers (id order) in the caller's transaction, before reading what they decide on;
   * the answer passed to `recordSpendBatch` spares it locking them again.
   */
  async lock(tx: Executor, advertiserIds: readonly string[]): Promise<LockedLedgers> {
    await lockLedgers(tx, advertiserIds);
    return { advertiserIds: new Set(advertiserIds) };
  }

  /** Voids many unsettled spend entries at once (the midnight void pass); returns the references voided. */
  async voidSpendMany(tx: Executor, references: readonly string[]): Promise<string[]> {
    return voidOpenSpendMany(tx, references, this.now());
  }

  /** Cancels unsettled spend (a junk click found before midnight): it is never booked. */
  async voidSpend(tx: Executor, reference: string): Promise<boolean> {
    return voidOpenSpend(tx, reference, this.now());
  }

  /**
   * Books every advertiser's open spend of the days before today as one expense row per advertiser and day,
   * each in its own transaction (a crash half-way leaves the rest for the next run; nothing is booked twice,
   * because the entries are marked settled in the transaction that books them).
   */
  async settle(
    db: Database,
    /** Told of each booked day in the booking's transaction (the spend.settled webhook). */
    onBooked?: (
      tx: Executor,
      day: { advertiserId: string; spendDate: string; amountMicros: bigint },
    ) => Promise<void>,
  ): Promise<{ booked: number; totalMicros: bigint }> {
    let booked = 0;
    let totalMicros = 0n;
    for (const day of await openSpendDays(db, this.today())) {
      const amount = await db.transaction(async (tx) => {
        await lockLedger(tx, day.advertiserId);
        const open = await lockOpenSpendOfDay(tx, day.advertiserId, day.spendDate);
        if (open.length === 0) return 0n;
        const total = open.reduce((sum, entry) => sum + entry.amountMicros, 0n);
        const settlementId = randomUUID();
        const { statement } = await this.post(
          tx,
          {
            advertiserId: day.advertiserId,
            type: 'expense',
            amountMicros: -total,
            reference: `settlement:${settlementId}`,
            source: { type: 'settlement', id: day.spendDate },
            note: null,
          },
          // The spend happened; the ledger must show it even if an adjustment lowered the credit since.
          { allowNegative: true },
        );
        for (const entry of open) {
          await markSpendSettled(tx, entry.id, statement.id, this.now());
        }
        await onBooked?.(tx, {
          advertiserId: day.advertiserId,
          spendDate: day.spendDate,
          amountMicros: total,
        });
        return total;
      });
      if (amount > 0n) {
        booked += 1;
        totalMicros += amount;
      }
    }
    return { booked, totalMicros };
  }

  /** Proves the ledger: every advertiser's chain of rows adds up. */
  async verify(db: Executor): Promise<{ advertisers: number; rows: number; broken: BrokenLedgerRow[] }> {
    const [counts, broken] = await Promise.all([ledgerCounts(db), brokenLedgerRows(db)]);
    return { ...counts, broken };
  }
}
