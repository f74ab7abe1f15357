import { setMaxListeners } from 'node:events';
import { setTimeout as wait } from 'node:timers/promises';
import { signIpn } from './ipn-signature.ts';
import { ipnBody } from './sandbox-payment-json.ts';
import type { SandboxPayment } from './sandbox-payment-store.ts';
import type { PaymentStatus } from './types.ts';

const MAX_CALLBACKS_IN_FLIGHT = 1000;
/** How many IPN attempts `log` keeps (the newest). */
const IPN_LOG_LIMIT = 1000;

/** One IPN POST attempt, kept in the sender's `log`. */
export interface SandboxIpnAttempt {
  paymentId: string;
  status: PaymentStatus;
  attempt: number;
  /** HTTP status of the answer, or null when none arrived. */
  httpStatus: number | null;
  error?: string;
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

/**
 * POSTs signed IPNs (x-nowpayments-sig over the sorted canonical JSON; the body itself unsorted, as a real
 * provider may) to a payment's ipn_callback_url: one payment's IPNs strictly in order, each retried with
 * exponential backoff on a non-2xx answer or a network error.
 */
export class SandboxIpnSender {
  readonly log: SandboxIpnAttempt[] = [];
  private readonly queues = new Map<string, Promise<boolean>>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly settings: { ipnSecret: string; attempts: number; backoffMs: number; timeoutMs: number },
  ) {
    // One listener per callback in flight (removed when it ends): a slow merchant under load has more than
    // Node's default of 10 at once, which is not a leak; a real leak would still pass this bound and be reported.
    setMaxListeners(MAX_CALLBACKS_IN_FLIGHT, this.stopping.signal);
  }

  /** Queues an IPN with the payment's state as of now, after the ones already queued for it. */
  enqueue(p: SandboxPayment): Promise<boolean> {
    const body = ipnBody(p);
    const previous = this.queues.get(p.id) ?? Promise.resolve(true);
    const next = previous.then(() => this.post(p, body));
    this.queues.set(p.id, next);
    return next;
  }

  /** Resolves once every queued IPN has finished (answered or given up). */
  async flush(): Promise<void> {
    // Every queue's latest IPN awaited once: comparing with the last round only, two flushes while payments
    // were queued kept finding each other's settled queues as new, a loop of microtasks that never ended.
    const awaited = new Set<Promise<boolean>>();
    for (;;) {
      const pending = [...this.queues.values()].filter((queued) => !awaited.has(queued));
      if (pending.length === 0) return;
      for (const queued of pending) awaited.add(queued);
      await Promise.all(pending);
    }
  }

  /** Cuts the attempt in flight and the backoff waits short; no new attempt starts. */
  stop(): void {
    this.stopping.abort();
  }

  private async post(p: SandboxPayment, body: ReturnType<typeof ipnBody>): Promise<boolean> {
    const url = p.ipnCallbackUrl;
    if (url === null) return false;
    const { attempts, backoffMs, timeoutMs } = this.settings;
    const stop = this.stopping.signal;
    const signature = signIpn(body, this.settings.ipnSecret);
    for (let attempt = 1; attempt <= attempts && !stop.aborted; attempt++) {
      const entry: SandboxIpnAttempt = {
        paymentId: p.id,
        status: body.payment_status,
        attempt,
        httpStatus: null,
      };
      this.log.push(entry);
      // The newest attempts are enough to inspect; a sandbox running for weeks must not keep them all.
      if (this.log.length > IPN_LOG_LIMIT) this.log.splice(0, this.log.length - IPN_LOG_LIMIT);
      const attemptAbort = attemptSignal(stop, timeoutMs);
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
      if (attempt < attempts) await sleep(backoffMs * 2 ** (attempt - 1), stop);
    }
    return false;
  }
}
