import { describe, expect, it } from 'vitest';
import { freePort } from '../../../test/payment-fakes.ts';
import { NowPaymentsClient } from './nowpayments-client.ts';
import { startSandboxProvider } from './sandbox-provider.ts';

/**
 * A sandbox whose callbacks all go where nobody listens (each fails and is retried `backoffMs` apart), and a way to
 * make a payment there.
 */
async function sandboxWithDeadCallbacks(backoffMs: number) {
  const deadUrl = `http://127.0.0.1:${await freePort()}/ipn`;
  const sandbox = await startSandboxProvider({
    apiKey: 'sandbox-key-123',
    ipnSecret: 'sandbox-ipn-secret',
    ipnRetry: { attempts: 2, backoffMs },
    ipnTimeoutMs: 500,
    expirySweepMs: 0,
  });
  const client = new NowPaymentsClient({ baseUrl: sandbox.url, apiKey: 'sandbox-key-123' });
  const createPayment = () =>
    client.createPayment({ priceAmount: 5, priceCurrency: 'usd', ipnCallbackUrl: deadUrl });
  return { sandbox, createPayment };
}

describe('sandbox provider over a long run', () => {
  it('leaves no listener behind per retried callback, and keeps a bounded attempt log', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    const { sandbox, createPayment } = await sandboxWithDeadCallbacks(1);
    try {
      for (let payment = 0; payment < 15; payment++) {
        sandbox.pay((await createPayment()).payment_id);
        await sandbox.flush();
      }
      // Five callbacks per payment (waiting, then the four of its lifecycle), two attempts each.
      expect(sandbox.ipnLog.length).toBe(15 * 5 * 2);
      expect(sandbox.ipnLog.every((attempt) => attempt.httpStatus === null)).toBe(true);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((warning) => warning.includes('MaxListenersExceeded'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await sandbox.close();
    }
  });

  it('flush waits for the callbacks queued while it waits, and then ends', async () => {
    const { sandbox, createPayment } = await sandboxWithDeadCallbacks(20);
    try {
      sandbox.pay((await createPayment()).payment_id);
      // A second payment made and paid while the first one's callbacks are being retried (three deposits paid at
      // once, each flushing): this flush once ended never, going back and forth between the two settled queues.
      const flushed = sandbox.flush();
      const second = await createPayment();
      sandbox.pay(second.payment_id);
      await flushed;
      const ofSecond = sandbox.ipnLog.filter((attempt) => attempt.paymentId === String(second.payment_id));
      expect(ofSecond).toHaveLength(5 * 2);
    } finally {
      await sandbox.close();
    }
  });
});
