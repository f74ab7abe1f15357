import { randomInt, timingSafeEqual } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';
import { decimalString, fromMicros, toMicros } from './amounts.ts';
import { signIpn } from './ipn-signature.ts';
import { isFinalStatus, isPaymentStatus, type PaymentStatus, paymentIdText, statusRank } from './types.ts';

/*
 * A local stand-in for NOWPayments that speaks the same protocol over real HTTP (node:http, no framework):
 *
 *   POST /v1/payment                        x-api-key; create a usdttrc20 payment (1 unit of any price currency
 *                                           = 1 USDT, cut to 6 decimals)
 *   GET  /v1/payment/:id                    x-api-key; status incl. actually_paid / outcome_amount
 *   GET  /v1/status                         {"message":"OK"}
 *   POST /v1/sandbox/payments/:id/pay       {"amount":"12.50"} (amount optional: pays the rest in full)
 *   POST /v1/sandbox/payments/:id/expire
 *
 * The /v1/sandbox/* control routes take no API key and allow any CORS origin: the sandbox listens on 127.0.0.1 by
 * default and must never be exposed. Every status change POSTs a signed IPN (x-nowpayments-sig over the sorted
 * canonical JSON; the body itself is sent unsorted, as a real provider may) to the payment's ipn_callback_url,
 * one payment's IPNs strictly in order, retried with exponential backoff on non-2xx or network errors.
 * A waiting payment expires once `valid_until` passes (checked on every read, pay and by a periodic sweep).
 */

/** Options of startSandboxProvider. */
export interface SandboxProviderOptions {
  apiKey: string;
  ipnSecret: string;
  /** 0 (default) = any free port. */
  port?: number;
  host?: string;
  /** The deposit address every payment gets; default a TRON-looking placeholder. */
  payAddress?: string;
  /** Minutes until a waiting payment expires; default 20. */
  validForMinutes?: number;
  now?: () => Date;
  /** IPN delivery: attempts per status change (default 5), first retry delay doubling each time (default 1000 ms). */
  ipnRetry?: { attempts?: number; backoffMs?: number };
  /** Timeout of one IPN POST; default 5000 ms. */
  ipnTimeoutMs?: number;
  /** How often waiting payments are checked for expiry; default 5000 ms, 0 disables the timer. */
  expirySweepMs?: number;
}

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

const MAX_CALLBACKS_IN_FLIGHT = 1000;
/** How many IPN attempts `ipnLog` keeps (the newest). */
const IPN_LOG_LIMIT = 1000;

/** One IPN POST attempt, kept in `ipnLog`. */
export interface SandboxIpnAttempt {
  paymentId: string;
  status: PaymentStatus;
  attempt: number;
  /** HTTP status of the answer, or null when none arrived. */
  httpStatus: number | null;
  error?: string;
}

/** A running sandbox provider. */
export interface SandboxProvider {
  /** API base including /v1, for NowPaymentsClient's baseUrl. */
  url: string;
  payments: Map<string, SandboxPayment>;
  ipnLog: SandboxIpnAttempt[];
  /** Pays `amount` (default: the rest in full): full → confirming…finished, short → partially_paid. */
  pay(paymentId: string | number, amount?: string): SandboxPayment;
  /** Forces a status (any, for tests) and optionally the paid total; sends an IPN. */
  setStatus(
    paymentId: string | number,
    status: PaymentStatus,
    options?: { actuallyPaid?: string },
  ): SandboxPayment;
  /** Expires a payment that is not final yet; sends an IPN. */
  expire(paymentId: string | number): SandboxPayment;
  /** (Re)sends the current status as an IPN after those queued; true when it was acknowledged with 2xx. */
  deliverIpn(paymentId: string | number): Promise<boolean>;
  /** Resolves once every queued IPN delivery has finished (delivered or given up). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** A control or API call the sandbox refuses, with the HTTP status it answers. */
export class SandboxRequestError extends Error {
  override readonly name = 'SandboxRequestError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const DEFAULT_PAY_ADDRESS = 'TXYZsandboxPayAddress000000000000';
const LIFECYCLE: readonly PaymentStatus[] = ['confirming', 'confirmed', 'sending', 'finished'];
const MAX_BODY_BYTES = 64 * 1024;

function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

function amount(micros: bigint): number {
  return Number(fromMicros(micros));
}

/** Waits `ms`, or less when `signal` aborts; the abort listener goes when the wait ends (it ran once per retry). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return wait(ms, undefined, { signal }).catch(() => undefined);
}

/**
 * A signal for one attempt: aborted by its own timeout or by the provider stopping. Its listener on the
 * long-lived stop signal is removed by `done`, where AbortSignal.any left one behind per callback.
 */
function attemptSignal(stop: AbortSignal, timeoutMs: number) {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  stop.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      stop.removeEventListener('abort', abort);
    },
  };
}

