import type { StatementPage, StatementType } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface StatementsFilter {
  type: StatementType | '';
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/** The filter as a query string (without paging for exports). */
export function statementsQuery(filter: StatementsFilter, paging = true): string {
  const query = new URLSearchParams();
  if (paging) {
    query.set('page', String(filter.page));
    query.set('page_size', String(filter.pageSize));
  }
  if (filter.type) query.set('type', filter.type);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  return query.toString();
}

/** GET /api/statements */
export function listStatements(filter: StatementsFilter): Promise<StatementPage> {
  return api.get<StatementPage>(`/statements?${statementsQuery(filter)}`);
}

export const statementsQueryOptions = (filter: StatementsFilter) =>
  queryOptions({ queryKey: queryKeys.statements.list(filter), queryFn: () => listStatements(filter) });

export function useStatements(filter: StatementsFilter) {
  return useQuery({ ...statementsQueryOptions(filter), placeholderData: keepPreviousData });
}
