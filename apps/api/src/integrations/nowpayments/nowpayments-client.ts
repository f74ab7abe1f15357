import { decimalString } from './amounts.ts';
import {
  type CreatePaymentInput,
  type CreatePaymentRequest,
  isPaymentStatus,
  type NowPaymentsPayment,
  type NowPaymentsPaymentStatus,
  paymentIdText,
} from './types.ts';

/** Options of NowPaymentsClient. */
export interface NowPaymentsClientOptions {
  /** API base including the version, e.g. https://api.nowpayments.io/v1 (or a sandbox provider's `url`). */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** Per-request timeout; default 15 s. */
  timeoutMs?: number;
}

/**
 * A failed NOWPayments call: `status` is the HTTP status (0 when no answer arrived: network error or timeout),
 * `body` the parsed JSON error (or text). Never contains the API key.
 */
export class NowPaymentsError extends Error {
  override readonly name = 'NowPaymentsError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Decimal text → JSON number, refusing values a double cannot carry exactly (e.g. 17 significant digits). */
function amountNumber(value: string | number): number {
  const decimal = decimalString(value);
  const number = Number(decimal);
  if (decimalString(number) !== decimal) throw new RangeError(`amount ${decimal} cannot be sent exactly`);
  return number;
}

function describe(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message.slice(0, 200);
  }
  return typeof body === 'string' ? body.slice(0, 200) : '';
}

/** Minimal NOWPayments REST client: create a payment and read its status. */
export class NowPaymentsClient {
  private readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;

  constructor(options: NowPaymentsClientOptions) {
    if (!options.apiKey) throw new Error('NOWPayments API key is empty');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.fetchFn = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  /** POST /payment: a new payment in `pay_currency` (default usdttrc20) waiting for funds at `pay_address`. */
  async createPayment(input: CreatePaymentInput): Promise<NowPaymentsPayment> {
    const body: CreatePaymentRequest = {
      price_amount: amountNumber(input.priceAmount),
      price_currency: input.priceCurrency,
      pay_currency: input.payCurrency ?? 'usdttrc20',
    };
    if (input.orderId !== undefined) body.order_id = input.orderId;
    if (input.orderDescription !== undefined) body.order_description = input.orderDescription;
    if (input.ipnCallbackUrl !== undefined) body.ipn_callback_url = input.ipnCallbackUrl;
    if (input.isFixedRate !== undefined) body.is_fixed_rate = input.isFixedRate;
    if (input.isFeePaidByUser !== undefined) body.is_fee_paid_by_user = input.isFeePaidByUser;
    return this.request<NowPaymentsPayment>('POST', '/payment', body);
  }

  /** GET /payment/{id}: the payment's current status and amounts. */
  async getPayment(paymentId: string | number): Promise<NowPaymentsPaymentStatus> {
    const id = paymentIdText(paymentId);
    if (id === null) throw new RangeError('payment id must be digits');
    return this.request<NowPaymentsPaymentStatus>('GET', `/payment/${id}`);
  }

  private async request<T extends NowPaymentsPayment>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<T> {
    const what = `NOWPayments ${method} ${path}`;
    let response: Response;
    try {
      response = await this.fetchFn(`${this.baseUrl}${path}`, {
        method,
        headers: {
          'x-api-key': this.apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new NowPaymentsError(`${what}: ${timedOut ? 'timed out' : 'request failed'}`, 0, null, {
        cause: error,
      });
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // keep the text as the body
    }
    if (!response.ok) {
      const detail = describe(parsed);
      throw new NowPaymentsError(
        `${what} → ${response.status}${detail ? `: ${detail}` : ''}`,
        response.status,
        parsed,
      );
    }
    if (
      parsed === null ||
      typeof parsed !== 'object' ||
      paymentIdText((parsed as { payment_id?: unknown }).payment_id) === null ||
      !isPaymentStatus((parsed as { payment_status?: unknown }).payment_status)
    ) {
      throw new NowPaymentsError(`${what}: unexpected answer`, response.status, parsed);
    }
    return parsed as T;
  }
}
