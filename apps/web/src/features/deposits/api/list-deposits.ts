import type { DepositMethod, DepositPage, DepositStatus } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface DepositsFilter {
  search: string;
  status: DepositStatus | '';
  method: DepositMethod | '';
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/** The advertiser's own deposits, or every advertiser's for operators. */
export type DepositsScope = 'own' | 'ops';

/** The filter as a query string (without paging for exports). */
export function depositsQuery(filter: DepositsFilter, paging = true): string {
  const query = new URLSearchParams();
  if (paging) {
    query.set('page', String(filter.page));
    query.set('page_size', String(filter.pageSize));
  }
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.status) query.set('status', filter.status);
  if (filter.method) query.set('method', filter.method);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  return query.toString();
}

/** GET /api/deposits (or /api/ops/deposits for operators). */
export function listDeposits(filter: DepositsFilter, scope: DepositsScope): Promise<DepositPage> {
  const base = scope === 'own' ? '/deposits' : '/ops/deposits';
  return api.get<DepositPage>(`${base}?${depositsQuery(filter)}`);
}

export const depositsQueryOptions = (filter: DepositsFilter, scope: DepositsScope) =>
  queryOptions({
    queryKey: queryKeys.deposits.list(scope, filter),
    queryFn: () => listDeposits(filter, scope),
  });

export function useDeposits(filter: DepositsFilter, scope: DepositsScope = 'own') {
  return useQuery({ ...depositsQueryOptions(filter, scope), placeholderData: keepPreviousData });
}
