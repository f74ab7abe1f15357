import { ZScheduleBody } from '@adportal/contracts';
import { DAY_MINUTES, toMinutes } from './ad-format.ts';

export type Range = { start: string; end: string };
export type Week = Range[][];

export const WORKDAYS = [0, 1, 2, 3, 4];
export const BUSINESS_HOURS: Range = { start: '09:00', end: '18:00' };

/** "9" → "09:00", "930" → "09:30", "9:5" → "09:05"; anything else is left as typed (validation says why). */
export function normaliseTime(value: string): string {
  const text = value.trim();
  const colon = /^(\d{1,2}):(\d{1,2})$/.exec(text);
  const bare = /^\d{1,4}$/.test(text) ? text : null;
  let hours: number;
  let minutes: number;
  if (colon) {
    hours = Number(colon[1]);
    minutes = Number(colon[2]);
  } else if (bare) {
    hours = Number(bare.length <= 2 ? bare : bare.slice(0, -2));
    minutes = bare.length <= 2 ? 0 : Number(bare.slice(-2));
  } else {
    return text;
  }
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return text;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

function fromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A new range after the day's last one (09:00–18:00 on an empty day). */
export function nextRange(ranges: readonly Range[]): Range | null {
  if (!ranges.length) return BUSINESS_HOURS;
  const lastEnd = Math.max(...ranges.map((range) => toMinutes(range.end) ?? 0));
  if (lastEnd >= DAY_MINUTES) return null;
  return { start: fromMinutes(lastEnd), end: fromMinutes(Math.min(DAY_MINUTES, lastEnd + 60)) };
}

/** Validation with the API's schema: each message key by its path ("week.0.1.end", "week.0", "week"). */
export function scheduleIssues(enabled: boolean, week: Week): Map<string, string> {
  const result = ZScheduleBody.safeParse({ enabled, week });
  const issues = new Map<string, string>();
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!issues.has(path)) issues.set(path, issue.message);
  }
  return issues;
}

export const copyWeek = (week: Week): Week => week.map((day) => day.map((range) => ({ ...range })));
