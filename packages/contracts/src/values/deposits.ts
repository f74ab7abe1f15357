import type { DepositStatus } from '../deposits.ts';

export const DEPOSIT_METHODS = ['manual', 'crypto'] as const;

export const DEPOSIT_STATUSES = [
  'waiting',
  'pending',
  'success',
  'rejected',
  'failed',
  'timeout',
  'cancelled',
] as const;

/**
 * The allowed moves of a deposit's status, in one place (docs/deposits.md explains each):
 * waiting — created, money not seen yet; pending — money seen or a hash submitted, being confirmed;
 * success — credited; rejected — an operator refused a manual deposit; failed — the provider or the chain says
 * it failed; timeout — expired unpaid; cancelled — the advertiser gave up before paying.
 */
export const DEPOSIT_TRANSITIONS: Record<DepositStatus, readonly DepositStatus[]> = {
  waiting: ['pending', 'success', 'failed', 'timeout', 'cancelled', 'rejected'],
  pending: ['success', 'failed', 'timeout', 'rejected'],
  success: [],
  rejected: [],
  failed: [],
  timeout: [],
  cancelled: [],
};

export function canMoveDeposit(from: DepositStatus, to: DepositStatus): boolean {
  return DEPOSIT_TRANSITIONS[from].includes(to);
}

/** Deposit amounts: more than 0, at most 2 decimals (spec §5), at most 1,000,000 USDT at once. */
export const DEPOSIT_MAX_USDT = 1_000_000;
