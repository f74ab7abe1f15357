import { createHash, randomBytes } from 'node:crypto';
import {
  type CreateDepositBody,
  canMoveDeposit,
  type Deposit,
  type DepositPage,
  type DepositSettings,
  type DepositStatus,
  type DepositsQuery,
  formatUsdt,
  parseUsdt,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { type Actor, audit, SYSTEM_ACTOR } from '../../db/audit.ts';
import type { Database, Executor } from '../../db/client.ts';
import { deposits, paymentCallbacks } from '../../db/schema/index.ts';
import { toMicros } from '../../integrations/nowpayments/amounts.ts';
import { verifyIpnSignature } from '../../integrations/nowpayments/ipn-signature.ts';
import type { NowPaymentsClient } from '../../integrations/nowpayments/nowpayments-client.ts';
import {
  isForwardTransition,
  isIpnBody,
  type NowPaymentsPaymentStatus,
  paymentIdText,
} from '../../integrations/nowpayments/types.ts';
import type { TronGridClient } from '../../integrations/tron/trongrid-client.ts';
import { verifyUsdtDeposit } from '../../integrations/tron/usdt-transfer-verifier.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { startOfPlatformDay } from '../../lib/platform-time.ts';
import { EXPORT_ROW_LIMIT } from '../../lib/tabular-export.ts';
import { actorOf, advertiserIdOf, type Principal } from '../auth/principal.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import { type DepositRow, depositView } from './deposit-view.ts';
import {
  type DepositFilter,
  findDeposit,
  openProviderDeposits,
  pageDeposits,
  txHashUsed,
} from './deposits.repository.ts';

export interface PaymentProviderConfig {
  client: NowPaymentsClient;
  ipnSecret: string;
  ipnUrl: string;
  /** The built-in sandbox: no real money; its control URL lets the demo simulate a payment. */
  sandboxUrl?: string | undefined;
}

export interface ManualDepositConfig {
  client: TronGridClient;
  address: string;
}

export interface DepositsDeps {
  db: Database;
  ledger: LedgerService;
  promotions: PromotionsService;
  provider?: PaymentProviderConfig | undefined;
  manual?: ManualDepositConfig | undefined;
  timeZone: string;
  manualDepositHours: number;
  now?: (() => Date) | undefined;
}

/** Provider statuses and the deposit status each one means. */
const STATUS_OF_PROVIDER: Record<string, DepositStatus> = {
  waiting: 'waiting',
  confirming: 'pending',
  confirmed: 'pending',
  sending: 'pending',
  partially_paid: 'success',
  finished: 'success',
  failed: 'failed',
  refunded: 'failed',
  expired: 'timeout',
};

const notFound = () => new AppError('NOT_FOUND');
const newReference = () => `DP${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Deposits: top-ups of the prepaid balance in USDT-TRC20, by manual transfer (proved by its transaction hash,
 * checked on TronGrid) or through the crypto payment provider (NOWPayments protocol: signed callbacks, re-checked
 * with the provider). A deposit is credited to the ledger once, in the transaction that moves it to success.
 */
export class DepositsService {
  private readonly now: () => Date;
  constructor(private readonly deps: DepositsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  settings(principal: Principal): DepositSettings {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Deposit');
    return {
      manual_address: this.deps.manual?.address ?? null,
      crypto_enabled: this.deps.provider !== undefined,
      sandbox: this.deps.provider?.sandboxUrl !== undefined,
      network: 'TRC20',
      currency: 'USDT',
      max_decimals: 2,
    };
  }

  private view(row: DepositRow): Deposit {
    return depositView(row, this.deps.provider?.sandboxUrl !== undefined);
  }

  async list(principal: Principal, query: DepositsQuery, scope: 'own' | 'all' = 'own'): Promise<DepositPage> {
    if (scope === 'own') ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Deposit');
    else ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsDeposit');
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.page_size ?? 10);
    const { rows, total } = await pageDeposits(
      this.deps.db,
      this.filterOf(query, scope === 'own' ? advertiserIdOf(principal) : undefined),
      page,
      pageSize,
    );
    return { data: rows.map((row) => this.view(row)), total, page, page_size: pageSize };
  }

  /** The list's query as a repository filter: platform days turned into instants. */
  private filterOf(query: Omit<DepositsQuery, 'page' | 'page_size'>, advertiserId?: string): DepositFilter {
    return {
      advertiserId,
      search: query.search || undefined,
      status: query.status,
      method: query.method,
      from: query.from ? startOfPlatformDay(query.from, this.deps.timeZone) : undefined,
      to: query.to ? startOfPlatformDay(query.to, this.deps.timeZone, 1) : undefined,
    };
  }

  /** Every deposit the filter matches (export), newest first, up to the export limit. */
  async all(principal: Principal, query: Omit<DepositsQuery, 'page' | 'page_size'>): Promise<Deposit[]> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Deposit');
    const { rows } = await pageDeposits(
      this.deps.db,
      this.filterOf(query, advertiserIdOf(principal)),
      1,
      EXPORT_ROW_LIMIT,
    );
    return rows.map((row) => this.view(row));
  }

  async get(principal: Principal, key: { id?: string; reference?: string }): Promise<Deposit> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Deposit');
    const row = await findDeposit(this.deps.db, key, advertiserIdOf(principal));
    if (!row) throw notFound();
    return this.view(row);
  }

  async create(principal: Principal, body: CreateDepositBody): Promise<Deposit> {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'Deposit');
    const advertiserId = advertiserIdOf(principal);
    const amountMicros = parseUsdt(body.amount, 2);
    if (amountMicros === null || amountMicros <= 0n) throw new AppError('VALIDATION_FAILED');
    const method = body.method;
    if (method === 'manual' && !this.deps.manual) throw methodUnavailable();
    if (method === 'crypto' && !this.deps.provider) throw methodUnavailable();
    const actor = actorOf(principal);
    const created = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(deposits)
        .values({
          reference: newReference(),
          advertiserId,
          method,
          status: 'waiting',
          amountMicros,
          payAddress: method === 'manual' ? this.deps.manual!.address : null,
          payAmount: method === 'manual' ? body.amount : null,
          validUntil:
            method === 'manual'
              ? new Date(this.now().getTime() + this.deps.manualDepositHours * 3_600_000)
              : null,
          promotionCode: body.promotion_code ?? null,
          createdByUserId: principal.user.id,
        })
        .returning();
      // The promotion is claimed with the deposit, or neither exists (a broken rule is a field error).
      if (body.promotion_code) {
        await this.deps.promotions.claim(tx, {
          code: body.promotion_code,
          advertiserId,
          depositId: row!.id,
          amountMicros,
        });
      }
      await audit.created(tx, actor, { advertiserId, subject: 'Deposit', subjectId: row!.id }, row!);
      return row!;
    });
    if (method === 'manual') return this.view(created);
    return this.view(await this.openProviderPayment(created, actor));
  }

  /** Asks the provider for a payment address and amount; a refusal fails the deposit ('Failed to create deposit'). */
  private async openProviderPayment(deposit: DepositRow, actor: Actor): Promise<DepositRow> {
    const provider = this.deps.provider!;
    let payment: Awaited<ReturnType<NowPaymentsClient['createPayment']>>;
    try {
      payment = await provider.client.createPayment({
        // A decimal string: the amount never passes through a float.
        priceAmount: formatUsdt(deposit.amountMicros),
        priceCurrency: 'usd',
        payCurrency: 'usdttrc20',
        orderId: deposit.reference,
        orderDescription: `AdPortal deposit ${deposit.reference}`,
        ipnCallbackUrl: provider.ipnUrl,
      });
    } catch {
      await this.move(deposit.id, 'failed', SYSTEM_ACTOR, { remark: 'provider refused the payment' });
      throw new AppError('SERVICE_UNAVAILABLE', { params: { what: 'deposit' } });
    }
    return this.deps.db.transaction(async (tx) => {
      const before = await findDeposit(tx, { id: deposit.id }, undefined, true);
      const [after] = await tx
        .update(deposits)
        .set({
          providerPaymentId: paymentIdText(payment.payment_id),
          providerStatus: payment.payment_status,
          payAddress: payment.pay_address,
          payAmount: String(payment.pay_amount),
          validUntil: payment.valid_until ? new Date(payment.valid_until) : null,
          gatewayData: payment as unknown as Record<string, unknown>,
          updatedAt: this.now(),
        })
        .where(eq(deposits.id, deposit.id))
        .returning();
      await audit.updated(
        tx,
        actor,
        { advertiserId: deposit.advertiserId, subject: 'Deposit', subjectId: deposit.id },
        before!,
        after!,
      );
      return after!;
    });
  }

  /** The advertiser gives up on a deposit not paid yet. */
  async cancel(principal: Principal, id: string): Promise<Deposit> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Deposit');
    const row = await findDeposit(this.deps.db, { id }, advertiserIdOf(principal));
    if (!row) throw notFound();
    if (row.status !== 'waiting' || row.creditedMicros > 0n || row.txHash)
      throw invalid(row.status, 'cancelled');
    return this.view(await this.move(row.id, 'cancelled', actorOf(principal)));
  }

  /**
   * A manual deposit's proof: the transfer's hash. Checked on TronGrid (confirmed, the USDT contract, to the
   * platform's address, at least the amount); credited at once when it holds. A transfer not confirmed yet
   * leaves the deposit pending for the chain check to finish. A hash is accepted once, on any deposit.
   */
  async submitTxHash(principal: Principal, id: string, txHash: string): Promise<Deposit> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Deposit');
    const manual = this.deps.manual;
    const row = await findDeposit(this.deps.db, { id }, advertiserIdOf(principal));
    if (!row) throw notFound();
    if (row.method !== 'manual' || !manual) throw invalid(row.status, 'pending');
    if (row.status !== 'waiting') throw invalid(row.status, 'pending');
    if (await txHashUsed(this.deps.db, txHash)) throw txHashField('deposit.errors.txHashUsed');
    const result = await verifyUsdtDeposit(manual.client, {
      txHash,
      platformAddress: manual.address,
      minAmountMicros: row.amountMicros,
      notBefore: new Date(row.createdAt.getTime() - 3_600_000),
    });
    if (!result.ok && result.reason !== 'not_confirmed' && result.reason !== 'not_found') {
      throw txHashField(`deposit.errors.tx_${result.reason}`);
    }
    const actor = actorOf(principal);
    try {
      if (result.ok) {
        return this.view(
          await this.credit(
            row.id,
            creditedFor(row, result.transfer.amountMicros),
            actor,
            {
              txHash,
              gatewayData: { ...result.transfer, amountMicros: result.transfer.amountMicros.toString() },
              remark: overpaidRemark(row, result.transfer.amountMicros),
            },
            true,
          ),
        );
      }
      return this.view(await this.move(row.id, 'pending', actor, { txHash }));
    } catch (error) {
      if (isUniqueViolation(error)) throw txHashField('deposit.errors.txHashUsed');
      throw error;
    }
  }

  /**
   * A provider callback. Verified (HMAC-SHA512 over the sorted body), recorded once (a repeat is a no-op),
   * re-checked with the provider, then applied only if it moves the payment forward.
   */
  async handleIpn(body: unknown, signature: string | undefined): Promise<{ ok: true; duplicate: boolean }> {
    const provider = this.deps.provider;
    if (!provider || !verifyIpnSignature(body, signature, provider.ipnSecret))
      throw new AppError('FORBIDDEN');
    if (!isIpnBody(body)) throw new AppError('BAD_REQUEST');
    const paymentId = paymentIdText(body.payment_id);
    if (!paymentId) throw new AppError('BAD_REQUEST');
    const bodyHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const recorded = await this.deps.db
      .insert(paymentCallbacks)
      .values({ providerPaymentId: paymentId, status: body.payment_status, bodyHash, body })
      .onConflictDoNothing()
      .returning({ id: paymentCallbacks.id });
    if (recorded.length === 0) return { ok: true, duplicate: true };
    try {
      const deposit = await findDeposit(this.deps.db, { providerPaymentId: paymentId });
      // Not ours (or a child payment for extra money we do not book automatically): acknowledged, nothing else.
      if (!deposit) return { ok: true, duplicate: false };
      // The callback says something changed; the provider's own answer says what.
      const payment = await provider.client.getPayment(paymentId);
      await this.applyProviderPayment(deposit.id, payment);
      return { ok: true, duplicate: false };
    } catch (error) {
      // Not applied: forget it, so the provider's retry of this callback is processed, not skipped.
      await this.deps.db.delete(paymentCallbacks).where(eq(paymentCallbacks.id, recorded[0]!.id));
      throw error;
    }
  }

  /**
   * Re-polls the advertiser's open provider payments (the list's "refresh gateway data"). Re-polling can credit a
   * deposit: a write, so it needs the right to update deposits, not only to read them.
   */
  async refreshGateway(principal: Principal): Promise<{ checked: number }> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Deposit');
    return this.pollOpen(advertiserIdOf(principal));
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
    const waiting = await this.deps.db
      .select()
      .from(deposits)
      .where(and(eq(deposits.method, 'manual'), eq(deposits.status, 'waiting')))
      .orderBy(deposits.createdAt)
      .limit(500);
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
        await this.credit(
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

  /**
   * Polls open provider payments (all advertisers), finishes manual deposits whose submitted transfer has been
   * confirmed since, and times out manual deposits left unpaid too long.
   */
  async sweep(): Promise<{ checked: number; confirmed: number; matched: number; timedOut: number }> {
    const { checked } = await this.pollOpen();
    const { matched } = await this.watchChain().catch(() => ({ matched: 0 }));
    let confirmed = 0;
    const manual = this.deps.manual;
    if (manual) {
      const pending = await this.deps.db
        .select()
        .from(deposits)
        .where(and(eq(deposits.method, 'manual'), eq(deposits.status, 'pending'), isNotNull(deposits.txHash)))
        .limit(200);
      for (const row of pending) {
        const result = await verifyUsdtDeposit(manual.client, {
          txHash: row.txHash!,
          platformAddress: manual.address,
          minAmountMicros: row.amountMicros,
        }).catch(() => undefined);
        if (result?.ok) {
          const arrived = result.transfer.amountMicros;
          const remark = overpaidRemark(row, arrived);
          await this.credit(row.id, creditedFor(row, arrived), SYSTEM_ACTOR, { remark }, true).then(
            () => (confirmed += 1),
            // Confirmed meanwhile by an operator or the chain watcher.
            (error: unknown) => {
              if (!(error instanceof AppError)) throw error;
            },
          );
        } else if (result && result.reason !== 'not_confirmed' && result.reason !== 'not_found') {
          await this.move(row.id, 'failed', SYSTEM_ACTOR, { remark: `transfer check: ${result.reason}` });
        }
      }
    }
    let timedOut = 0;
    const overdue = await this.deps.db
      .select({ id: deposits.id })
      .from(deposits)
      .where(
        and(
          eq(deposits.method, 'manual'),
          eq(deposits.status, 'waiting'),
          lt(deposits.validUntil, this.now()),
        ),
      )
      .limit(500);
    for (const row of overdue) {
      // Paid or cancelled meanwhile: the transition is refused and the deposit left as it is.
      await this.move(row.id, 'timeout', SYSTEM_ACTOR).then(
        () => (timedOut += 1),
        (error: unknown) => {
          if (!(error instanceof AppError)) throw error;
        },
      );
    }
    return { checked, confirmed, matched, timedOut };
  }

  private async pollOpen(advertiserId?: string): Promise<{ checked: number }> {
    const provider = this.deps.provider;
    if (!provider) return { checked: 0 };
    let checked = 0;
    for (const row of await openProviderDeposits(this.deps.db, advertiserId)) {
      try {
        await this.applyProviderPayment(row.id, await provider.client.getPayment(row.providerPaymentId!));
        checked += 1;
      } catch {
        // One payment the provider cannot answer for does not stop the others.
      }
    }
    return { checked };
  }

  /**
   * Moves a provider deposit to what the provider says, forward only: finished credits the amount asked for (or
   * all that arrived when more did, with a remark), partially paid credits what arrived (and says so),
   * failed/refunded fail it, expired times it out.
   */
  async applyProviderPayment(depositId: string, payment: NowPaymentsPaymentStatus): Promise<DepositRow> {
    return this.deps.db.transaction(async (tx) => {
      const row = await findDeposit(tx, { id: depositId }, undefined, true);
      if (!row) throw notFound();
      const reported = payment.payment_status;
      if (row.providerStatus && !isForwardTransition(row.providerStatus, reported)) return row;
      const target = STATUS_OF_PROVIDER[reported] ?? row.status;
      const gatewayData = payment as unknown as Record<string, unknown>;
      if (reported === 'finished' || reported === 'partially_paid') {
        const arrived = payment.actually_paid === null ? 0n : toMicros(payment.actually_paid);
        // Finished credits at least the amount asked; more than asked is the advertiser's money too, credited
        // and said so, never kept silently.
        const due =
          arrived > row.amountMicros ? arrived : reported === 'finished' ? row.amountMicros : arrived;
        const remark =
          arrived > row.amountMicros
            ? overpaidRemark(row, arrived)
            : reported === 'partially_paid'
              ? `partially paid: ${payment.actually_paid} of ${payment.pay_amount} USDT arrived and was credited`
              : null;
        return this.creditIn(tx, row, due, SYSTEM_ACTOR, { providerStatus: reported, gatewayData, remark });
      }
      if (target !== row.status && !canMoveDeposit(row.status, target)) {
        return this.updateIn(tx, row, SYSTEM_ACTOR, { providerStatus: reported, gatewayData });
      }
      return this.updateIn(tx, row, SYSTEM_ACTOR, {
        status: target,
        providerStatus: reported,
        gatewayData,
        ...(isFinal(target) ? { completedAt: this.now() } : {}),
      });
    });
  }

  /** Operators: confirm a manual deposit (credits it) with a remark. */
  async confirmManual(principal: Principal, id: string, remark: string): Promise<Deposit> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsDeposit');
    const row = await findDeposit(this.deps.db, { id });
    if (!row) throw notFound();
    if (row.method !== 'manual' || !canMoveDeposit(row.status, 'success'))
      throw invalid(row.status, 'success');
    return this.view(await this.credit(row.id, row.amountMicros, actorOf(principal), { remark }, true));
  }

  /** Operators: reject a manual deposit with a remark. */
  async rejectManual(principal: Principal, id: string, remark: string): Promise<Deposit> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsDeposit');
    const row = await findDeposit(this.deps.db, { id });
    if (!row) throw notFound();
    if (row.method !== 'manual') throw invalid(row.status, 'rejected');
    return this.view(await this.move(row.id, 'rejected', actorOf(principal), { remark }));
  }

  /** The sandbox only: pays a payment as the customer's wallet would (the demo's "simulate payment"). */
  async simulatePayment(principal: Principal, id: string, amount?: string): Promise<Deposit> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Deposit');
    const sandboxUrl = this.deps.provider?.sandboxUrl;
    if (!sandboxUrl) throw notFound();
    const row = await findDeposit(this.deps.db, { id }, advertiserIdOf(principal));
    if (!row?.providerPaymentId) throw notFound();
    const response = await fetch(`${sandboxUrl}/sandbox/payments/${row.providerPaymentId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(amount ? { amount } : {}),
    });
    if (!response.ok) throw invalid(row.status, 'success');
    // The sandbox's callbacks arrive on their own; polling here makes the answer current.
    await this.applyProviderPayment(
      row.id,
      await this.deps.provider!.client.getPayment(row.providerPaymentId),
    );
    const after = await findDeposit(this.deps.db, { id });
    return this.view(after!);
  }

  private async move(
    id: string,
    to: DepositStatus,
    actor: Actor,
    extra: Partial<typeof deposits.$inferInsert> = {},
  ): Promise<DepositRow> {
    return this.deps.db.transaction(async (tx) => {
      const row = await findDeposit(tx, { id }, undefined, true);
      if (!row) throw notFound();
      if (!canMoveDeposit(row.status, to)) throw invalid(row.status, to);
      return this.updateIn(tx, row, actor, {
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
  private async credit(
    id: string,
    amountMicros: bigint,
    actor: Actor,
    extra: Partial<typeof deposits.$inferInsert> = {},
    onlyOpen = false,
  ): Promise<DepositRow> {
    return this.deps.db.transaction(async (tx) => {
      const row = await findDeposit(tx, { id }, undefined, true);
      if (!row) throw notFound();
      if (onlyOpen && row.status !== 'waiting' && row.status !== 'pending')
        throw invalid(row.status, 'success');
      return this.creditIn(tx, row, amountMicros, actor, extra);
    });
  }

  /**
   * Brings what the deposit credited up to `totalMicros` (never down) and marks it a success, in the caller's
   * transaction with the deposit row locked. The ledger reference names the total, so a repeat books nothing.
   */
  private async creditIn(
    tx: Executor,
    row: DepositRow,
    totalMicros: bigint,
    actor: Actor,
    extra: Partial<typeof deposits.$inferInsert>,
  ): Promise<DepositRow> {
    if (row.status !== 'success' && !canMoveDeposit(row.status, 'success'))
      throw invalid(row.status, 'success');
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
    const after = await this.updateIn(tx, row, actor, {
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

  private async updateIn(
    tx: Executor,
    row: DepositRow,
    actor: Actor,
    changes: Partial<typeof deposits.$inferInsert>,
  ): Promise<DepositRow> {
    const [after] = await tx
      .update(deposits)
      .set({ ...changes, updatedAt: this.now() })
      .where(eq(deposits.id, row.id))
      .returning();
    await audit.updated(
      tx,
      actor,
      { advertiserId: row.advertiserId, subject: 'Deposit', subjectId: row.id },
      row,
      after!,
    );
    // A deposit that will never be credited gives its promotion's slot back.
    if (after!.status !== row.status && after!.status !== 'success' && isFinal(after!.status)) {
      await this.deps.promotions.releaseFor(tx, row.id, `deposit ${after!.status}`);
    }
    return after!;
  }
}

const FINAL: readonly DepositStatus[] = ['success', 'rejected', 'failed', 'timeout', 'cancelled'];
function isFinal(status: DepositStatus): boolean {
  return FINAL.includes(status);
}

function invalid(from: DepositStatus, to: DepositStatus): AppError {
  return new AppError('INVALID_TRANSITION', {
    params: { from: `$t(deposit.statuses.${from})`, to: `$t(deposit.statuses.${to})` },
  });
}

function methodUnavailable(): AppError {
  return new AppError('VALIDATION_FAILED', {
    fields: [{ path: 'method', key: 'deposit.errors.methodUnavailable' }],
  });
}

function txHashField(key: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ path: 'tx_hash', key }] });
}

/** A verified transfer credits all that arrived: at least the amount asked, more when more was sent. */
function creditedFor(row: DepositRow, arrivedMicros: bigint): bigint {
  return arrivedMicros > row.amountMicros ? arrivedMicros : row.amountMicros;
}

/** Says so when more arrived than was asked (and was credited), so the money is never kept silently. */
function overpaidRemark(row: DepositRow, arrivedMicros: bigint): string | null {
  if (arrivedMicros <= row.amountMicros) return row.remark;
  return `overpaid: ${formatUsdt(arrivedMicros)} USDT arrived for ${formatUsdt(row.amountMicros)} asked; all of it was credited`;
}
