/* Wire types of the NOWPayments API (snake_case as on the wire; amounts are JSON numbers — see amounts.ts). */

/** Every payment status NOWPayments reports, in lifecycle order. */
export const PAYMENT_STATUSES = [
  'waiting',
  'confirming',
  'confirmed',
  'sending',
  'partially_paid',
  'finished',
  'failed',
  'refunded',
  'expired',
] as const;

/** A NOWPayments payment status. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const RANK: Record<PaymentStatus, number> = {
  waiting: 0,
  confirming: 1,
  confirmed: 2,
  sending: 3,
  partially_paid: 4,
  finished: 5,
  failed: 5,
  refunded: 5,
  expired: 5,
};

/** True for one of PAYMENT_STATUSES. */
export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && Object.hasOwn(RANK, value);
}

/** True when nothing more will happen to the payment (finished, failed, refunded, expired). */
export function isFinalStatus(status: string): boolean {
  return isPaymentStatus(status) && RANK[status] === 5;
}

/** Forward order of a status (waiting 0 … finished/failed/refunded/expired 5); -1 for an unknown status. */
export function statusRank(status: string): number {
  return isPaymentStatus(status) ? RANK[status] : -1;
}

/** True when moving `from` → `to` goes forward (a late or replayed IPN for an earlier status does not). */
export function isForwardTransition(from: string, to: string): boolean {
  const target = statusRank(to);
  return target >= 0 && target > statusRank(from);
}

/** A payment id as text: NOWPayments sends it as a JSON number (sometimes a string); null if not all digits. */
export function paymentIdText(id: unknown): string | null {
  const text = typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? String(id) : id;
  return typeof text === 'string' && /^\d{1,19}$/.test(text) ? text : null;
}

/** What the portal asks for in `createPayment` (camelCase; amounts as decimal strings or numbers). */
export interface CreatePaymentInput {
  priceAmount: string | number;
  /** Currency of priceAmount, e.g. 'usd'. */
  priceCurrency: string;
  /** Defaults to 'usdttrc20'. */
  payCurrency?: string;
  orderId?: string;
  orderDescription?: string;
  ipnCallbackUrl?: string;
  isFixedRate?: boolean;
  isFeePaidByUser?: boolean;
}

/** The JSON body of `POST /v1/payment`. */
export interface CreatePaymentRequest {
  price_amount: number;
  price_currency: string;
  pay_currency: string;
  order_id?: string;
  order_description?: string;
  ipn_callback_url?: string;
  is_fixed_rate?: boolean;
  is_fee_paid_by_user?: boolean;
}

/** The answer to `POST /v1/payment`. */
export interface NowPaymentsPayment {
  payment_id: number | string;
  payment_status: PaymentStatus;
  pay_address: string;
  pay_amount: number;
  pay_currency: string;
  price_amount: number;
  price_currency: string;
  order_id: string | null;
  order_description?: string | null;
  ipn_callback_url?: string | null;
  network?: string;
  amount_received?: number | null;
  payin_extra_id?: string | null;
  purchase_id?: string | number | null;
  valid_until?: string;
  expiration_estimate_date?: string;
  created_at: string;
  updated_at: string;
}

/** The answer to `GET /v1/payment/{id}`: the payment plus what has arrived so far. */
export interface NowPaymentsPaymentStatus extends NowPaymentsPayment {
  actually_paid: number | null;
  outcome_amount: number | null;
  outcome_currency: string | null;
  invoice_id?: number | string | null;
  payin_hash?: string | null;
  payout_hash?: string | null;
}

/** Fees NOWPayments reports in an IPN (in `currency`). */
export interface NowPaymentsFee {
  currency: string;
  depositFee: number;
  withdrawalFee: number;
  serviceFee: number;
}

/** The body NOWPayments POSTs to `ipn_callback_url` on each status change (signed, see ipn-signature.ts). */
export interface NowPaymentsIpnBody {
  payment_id: number | string;
  parent_payment_id: number | string | null;
  invoice_id?: number | string | null;
  payment_status: PaymentStatus;
  pay_address: string;
  payin_extra_id?: string | null;
  price_amount: number;
  price_currency: string;
  pay_amount: number;
  actually_paid: number;
  actually_paid_at_fiat?: number;
  pay_currency: string;
  order_id: string | null;
  order_description: string | null;
  purchase_id?: string | number | null;
  outcome_amount: number;
  outcome_currency: string;
  fee?: NowPaymentsFee;
  created_at?: string;
  updated_at?: string;
}

/** Shape check of a parsed, signature-verified IPN body (id, known status, numeric amounts). */
export function isIpnBody(value: unknown): value is NowPaymentsIpnBody {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const body = value as Record<string, unknown>;
  return (
    paymentIdText(body.payment_id) !== null &&
    isPaymentStatus(body.payment_status) &&
    typeof body.pay_currency === 'string' &&
    typeof body.price_amount === 'number' &&
    typeof body.pay_amount === 'number' &&
    typeof body.actually_paid === 'number'
  );
}