function optionalString(body: Record<string, unknown>, key: string, max: number): string | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > max) {
    throw new SandboxRequestError(400, 'INVALID_REQUEST_PARAMS', `${key} must be a string of at most ${max}`);
  }
  return value;
}

function optionalBoolean(body: Record<string, unknown>, key: string): boolean {
  const value = body[key];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean')
    throw new SandboxRequestError(400, 'INVALID_REQUEST_PARAMS', `${key} must be a boolean`);
  return value;
}

function paidMicros(value: unknown): bigint {
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new SandboxRequestError(400, 'INVALID_REQUEST_PARAMS', 'amount must be a decimal string');
  }
  let micros: bigint;
  try {
    micros = toMicros(value);
  } catch {
    throw new SandboxRequestError(400, 'INVALID_REQUEST_PARAMS', 'amount must be a non-negative decimal');
  }
  if (micros <= 0n)
    throw new SandboxRequestError(400, 'INVALID_REQUEST_PARAMS', 'amount must be at least 0.000001');
  return micros;
}

/** Starts the sandbox NOWPayments provider on `host:port` (default 127.0.0.1, a free port). */
export async function startSandboxProvider(options: SandboxProviderOptions): Promise<SandboxProvider> {
  const now = options.now ?? (() => new Date());
  const validForMs = (options.validForMinutes ?? 20) * 60_000;
  const attempts = Math.max(1, options.ipnRetry?.attempts ?? 5);
  const backoffMs = options.ipnRetry?.backoffMs ?? 1000;
  const ipnTimeoutMs = options.ipnTimeoutMs ?? 5000;
  const payAddress = options.payAddress ?? DEFAULT_PAY_ADDRESS;
  const payments = new Map<string, SandboxPayment>();
  const ipnLog: SandboxIpnAttempt[] = [];
  const queues = new Map<string, Promise<boolean>>();
  const stop = new AbortController();
  // One listener per callback in flight (removed when it ends): a slow merchant under load has more than
  // Node's default of 10 at once, which is not a leak; a real leak would still pass this bound and be reported.
  setMaxListeners(MAX_CALLBACKS_IN_FLIGHT, stop.signal);
  let nextId = 4_000_000_000 + randomInt(0, 1_000_000_000);

  function find(paymentId: string | number): SandboxPayment {
    const id = paymentIdText(paymentId);
    const payment = id === null ? undefined : payments.get(id);
    if (!payment) throw new SandboxRequestError(404, 'PAYMENT_NOT_FOUND', 'Payment not found');
    expireIfDue(payment);
    return payment;
  }

  function paymentAnswer(p: SandboxPayment) {
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

  function statusAnswer(p: SandboxPayment) {
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

  function ipnBody(p: SandboxPayment) {
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

  async function post(p: SandboxPayment, body: ReturnType<typeof ipnBody>): Promise<boolean> {
    const url = p.ipnCallbackUrl;
    if (url === null) return false;
    const signature = signIpn(body, options.ipnSecret);
    for (let attempt = 1; attempt <= attempts && !stop.signal.aborted; attempt++) {
      const entry: SandboxIpnAttempt = {
        paymentId: p.id,
        status: body.payment_status,
        attempt,
        httpStatus: null,
      };
      ipnLog.push(entry);
      // The newest attempts are enough to inspect; a sandbox running for weeks must not keep them all.
      if (ipnLog.length > IPN_LOG_LIMIT) ipnLog.splice(0, ipnLog.length - IPN_LOG_LIMIT);
      const attemptAbort = attemptSignal(stop.signal, ipnTimeoutMs);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-nowpayments-sig': signature },
          body: JSON.stringify(body),
          signal: attemptAbort.signal,
        });
        entry.httpStatus = response.status;
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) return true;
      } catch (error) {
        entry.error = error instanceof Error ? error.message : String(error);
      } finally {
        attemptAbort.done();
      }
      if (attempt < attempts) await sleep(backoffMs * 2 ** (attempt - 1), stop.signal);
    }
    return false;
  }

  /** Queues an IPN with the payment's state as of now, after the ones already queued for it. */
  function enqueueIpn(p: SandboxPayment): Promise<boolean> {
    const body = ipnBody(p);
    const previous = queues.get(p.id) ?? Promise.resolve(true);
    const next = previous.then(() => post(p, body));
    queues.set(p.id, next);
    return next;
  }

  function change(p: SandboxPayment, status: PaymentStatus): void {
    p.status = status;
    p.updatedAt = now();
    void enqueueIpn(p);
  }

  function expireIfDue(p: SandboxPayment): void {
    if (p.status === 'waiting' && now().getTime() >= p.validUntil.getTime()) change(p, 'expired');
  }

  function create(body: unknown): SandboxPayment {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new SandboxRequestError(400, 'INVALID_REQUEST_PARAMS', 'body must be a JSON object');
    }
    const fields = body as Record<string, unknown>;
    const price = fields.price_amount;
    let priceAmount: string;
    try {
      if (typeof price !== 'number' && typeof price !== 'string') throw new RangeError('missing');
      priceAmount = decimalString(price);
    } catch {
      throw new SandboxRequestError(
        400,
        'INVALID_REQUEST_PARAMS',
        'price_amount is required and must be a number',
      );
    }
    const priceCurrency = fields.price_currency;
    if (typeof priceCurrency !== 'string' || !/^[a-z0-9]{2,20}$/i.test(priceCurrency)) {
      throw new SandboxRequestError(400, 'INVALID_REQUEST_PARAMS', 'price_currency is required');
    }
    const payCurrency = fields.pay_currency;
    if (typeof payCurrency !== 'string' || payCurrency === '') {
      throw new SandboxRequestError(400, 'INVALID_REQUEST_PARAMS', 'pay_currency is required');
    }
    if (payCurrency.toLowerCase() !== 'usdttrc20') {
      throw new SandboxRequestError(400, 'INVALID_REQUEST_PARAMS', 'the sandbox only supports usdttrc20');
    }
    const ipnCallbackUrl = optionalString(fields, 'ipn_callback_url', 2048);
    if (ipnCallbackUrl !== null && !/^https?:\/\//.test(ipnCallbackUrl)) {
      throw new SandboxRequestError(400, 'INVALID_REQUEST_PARAMS', 'ipn_callback_url must be an http(s) URL');
    }
    const payAmountMicros = priceAmount.startsWith('-') ? 0n : toMicros(priceAmount);
    if (payAmountMicros <= 0n) {
      throw new SandboxRequestError(400, 'AMOUNT_MINIMAL_ERROR', 'price_amount is too small');
    }
    const createdAt = now();
    const payment: SandboxPayment = {
      id: String(nextId++),
      status: 'waiting',
      priceAmount,
      priceCurrency: priceCurrency.toLowerCase(),
      payCurrency: 'usdttrc20',
      payAmountMicros,
      actuallyPaidMicros: 0n,
      payAddress,
      orderId: optionalString(fields, 'order_id', 255),
      orderDescription: optionalString(fields, 'order_description', 1024),
      ipnCallbackUrl,
      isFixedRate: optionalBoolean(fields, 'is_fixed_rate'),
      isFeePaidByUser: optionalBoolean(fields, 'is_fee_paid_by_user'),
      createdAt,
      updatedAt: createdAt,
      validUntil: new Date(createdAt.getTime() + validForMs),
    };
    payments.set(payment.id, payment);
    void enqueueIpn(payment);
    return payment;
  }

  function pay(paymentId: string | number, paid?: string | number): SandboxPayment {
    const p = find(paymentId);
    if (isFinalStatus(p.status)) {
      throw new SandboxRequestError(409, 'PAYMENT_CLOSED', `payment is already ${p.status}`);
    }
    const rest = p.payAmountMicros - p.actuallyPaidMicros;
    p.actuallyPaidMicros += paid === undefined ? (rest > 0n ? rest : 0n) : paidMicros(paid);
    if (p.actuallyPaidMicros >= p.payAmountMicros) {
      const from = statusRank(p.status);
      for (const status of LIFECYCLE) if (statusRank(status) > from) change(p, status);
    } else {
      change(p, 'partially_paid');
    }
    return p;
  }

  function setStatus(
    paymentId: string | number,
    status: PaymentStatus,
    settings: { actuallyPaid?: string } = {},
  ): SandboxPayment {
    if (!isPaymentStatus(status))
      throw new SandboxRequestError(400, 'INVALID_REQUEST_PARAMS', 'unknown status');
    const p = find(paymentId);
    if (settings.actuallyPaid !== undefined) p.actuallyPaidMicros = toMicros(settings.actuallyPaid);
    change(p, status);
    return p;
  }

  function expire(paymentId: string | number): SandboxPayment {
    const p = find(paymentId);
    if (isFinalStatus(p.status)) {
      throw new SandboxRequestError(409, 'PAYMENT_CLOSED', `payment is already ${p.status}`);
    }
    change(p, 'expired');
    return p;
  }

  function send(res: ServerResponse, status: number, body: unknown, cors = false): void {
    const json = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
      ...(cors ? { 'access-control-allow-origin': '*' } : {}),
    });
    res.end(json);
  }

  function readJson(req: IncomingMessage): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          reject(new SandboxRequestError(413, 'PAYLOAD_TOO_LARGE', 'body too large'));
          req.destroy();
          return;
        }
        chunks.push(chunk);
      });
      req.on('error', reject);
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (text.trim() === '') return resolve(undefined);
        try {
          resolve(JSON.parse(text));
        } catch {
          reject(new SandboxRequestError(400, 'INVALID_JSON', 'body is not valid JSON'));
        }
      });
    });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', 'http://sandbox');
    const method = req.method ?? 'GET';
    const control = /^\/v1\/sandbox\/payments\/([^/]+)\/(pay|expire)\/?$/.exec(pathname);
    if (control) {
      if (method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'POST, OPTIONS',
          'access-control-allow-headers': 'content-type',
          'access-control-max-age': '600',
        });
        res.end();
        return;
      }
      if (method !== 'POST') throw new SandboxRequestError(405, 'METHOD_NOT_ALLOWED', 'use POST');
      const [, id = '', action] = control;
      if (action === 'expire') return send(res, 200, statusAnswer(expire(id)), true);
      const body = await readJson(req);
      const given =
        body && typeof body === 'object' && 'amount' in body
          ? (body as { amount: unknown }).amount
          : undefined;
      if (given !== undefined && typeof given !== 'string' && typeof given !== 'number') {
        throw new SandboxRequestError(400, 'INVALID_REQUEST_PARAMS', 'amount must be a decimal string');
      }
      return send(res, 200, statusAnswer(pay(id, given)), true);
    }
    if (pathname === '/v1/status' && method === 'GET') return send(res, 200, { message: 'OK' });
    const isCreate = pathname === '/v1/payment' || pathname === '/v1/payment/';
    const read = /^\/v1\/payment\/([^/]+)$/.exec(pathname);
    if (!isCreate && !read) throw new SandboxRequestError(404, 'NOT_FOUND', 'Not found');
    if (!sameSecret(req.headers['x-api-key'], options.apiKey)) {
      throw new SandboxRequestError(401, 'INVALID_API_KEY', 'Invalid api key');
    }
    if (isCreate) {
      if (method !== 'POST') throw new SandboxRequestError(405, 'METHOD_NOT_ALLOWED', 'use POST');
      return send(res, 201, paymentAnswer(create(await readJson(req))));
    }
    if (method !== 'GET') throw new SandboxRequestError(405, 'METHOD_NOT_ALLOWED', 'use GET');
    return send(res, 200, statusAnswer(find(read?.[1] ?? '')));
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      const known = error instanceof SandboxRequestError;
      const status = known ? error.status : 500;
      if (res.headersSent) return void res.destroy();
      send(
        res,
        status,
        {
          status: false,
          statusCode: status,
          code: known ? error.code : 'INTERNAL_ERROR',
          message: known ? error.message : 'sandbox error',
        },
        (req.url ?? '').startsWith('/v1/sandbox/'),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.address.includes(':') ? `[${address.address}]` : address.address;

  const sweepMs = options.expirySweepMs ?? 5000;
  const sweep =
    sweepMs > 0
      ? setInterval(() => {
          for (const p of payments.values()) expireIfDue(p);
        }, sweepMs)
      : undefined;
  sweep?.unref();

  return {
    url: `http://${host}:${address.port}/v1`,
    payments,
    ipnLog,
    pay,
    setStatus,
    expire,
    deliverIpn: (paymentId) => enqueueIpn(find(paymentId)),
    async flush() {
      let pending = [...queues.values()];
      while (pending.length > 0) {
        await Promise.all(pending);
        const after = [...queues.values()];
        pending = after.filter((queued) => !pending.includes(queued));
      }
    },
    async close() {
      stop.abort();
      if (sweep) clearInterval(sweep);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
