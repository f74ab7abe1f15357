import type { StatementPage } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** GET /api/ops/advertisers/{id}/statements: any advertiser's ledger, newest first, with its balances. */
export function listAdvertiserStatements(
  advertiserId: string,
  page: number,
  pageSize: number,
): Promise<StatementPage> {
  return api.get<StatementPage>(
    `/ops/advertisers/${encodeURIComponent(advertiserId)}/statements?page=${page}&page_size=${pageSize}`,
  );
}

export const advertiserLedgerQueryOptions = (advertiserId: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: queryKeys.ops.ledgerPage(advertiserId, page, pageSize),
    queryFn: () => listAdvertiserStatements(advertiserId, page, pageSize),
  });

export function useAdvertiserLedger(advertiserId: string, page: number, pageSize: number) {
  return useQuery({
    ...advertiserLedgerQueryOptions(advertiserId, page, pageSize),
    placeholderData: keepPreviousData,
  });
}
