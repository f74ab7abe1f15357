import { fromMicros } from './amounts.ts';
import type { SandboxPayment } from './sandbox-payment-store.ts';

// How a sandbox payment looks on the wire: amounts as JSON numbers, dates as ISO strings, as NOWPayments sends them.

function amount(micros: bigint): number {
  return Number(fromMicros(micros));
}

/** The answer to `POST /v1/payment`. */
export function paymentAnswer(p: SandboxPayment) {
  return {
    payment_id: Number(p.id),
    payment_status: p.status,
    pay_address: p.payAddress,
    price_amount: Number(p.priceAmount),
    price_currency: p.priceCurrency,
    pay_amount: amount(p.payAmountMicros),
    amount_received: amount(p.payAmountMicros),
    pay_currency: p.payCurrency,
    order_id: p.orderId,
    order_description: p.orderDescription,
    ipn_callback_url: p.ipnCallbackUrl,
    network: 'trx',
    payin_extra_id: null,
    purchase_id: null,
    is_fixed_rate: p.isFixedRate,
    is_fee_paid_by_user: p.isFeePaidByUser,
    valid_until: p.validUntil.toISOString(),
    expiration_estimate_date: p.validUntil.toISOString(),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** The answer to `GET /v1/payment/:id` and to the sandbox control routes. */
export function statusAnswer(p: SandboxPayment) {
  return {
    ...paymentAnswer(p),
    invoice_id: null,
    actually_paid: amount(p.actuallyPaidMicros),
    outcome_amount: amount(p.actuallyPaidMicros),
    outcome_currency: p.payCurrency,
    payin_hash: null,
    payout_hash: null,
  };
}

/** The body of an IPN callback. */
export function ipnBody(p: SandboxPayment) {
  return {
    payment_id: Number(p.id),
    parent_payment_id: null,
    invoice_id: null,
    payment_status: p.status,
    pay_address: p.payAddress,
    payin_extra_id: null,
    price_amount: Number(p.priceAmount),
    price_currency: p.priceCurrency,
    pay_amount: amount(p.payAmountMicros),
    actually_paid: amount(p.actuallyPaidMicros),
    actually_paid_at_fiat: amount(p.actuallyPaidMicros),
    pay_currency: p.payCurrency,
    order_id: p.orderId,
    order_description: p.orderDescription,
    purchase_id: null,
    outcome_amount: amount(p.actuallyPaidMicros),
    outcome_currency: p.payCurrency,
    // Unsorted on purpose (as sent): the signature is over the sorted form.
    fee: { currency: p.payCurrency, depositFee: 0, withdrawalFee: 0, serviceFee: 0 },
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}
