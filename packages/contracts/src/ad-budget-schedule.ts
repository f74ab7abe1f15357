import { z } from 'zod';
import { BUDGET_PERIODS } from './advertisements.ts';
import { isoDateInput, typeError } from './fields.ts';
import { compareUsdt } from './money.ts';
import { BUDGET_MAX_USDT, SCHEDULE_MAX_RANGES_PER_DAY, TIME } from './values/ad-budget-schedule.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export { BUDGET_MAX_USDT, SCHEDULE_MAX_RANGES_PER_DAY, WEEKDAYS } from './values/ad-budget-schedule.ts';

/** Budget: an amount in USDT (more than 0, at most 2 decimals), per day or for the ad's lifetime. */
export const ZBudgetBody = z
  .strictObject({
    amount: z
      .string(typeError)
      .trim()
      .min(1, { error: 'validation.required' })
      .regex(/^\d+(\.\d+)?$/, { error: 'validation.amount' })
      .refine((value) => !/\.\d{3,}$/.test(value), { error: 'validation.maxDecimals|max=2' })
      .refine((value) => compareUsdt(value, '0') > 0, { error: 'validation.amountPositive' })
      .refine((value) => compareUsdt(value, String(BUDGET_MAX_USDT)) <= 0, {
        error: `validation.amountMax|max=${BUDGET_MAX_USDT}`,
      }),
    period: z.enum(BUDGET_PERIODS, { error: 'validation.required' }),
    start_date: isoDateInput('validation.date'),
    end_date: isoDateInput('validation.date').nullable().default(null),
  })
  .refine((body) => body.end_date === null || body.end_date >= body.start_date, {
    error: 'validation.dateRange',
    path: ['end_date'],
  })
  .meta({ id: 'BudgetBody' });
export type BudgetBody = z.input<typeof ZBudgetBody>;

export const ZBudgetLog = z
  .object({
    id: z.string(),
    amount: z.string(),
    period: z.enum(BUDGET_PERIODS),
    start_date: z.iso.date(),
    end_date: z.iso.date().nullable(),
    by: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'BudgetLog' });
export type BudgetLog = z.infer<typeof ZBudgetLog>;
export const ZBudgetLogList = z.object({ data: z.array(ZBudgetLog) }).meta({ id: 'BudgetLogList' });

export const ZTimeRangeBody = z
  .strictObject({
    start: z.string(typeError).regex(TIME, { error: 'schedule.errors.time' }),
    end: z.string(typeError).regex(TIME, { error: 'schedule.errors.time' }),
  })
  .refine((range) => range.start < range.end, { error: 'schedule.errors.endAfterStart', path: ['end'] });

const dayRanges = z
  .array(ZTimeRangeBody)
  .max(SCHEDULE_MAX_RANGES_PER_DAY, { error: `schedule.errors.tooMany|max=${SCHEDULE_MAX_RANGES_PER_DAY}` })
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
      return sorted.every((range, index) => index === 0 || (sorted[index - 1]?.end ?? '') <= range.start);
    },
    { error: 'schedule.errors.overlap' },
  );

/**
 * A weekly schedule (Monday first) in the platform's time zone. Disabled: the ad may serve at any time.
 * Enabled: only inside the listed ranges, and at least one range must be set.
 */
export const ZScheduleBody = z
  .strictObject({ enabled: z.boolean(typeError), week: z.array(dayRanges).length(7) })
  .refine((body) => !body.enabled || body.week.some((day) => day.length > 0), {
    error: 'schedule.errors.empty',
    path: ['week'],
  })
  .meta({ id: 'ScheduleBody' });
export type ScheduleBody = z.input<typeof ZScheduleBody>;
