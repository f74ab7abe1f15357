/** How many trailing full days the pace is averaged over. */
export const PACE_DAYS = 7;

/**
 * The average spend per day: the last `PACE_DAYS` full days (fewer when the spending started later, counted
 * from its first day), or today's spend so far when there is no earlier spend. `days` are the spend per full
 * day, oldest first, ending yesterday.
 */
export function dailyPace(fullDays: readonly bigint[], todayMicros: bigint): bigint {
  const recent = fullDays.slice(-PACE_DAYS);
  const first = recent.findIndex((micros) => micros > 0n);
  if (first === -1) return todayMicros;
  const counted = recent.slice(first);
  return counted.reduce((sum, micros) => sum + micros, 0n) / BigInt(counted.length);
}

const MAX_PROJECTED_DAYS = 3_650;

export interface RunOut {
  /** Days the money lasts at the pace, one decimal; null when nothing is being spent. */
  daysLeft: number | null;
  /** The platform day it runs out on; null when nothing is being spent, or more than ten years away. */
  runsOutOn: string | null;
}

/** When `remaining` runs out at `paceMicros` a day, counted from `today`; already out when nothing remains. */
export function projectRunOut(remainingMicros: bigint, paceMicros: bigint, today: string): RunOut {
  if (remainingMicros <= 0n) return { daysLeft: 0, runsOutOn: today };
  if (paceMicros <= 0n) return { daysLeft: null, runsOutOn: null };
  // Tenths of a day, rounded down: "6.4 days" never promises more than the money buys.
  const tenths = (remainingMicros * 10n) / paceMicros;
  const daysLeft = Number(tenths) / 10;
  // Past ten years a date means nothing (and far enough out, no calendar holds it).
  if (daysLeft > MAX_PROJECTED_DAYS) return { daysLeft, runsOutOn: null };
  const runsOutOn = new Date(Date.parse(`${today}T00:00:00Z`) + Math.floor(daysLeft) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { daysLeft, runsOutOn };
}
