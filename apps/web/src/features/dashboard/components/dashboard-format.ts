import { formatUsdt, type PeriodRange, parseUsdt } from '@adportal/contracts';
import { formatPlatformDay, formatPlatformDayRange } from '../../../lib/format.ts';

/**
 * The report a widget explains, over the widget's days: `from`/`to` in the address. All time is left open
 * (the reports take at most a year; they choose their own default range).
 */
export function rangeSearch(range: PeriodRange | undefined): { from?: string; to?: string } {
  if (!range || range.period === 'all' || !range.from) return {};
  return { from: range.from, to: range.to };
}

/** The days a period covers, in words: "Mar 1 – 31, 2025", "Mar 5, 2025", or the last day of all time. */
export function formatRange(
  range: PeriodRange,
  language: string,
  untilLabel: (to: string) => string,
): string {
  const to = formatPlatformDay(range.to, language);
  if (!range.from) return untilLabel(to);
  if (range.from === range.to) return to;
  return formatPlatformDayRange(range.from, range.to, language);
}

export interface WeekChange {
  direction: 'up' | 'down' | 'same';
  /** The difference in USDT, without its sign. */
  difference: string;
  /** The change as a share of last week (0.25 = 25%); null when last week had nothing to compare with. */
  share: number | null;
}

/** This week's successful deposits against last week's, in micro-USDT (never through floats but the share). */
export function weekChange(thisWeek: string, lastWeek: string): WeekChange {
  const now = parseUsdt(thisWeek) ?? 0n;
  const before = parseUsdt(lastWeek) ?? 0n;
  const delta = now - before;
  const direction = delta > 0n ? 'up' : delta < 0n ? 'down' : 'same';
  const magnitude = delta < 0n ? -delta : delta;
  // Basis points keep the share exact to 0.01% before it becomes a number.
  const share = before > 0n ? Number((magnitude * 10_000n) / before) / 10_000 : null;
  return { direction, difference: formatUsdt(magnitude), share };
}

/** A bid whose maximum is below the planner's advice price (it wins fewer auctions). */
export function isUnderAdvice(maxBid: string, advice: string): boolean {
  const bid = parseUsdt(maxBid);
  const advised = parseUsdt(advice);
  return bid !== null && advised !== null && bid < advised;
}

/** Whole days left of a projection, rounded down ("6.4 days" never promises more than the money buys). */
export function wholeDays(daysLeft: number): number {
  return Math.floor(daysLeft);
}
