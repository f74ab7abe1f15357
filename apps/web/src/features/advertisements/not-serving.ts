import type { AdNotServingReason } from '@adportal/contracts';

/** A reason the ad does not serve as people read it: two reasons with one cause read as one. */
export type ServingExplanation = AdNotServingReason | 'needs_deposit_and_bid';

/**
 * The API's reasons (serving.ts), with "no active bids" and "balance too low" merged into one explanation:
 * with no bid the balance only has to cover one micro-USDT, so both mean the balance is empty — and a bid
 * cannot be added before a deposit covers it. The fix is one sequence: deposit, then add a bid.
 */
export function servingExplanations(reasons: readonly AdNotServingReason[]): ServingExplanation[] {
  if (!reasons.includes('no_active_targets') || !reasons.includes('balance_low')) return [...reasons];
  return reasons
    .filter((reason) => reason !== 'balance_low')
    .map((reason) => (reason === 'no_active_targets' ? 'needs_deposit_and_bid' : reason));
}
