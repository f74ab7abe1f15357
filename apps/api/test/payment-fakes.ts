import { createServer } from 'node:net';
import { startSandboxProvider } from '../src/integrations/nowpayments/sandbox-provider.ts';
import { randomTronAddress, startTronGridFake } from './trongrid-fake.ts';

/** A free local port (for an app that must receive the sandbox provider's callbacks over HTTP). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const SANDBOX_KEYS = { apiKey: 'sandbox-api-key', ipnSecret: 'sandbox-ipn-secret' };

/**
 * The payment provider's sandbox and a TronGrid fake, both over real HTTP, and the app environment that points
 * at them; the app must listen on `appPort` for the provider's callbacks.
 */
export async function startPaymentFakes() {
  const appPort = await freePort();
  const platformAddress = randomTronAddress();
  const sandbox = await startSandboxProvider({
    ...SANDBOX_KEYS,
    payAddress: randomTronAddress(),
    ipnRetry: { attempts: 3, backoffMs: 50 },
    expirySweepMs: 0,
  });
  const tron = await startTronGridFake();
  const env = {
    PAYMENT_PROVIDER_URL: sandbox.url,
    PAYMENT_PROVIDER_API_KEY: SANDBOX_KEYS.apiKey,
    PAYMENT_PROVIDER_IPN_SECRET: SANDBOX_KEYS.ipnSecret,
    PAYMENT_IPN_URL: `http://127.0.0.1:${appPort}/api/payments/nowpayments/ipn`,
    TRONGRID_URL: tron.url,
    TRON_DEPOSIT_ADDRESS: platformAddress,
  };
  return {
    appPort,
    platformAddress,
    sandbox,
    tron,
    env,
    close: async () => {
      await sandbox.close();
      await tron.close();
    },
  };
}
