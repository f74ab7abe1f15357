import type { PeriodRange, ReportPeriod } from '@adportal/contracts';

const DAY_MS = 86_400_000;

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week `day` is in (ISO weeks: Monday to Sunday). */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The platform days a period covers, `today` being the platform's day now (platformDateOf). Periods are whole
 * platform days, so they need no time zone arithmetic of their own: daylight saving only changes how long a
 * day is, never which days a period holds.
 */
export function periodRange(period: ReportPeriod, today: string): PeriodRange {
  switch (period) {
    case 'all':
      return { period, from: null, to: today };
    case 'today':
      return { period, from: today, to: today };
    case 'week':
      return { period, from: weekStartOf(today), to: today };
    case 'month':
      return { period, from: `${today.slice(0, 7)}-01`, to: today };
    case 'year':
      return { period, from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** This week so far and the whole of last week (the deposit report's comparison). */
export function weekComparison(today: string): { thisWeek: [string, string]; lastWeek: [string, string] } {
  const monday = weekStartOf(today);
  return { thisWeek: [monday, today], lastWeek: [addDays(monday, -7), addDays(monday, -1)] };
}

/** Every day from `from` to `to` inclusive. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
