import type { NowPaymentsClient } from '../../integrations/nowpayments/nowpayments-client.ts';
import type { TronGridClient } from '../../integrations/tron/trongrid-client.ts';

/** The crypto payment provider (NOWPayments protocol), when configured. */
export interface PaymentProviderConfig {
  client: NowPaymentsClient;
  ipnSecret: string;
  ipnUrl: string;
  /** The built-in sandbox: no real money; its control URL lets the demo simulate a payment. */
  sandboxUrl?: string | undefined;
}

/** Manual TRC20 transfers to the platform's address, checked on TronGrid, when configured. */
export interface ManualDepositConfig {
  client: TronGridClient;
  address: string;
}
