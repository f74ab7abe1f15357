/** A bulk change of max bids: one new price, or a percentage of each bid's own. */
export type BidChange = { to: bigint } | { percent: number };

/** Bids are priced in tenths of a USDT (ZBidPrice), in micro-USDT here. */
const BID_STEP_MICROS = 100_000n;

/**
 * A bid's new max price. A percentage is rounded to the nearest tenth of a USDT (halves up) and never below
 * one tenth, so "-90 %" of a 0.1 bid stays 0.1 rather than becoming free.
 */
export function newMaxBid(currentMicros: bigint, change: BidChange): bigint {
  if ('to' in change) return change.to;
  const scaled = currentMicros * BigInt(100 + change.percent);
  const steps = (scaled + (BID_STEP_MICROS * 100n) / 2n) / (BID_STEP_MICROS * 100n);
  return steps < 1n ? BID_STEP_MICROS : steps * BID_STEP_MICROS;
}
