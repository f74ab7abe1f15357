import type { DayExpenseDetail } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/reports/day-expense/{date}: the day's figures, its lines by ad × target and its settlement. */
export function getDayExpense(date: string): Promise<DayExpenseDetail> {
  return api.get<DayExpenseDetail>(`/reports/day-expense/${encodeURIComponent(date)}`);
}

export const dayExpenseQueryOptions = (date: string) =>
  queryOptions({ queryKey: queryKeys.reports.dayExpense(date), queryFn: () => getDayExpense(date) });

export function useDayExpense(date: string) {
  return useQuery(dayExpenseQueryOptions(date));
}
