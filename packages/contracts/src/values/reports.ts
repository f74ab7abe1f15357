import type { z } from 'zod';
import { messageKey } from '../i18n-keys.ts';

/** The dashboard's period filter, in the platform's time zone; a week starts on Monday. */
export const REPORT_PERIODS = ['all', 'today', 'week', 'month', 'year'] as const;

/** The longest date range a report accepts (a year, leap or not). */
export const REPORT_RANGE_MAX_DAYS = 366;

/** Rows of a click export: what a spreadsheet holds (XLSX stops at 1,048,576). */
export const CLICK_EXPORT_ROW_LIMIT = 1_000_000;

const DAY_MS = 86_400_000;

/** Days from `from` to `to` inclusive (YYYY-MM-DD, UTC calendar arithmetic). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A range's rules, as field errors on `to`: not reversed, at most a year. */
export function checkRange(
  range: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
) {
  if (!range.from || !range.to) return;
  if (range.to < range.from) {
    context.addIssue({ code: 'custom', message: 'validation.dateRange', path: ['to'] });
  } else if (daysInRange(range.from, range.to) > REPORT_RANGE_MAX_DAYS) {
    context.addIssue({
      code: 'custom',
      message: messageKey('validation.rangeTooLong', { max: REPORT_RANGE_MAX_DAYS }),
      path: ['to'],
    });
  }
}

export const DAY_EXPENSE_SORTS = ['date', 'ads', 'clicks', 'void_clicks', 'expense'] as const;
