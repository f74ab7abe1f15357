import type { DayExpensePage } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type DayExpenseSort = 'date' | 'ads' | 'clicks' | 'void_clicks' | 'expense';

export interface DayExpenseFilter {
  from: string;
  to: string;
  sort: DayExpenseSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** The filter as a query string (without paging for the export, which gets exactly the filtered rows). */
export function dayExpenseQuery(filter: DayExpenseFilter, paging = true): string {
  const query = new URLSearchParams();
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  query.set('sort', filter.sort);
  query.set('order', filter.order);
  if (paging) {
    query.set('page', String(filter.page));
    query.set('page_size', String(filter.pageSize));
  }
  return query.toString();
}

/** GET /api/reports/day-expense: one page of platform days with their figures, and the range's totals. */
export function listDayExpenses(filter: DayExpenseFilter): Promise<DayExpensePage> {
  return api.get<DayExpensePage>(`/reports/day-expense?${dayExpenseQuery(filter)}`);
}

export const dayExpensesQueryOptions = (filter: DayExpenseFilter) =>
  queryOptions({ queryKey: queryKeys.reports.dayExpenses(filter), queryFn: () => listDayExpenses(filter) });

export function useDayExpenses(filter: DayExpenseFilter) {
  return useQuery({ ...dayExpensesQueryOptions(filter), placeholderData: keepPreviousData });
}
