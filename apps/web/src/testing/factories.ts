import type { Deposit, DepositPage, DepositSettings } from '@adportal/contracts';
import { ADVERTISER_ID } from './callers.ts';

/**
 * Answers of the API built from the contracts' types: a field renamed or retyped in packages/contracts breaks
 * these at compile time, and `mockApi` checks each answer against the schema at run time.
 */

/** One page of a list, as every paged route answers it. */
export function pageOf<Row>(data: Row[], page = 1, pageSize = 10) {
  return { data, total: data.length, page, page_size: pageSize };
}

export function aDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: 'c0a80101-0000-4000-8000-000000000001',
    reference: 'DEP-20261127-0001',
    advertiser_id: ADVERTISER_ID,
    method: 'manual',
    status: 'waiting',
    amount: '250.00',
    credited: '0',
    currency: 'USDT',
    network: 'TRC20',
    pay_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    pay_amount: '250.00',
    provider_payment_id: null,
    provider_status: null,
    valid_until: '2026-11-28T03:00:00.000Z',
    tx_hash: null,
    promotion_code: null,
    remark: null,
    sandbox: false,
    completed_at: null,
    created_at: '2026-11-27T03:00:00.000Z',
    updated_at: '2026-11-27T03:00:00.000Z',
    ...overrides,
  };
}

export const noDeposits: DepositPage = pageOf<Deposit>([]);

export const depositSettings = (overrides: Partial<DepositSettings> = {}): DepositSettings => ({
  manual_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  crypto_enabled: true,
  sandbox: false,
  network: 'TRC20',
  currency: 'USDT',
  max_decimals: 2,
  ...overrides,
});
