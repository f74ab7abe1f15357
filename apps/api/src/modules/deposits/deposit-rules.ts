import { type DepositStatus, formatUsdt } from '@adportal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { DepositRow } from './deposit-view.ts';

export const depositNotFound = () => new AppError('NOT_FOUND');

const FINAL: readonly DepositStatus[] = ['success', 'rejected', 'failed', 'timeout', 'cancelled'];
export function isFinal(status: DepositStatus): boolean {
  return FINAL.includes(status);
}

export function invalidTransition(from: DepositStatus, to: DepositStatus): AppError {
  return new AppError('INVALID_TRANSITION', {
    params: { from: `$t(deposit.statuses.${from})`, to: `$t(deposit.statuses.${to})` },
  });
}

/** A verified transfer credits all that arrived: at least the amount asked, more when more was sent. */
export function creditedFor(row: DepositRow, arrivedMicros: bigint): bigint {
  return arrivedMicros > row.amountMicros ? arrivedMicros : row.amountMicros;
}

/** Says so when more arrived than was asked (and was credited), so the money is never kept silently. */
export function overpaidRemark(row: DepositRow, arrivedMicros: bigint): string | null {
  if (arrivedMicros <= row.amountMicros) return row.remark;
  return `overpaid: ${formatUsdt(arrivedMicros)} USDT arrived for ${formatUsdt(row.amountMicros)} asked; all of it was credited`;
}
