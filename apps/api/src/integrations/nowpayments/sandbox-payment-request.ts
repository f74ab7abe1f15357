import { decimalString, toMicros } from './amounts.ts';
import { SandboxRequestError } from './sandbox-request-error.ts';

/** The fields of a `POST /v1/payment` body, checked in the order the sandbox reports their errors. */
export interface NewSandboxPayment {
  priceAmount: string;
  priceCurrency: string;
  payAmountMicros: bigint;
  ipnCallbackUrl: string | null;
  orderId: string | null;
  orderDescription: string | null;
  isFixedRate: boolean;
  isFeePaidByUser: boolean;
}

function invalid(message: string): SandboxRequestError {
  return new SandboxRequestError(400, 'INVALID_REQUEST_PARAMS', message);
}

function optionalString(body: Record<string, unknown>, key: string, max: number): string | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > max) {
    throw invalid(`${key} must be a string of at most ${max}`);
  }
  return value;
}

function optionalBoolean(body: Record<string, unknown>, key: string): boolean {
  const value = body[key];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw invalid(`${key} must be a boolean`);
  return value;
}

/** Checks a create body: only usdttrc20, 1 unit of any price currency = 1 USDT, cut to 6 decimals. */
export function parseNewPayment(body: unknown): NewSandboxPayment {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalid('body must be a JSON object');
  }
  const fields = body as Record<string, unknown>;
  const price = fields.price_amount;
  let priceAmount: string;
  try {
    if (typeof price !== 'number' && typeof price !== 'string') throw new RangeError('missing');
    priceAmount = decimalString(price);
  } catch {
    throw invalid('price_amount is required and must be a number');
  }
  const priceCurrency = fields.price_currency;
  if (typeof priceCurrency !== 'string' || !/^[a-z0-9]{2,20}$/i.test(priceCurrency)) {
    throw invalid('price_currency is required');
  }
  const payCurrency = fields.pay_currency;
  if (typeof payCurrency !== 'string' || payCurrency === '') throw invalid('pay_currency is required');
  if (payCurrency.toLowerCase() !== 'usdttrc20') throw invalid('the sandbox only supports usdttrc20');
  const ipnCallbackUrl = optionalString(fields, 'ipn_callback_url', 2048);
  if (ipnCallbackUrl !== null && !/^https?:\/\//.test(ipnCallbackUrl)) {
    throw invalid('ipn_callback_url must be an http(s) URL');
  }
  const payAmountMicros = priceAmount.startsWith('-') ? 0n : toMicros(priceAmount);
  if (payAmountMicros <= 0n) {
    throw new SandboxRequestError(400, 'AMOUNT_MINIMAL_ERROR', 'price_amount is too small');
  }
  return {
    priceAmount,
    priceCurrency: priceCurrency.toLowerCase(),
    payAmountMicros,
    ipnCallbackUrl,
    orderId: optionalString(fields, 'order_id', 255),
    orderDescription: optionalString(fields, 'order_description', 1024),
    isFixedRate: optionalBoolean(fields, 'is_fixed_rate'),
    isFeePaidByUser: optionalBoolean(fields, 'is_fee_paid_by_user'),
  };
}

/** A paid amount (`{"amount":"12.50"}` or `pay(id, '12.50')`) in micro-units; at least one micro-unit. */
export function paidMicros(value: unknown): bigint {
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw invalid('amount must be a decimal string');
  }
  let micros: bigint;
  try {
    micros = toMicros(value);
  } catch {
    throw invalid('amount must be a non-negative decimal');
  }
  if (micros <= 0n) throw invalid('amount must be at least 0.000001');
  return micros;
}
