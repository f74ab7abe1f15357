import { type Deposit, formatUsdt } from '@adportal/contracts';
import type { deposits } from '../../db/schema/index.ts';

export type DepositRow = typeof deposits.$inferSelect;

/** A deposit as the API shows it: money as decimal strings of USDT. */
export function depositView(row: DepositRow, sandbox: boolean): Deposit {
  return {
    id: row.id,
    reference: row.reference,
    advertiser_id: row.advertiserId,
    method: row.method,
    status: row.status,
    amount: formatUsdt(row.amountMicros),
    credited: formatUsdt(row.creditedMicros),
    currency: 'USDT',
    network: row.network,
    pay_address: row.payAddress,
    pay_amount: row.payAmount,
    provider_payment_id: row.providerPaymentId,
    provider_status: row.providerStatus,
    valid_until: row.validUntil?.toISOString() ?? null,
    tx_hash: row.txHash,
    promotion_code: row.promotionCode,
    remark: row.remark,
    sandbox: row.method === 'crypto' && sandbox,
    completed_at: row.completedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
