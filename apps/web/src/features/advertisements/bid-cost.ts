import { parseUsdt } from '@adportal/contracts';

/** What a max bid asks of the balance, from the same rule the API applies when a bid is saved. */
export interface BidCost {
  /** The most one click (CPC) or one thousand impressions (CPM) costs at the max bid, in micro-USDT. */
  perUnitMicros: bigint;
  /** The available balance covers it (else the API refuses the bid with BID_BALANCE). */
  covered: boolean;
  /** Clicks, or thousands of impressions, the balance pays for at the max bid. */
  unitsCovered: bigint;
}

/**
 * The cost of a bid against the available (temporary) balance: the winner pays at most its max bid per
 * click or per thousand impressions (a second price, so usually less). Null while the bid is not a price.
 */
export function bidCost(maxBid: string, availableBalance: string): BidCost | null {
  const max = parseUsdt(maxBid.trim());
  const balance = parseUsdt(availableBalance);
  if (max === null || max <= 0n || balance === null) return null;
  return {
    perUnitMicros: max,
    covered: balance >= max,
    unitsCovered: balance > 0n ? balance / max : 0n,
  };
}
