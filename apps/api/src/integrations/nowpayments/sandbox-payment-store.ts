import { randomInt } from 'node:crypto';
import { toMicros } from './amounts.ts';
import { paidMicros, parseNewPayment } from './sandbox-payment-request.ts';
import { SandboxRequestError } from './sandbox-request-error.ts';
import { isFinalStatus, isPaymentStatus, type PaymentStatus, paymentIdText, statusRank } from './types.ts';

/** A payment as the sandbox keeps it (amounts in USDT micro-units). */
export interface SandboxPayment {
  id: string;
  status: PaymentStatus;
  priceAmount: string;
  priceCurrency: string;
  payCurrency: string;
  payAmountMicros: bigint;
  actuallyPaidMicros: bigint;
  payAddress: string;
  orderId: string | null;
  orderDescription: string | null;
  ipnCallbackUrl: string | null;
  isFixedRate: boolean;
  isFeePaidByUser: boolean;
  createdAt: Date;
  updatedAt: Date;
  validUntil: Date;
}

const LIFECYCLE: readonly PaymentStatus[] = ['confirming', 'confirmed', 'sending', 'finished'];

/**
 * The sandbox's payments and their lifecycle. A waiting payment expires once `validUntil` passes, checked
 * on every read (`find`) and by `expireDue`. `onChange` hears of every new payment and every status change.
 */
export class SandboxPaymentStore {
  readonly payments = new Map<string, SandboxPayment>();
  private nextId = 4_000_000_000 + randomInt(0, 1_000_000_000);

  constructor(
    private readonly settings: {
      now: () => Date;
      validForMs: number;
      payAddress: string;
      onChange: (payment: SandboxPayment) => void;
    },
  ) {}

  find(paymentId: string | number): SandboxPayment {
    const id = paymentIdText(paymentId);
    const payment = id === null ? undefined : this.payments.get(id);
    if (!payment) throw new SandboxRequestError(404, 'PAYMENT_NOT_FOUND', 'Payment not found');
    this.expireIfDue(payment);
    return payment;
  }

  /** Creates a waiting payment from a `POST /v1/payment` body. */
  create(body: unknown): SandboxPayment {
    const fields = parseNewPayment(body);
    const createdAt = this.settings.now();
    const payment: SandboxPayment = {
      id: String(this.nextId++),
      status: 'waiting',
      priceAmount: fields.priceAmount,
      priceCurrency: fields.priceCurrency,
      payCurrency: 'usdttrc20',
      payAmountMicros: fields.payAmountMicros,
      actuallyPaidMicros: 0n,
      payAddress: this.settings.payAddress,
      orderId: fields.orderId,
      orderDescription: fields.orderDescription,
      ipnCallbackUrl: fields.ipnCallbackUrl,
      isFixedRate: fields.isFixedRate,
      isFeePaidByUser: fields.isFeePaidByUser,
      createdAt,
      updatedAt: createdAt,
      validUntil: new Date(createdAt.getTime() + this.settings.validForMs),
    };
    this.payments.set(payment.id, payment);
    this.settings.onChange(payment);
    return payment;
  }

  /** Pays `paid` (default: the rest in full): full → confirming…finished, short → partially_paid. */
  pay(paymentId: string | number, paid?: string | number): SandboxPayment {
    const p = this.find(paymentId);
    if (isFinalStatus(p.status)) {
      throw new SandboxRequestError(409, 'PAYMENT_CLOSED', `payment is already ${p.status}`);
    }
    const rest = p.payAmountMicros - p.actuallyPaidMicros;
    p.actuallyPaidMicros += paid === undefined ? (rest > 0n ? rest : 0n) : paidMicros(paid);
    if (p.actuallyPaidMicros >= p.payAmountMicros) {
      const from = statusRank(p.status);
      for (const status of LIFECYCLE) if (statusRank(status) > from) this.change(p, status);
    } else {
      this.change(p, 'partially_paid');
    }
    return p;
  }

  setStatus(
    paymentId: string | number,
    status: PaymentStatus,
    settings: { actuallyPaid?: string } = {},
  ): SandboxPayment {
    if (!isPaymentStatus(status))
      throw new SandboxRequestError(400, 'INVALID_REQUEST_PARAMS', 'unknown status');
    const p = this.find(paymentId);
    if (settings.actuallyPaid !== undefined) p.actuallyPaidMicros = toMicros(settings.actuallyPaid);
    this.change(p, status);
    return p;
  }

  expire(paymentId: string | number): SandboxPayment {
    const p = this.find(paymentId);
    if (isFinalStatus(p.status)) {
      throw new SandboxRequestError(409, 'PAYMENT_CLOSED', `payment is already ${p.status}`);
    }
    this.change(p, 'expired');
    return p;
  }

  /** Expires every waiting payment whose `validUntil` has passed. */
  expireDue(): void {
    for (const p of this.payments.values()) this.expireIfDue(p);
  }

  private expireIfDue(p: SandboxPayment): void {
    if (p.status === 'waiting' && this.settings.now().getTime() >= p.validUntil.getTime()) {
      this.change(p, 'expired');
    }
  }

  private change(p: SandboxPayment, status: PaymentStatus): void {
    p.status = status;
    p.updatedAt = this.settings.now();
    this.settings.onChange(p);
  }
}
