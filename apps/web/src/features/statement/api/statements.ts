import type { Statement, StatementPage, StatementType } from '@adportal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export interface StatementsFilter {
  type: StatementType | '';
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

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
export function useStatements(filter: StatementsFilter) {
  return useQuery({
    queryKey: ['statements', filter],
    queryFn: () => api.get<StatementPage>(`/statements?${statementsQuery(filter)}`),
    placeholderData: keepPreviousData,
  });
}

export function useStatement(id: string) {
  return useQuery({
    queryKey: ['statement', id],
    queryFn: () => api.get<Statement>(`/statements/${encodeURIComponent(id)}`),
  });
}
