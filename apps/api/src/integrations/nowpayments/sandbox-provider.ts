import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sandboxRequestListener } from './sandbox-http.ts';
import { type SandboxIpnAttempt, SandboxIpnSender } from './sandbox-ipn-sender.ts';
import { type SandboxPayment, SandboxPaymentStore } from './sandbox-payment-store.ts';
import type { PaymentStatus } from './types.ts';

// The shapes SandboxProvider hands out, importable from here as before.
export type { SandboxIpnAttempt, SandboxPayment };

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
 *
 * The pieces: sandbox-payment-store.ts (payments and their lifecycle), sandbox-ipn-sender.ts (the callbacks),
 * sandbox-http.ts (the routes), sandbox-payment-json.ts (the wire shapes); this file wires them.
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
  /** IPN sending: attempts per status change (default 5), first retry delay doubling each time (default 1000 ms). */
  ipnRetry?: { attempts?: number; backoffMs?: number };
  /** Timeout of one IPN POST; default 5000 ms. */
  ipnTimeoutMs?: number;
  /** How often waiting payments are checked for expiry; default 5000 ms, 0 disables the timer. */
  expirySweepMs?: number;
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
  sendIpn(paymentId: string | number): Promise<boolean>;
  /** Resolves once every queued IPN has finished (answered or given up). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_PAY_ADDRESS = 'TXYZsandboxPayAddress000000000000';

/** Starts the sandbox NOWPayments provider on `host:port` (default 127.0.0.1, a free port). */
export async function startSandboxProvider(options: SandboxProviderOptions): Promise<SandboxProvider> {
  const ipn = new SandboxIpnSender({
    ipnSecret: options.ipnSecret,
    attempts: Math.max(1, options.ipnRetry?.attempts ?? 5),
    backoffMs: options.ipnRetry?.backoffMs ?? 1000,
    timeoutMs: options.ipnTimeoutMs ?? 5000,
  });
  const store = new SandboxPaymentStore({
    now: options.now ?? (() => new Date()),
    validForMs: (options.validForMinutes ?? 20) * 60_000,
    payAddress: options.payAddress ?? DEFAULT_PAY_ADDRESS,
    onChange: (payment) => void ipn.enqueue(payment),
  });

  const server = createServer(sandboxRequestListener(store, options.apiKey));
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
  const sweep = sweepMs > 0 ? setInterval(() => store.expireDue(), sweepMs) : undefined;
  sweep?.unref();

  return {
    url: `http://${host}:${address.port}/v1`,
    payments: store.payments,
    ipnLog: ipn.log,
    pay: (paymentId, amount) => store.pay(paymentId, amount),
    setStatus: (paymentId, status, settings) => store.setStatus(paymentId, status, settings),
    expire: (paymentId) => store.expire(paymentId),
    sendIpn: (paymentId) => ipn.enqueue(store.find(paymentId)),
    flush: () => ipn.flush(),
    async close() {
      ipn.stop();
      if (sweep) clearInterval(sweep);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
