import { createHash } from 'node:crypto';
import { canMoveDeposit, type DepositStatus, formatUsdt } from '@adportal/contracts';
import { type Actor, SYSTEM_ACTOR } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { toMicros } from '../../integrations/nowpayments/amounts.ts';
import { verifyIpnSignature } from '../../integrations/nowpayments/ipn-signature.ts';
import {
  type NowPaymentsClient,
  NowPaymentsError,
} from '../../integrations/nowpayments/nowpayments-client.ts';
import {
  isForwardTransition,
  isIpnBody,
  type NowPaymentsPaymentStatus,
  paymentIdText,
} from '../../integrations/nowpayments/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DepositCreditingService } from './deposit-crediting.service.ts';
import type { PaymentProviderConfig } from './deposit-methods.ts';
import { depositNotFound, invalidTransition, isFinal, overpaidRemark } from './deposit-rules.ts';
import type { DepositRow } from './deposit-view.ts';
import {
  findDeposit,
  forgetPaymentCallback,
  openProviderDeposits,
  recordPaymentCallback,
} from './deposits.repository.ts';

export interface ProviderPaymentsDeps {
  db: Database;
  crediting: DepositCreditingService;
  provider?: PaymentProviderConfig | undefined;
  now?: (() => Date) | undefined;
}

/** What a callback the provider could not confirm asks it to wait before calling again. */
const IPN_RETRY_AFTER_SECONDS = 60;

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

/**
 * Deposits paid through the crypto payment provider (NOWPayments protocol): opening the payment, signed
 * callbacks, polling (callbacks can be lost), and the sandbox's simulated payments.
 */
export class ProviderPaymentsService {
  private readonly now: () => Date;
  constructor(private readonly deps: ProviderPaymentsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  get enabled(): boolean {
    return this.deps.provider !== undefined;
  }

  get sandbox(): boolean {
    return this.deps.provider?.sandboxUrl !== undefined;
  }

  /** Asks the provider for a payment address and amount; a refusal fails the deposit ('Failed to create deposit'). */
  async open(deposit: DepositRow, actor: Actor): Promise<DepositRow> {
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
      await this.deps.crediting.move(deposit.id, 'failed', SYSTEM_ACTOR, {
        remark: 'provider refused the payment',
      });
      throw new AppError('SERVICE_UNAVAILABLE', { params: { what: 'deposit' } });
    }
    return this.deps.db.transaction(async (tx) => {
      const before = await findDeposit(tx, { id: deposit.id }, undefined, true);
      return this.deps.crediting.update(tx, before!, actor, {
        providerPaymentId: paymentIdText(payment.payment_id),
        providerStatus: payment.payment_status,
        payAddress: payment.pay_address,
        payAmount: String(payment.pay_amount),
        validUntil: payment.valid_until ? new Date(payment.valid_until) : null,
        gatewayData: payment as unknown as Record<string, unknown>,
      });
    });
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
    const recorded = await recordPaymentCallback(this.deps.db, {
      providerPaymentId: paymentId,
      status: body.payment_status,
      bodyHash,
      body,
    });
    if (recorded === undefined) return { ok: true, duplicate: true };
    try {
      const deposit = await findDeposit(this.deps.db, { providerPaymentId: paymentId });
      // Not ours (or a child payment for extra money we do not book automatically): acknowledged, nothing else.
      if (!deposit) return { ok: true, duplicate: false };
      // The callback says something changed; the provider's own answer says what.
      const payment = await provider.client.getPayment(paymentId);
      await this.apply(deposit.id, payment);
      return { ok: true, duplicate: false };
    } catch (error) {
      // Not applied: forget it, so the provider's retry of this callback is processed, not skipped.
      await forgetPaymentCallback(this.deps.db, recorded);
      // The provider could not confirm it just now (down, or not answering for the payment yet): a 503 asks it
      // to call again, and the poller checks open payments meanwhile. Anything else is our fault, a 500.
      if (error instanceof NowPaymentsError)
        throw new AppError('SERVICE_UNAVAILABLE', { retryAfterSeconds: IPN_RETRY_AFTER_SECONDS });
      throw error;
    }
  }

  /** Polls open provider payments (of one advertiser, or all) and applies what the provider says. */
  async pollOpen(advertiserId?: string): Promise<{ checked: number }> {
    const provider = this.deps.provider;
    if (!provider) return { checked: 0 };
    let checked = 0;
    for (const row of await openProviderDeposits(this.deps.db, advertiserId)) {
      try {
        await this.apply(row.id, await provider.client.getPayment(row.providerPaymentId!));
        checked += 1;
      } catch {
        // One payment the provider cannot answer for does not stop the others.
      }
    }
    return { checked };
  }

  /** The sandbox only: pays a payment as the customer's wallet would, then polls it so the answer is current. */
  async paySandbox(row: DepositRow, amount?: string): Promise<void> {
    const sandboxUrl = this.deps.provider?.sandboxUrl;
    if (!sandboxUrl || !row.providerPaymentId) throw depositNotFound();
    const response = await fetch(`${sandboxUrl}/sandbox/payments/${row.providerPaymentId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(amount ? { amount } : {}),
    });
    if (!response.ok) throw invalidTransition(row.status, 'success');
    // The sandbox's callbacks arrive on their own; polling here makes the answer current.
    await this.apply(row.id, await this.deps.provider!.client.getPayment(row.providerPaymentId));
  }

  /**
   * Moves a provider deposit to what the provider says, forward only: finished credits the amount asked for (or
   * all that arrived when more did, with a remark), partially paid credits what arrived (and says so),
   * failed/refunded fail it, expired times it out.
   */
  async apply(depositId: string, payment: NowPaymentsPaymentStatus): Promise<DepositRow> {
    const { crediting } = this.deps;
    return this.deps.db.transaction(async (tx) => {
      const row = await findDeposit(tx, { id: depositId }, undefined, true);
      if (!row) throw depositNotFound();
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
        return crediting.creditIn(tx, row, due, SYSTEM_ACTOR, {
          providerStatus: reported,
          gatewayData,
          remark,
        });
      }
      if (target !== row.status && !canMoveDeposit(row.status, target)) {
        return crediting.update(tx, row, SYSTEM_ACTOR, { providerStatus: reported, gatewayData });
      }
      return crediting.update(tx, row, SYSTEM_ACTOR, {
        status: target,
        providerStatus: reported,
        gatewayData,
        ...(isFinal(target) ? { completedAt: this.now() } : {}),
      });
    });
  }
}
