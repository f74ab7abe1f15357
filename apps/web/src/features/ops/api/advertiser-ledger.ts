import type { AdjustBalanceBody, Statement, StatementPage } from '@adportal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** GET /api/ops/advertisers/{id}/statements: any advertiser's ledger, newest first, with its balances. */
export function useAdvertiserLedger(advertiserId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['ops', 'ledger', advertiserId, page, pageSize],
    queryFn: () =>
      api.get<StatementPage>(
        `/ops/advertisers/${encodeURIComponent(advertiserId)}/statements?page=${page}&page_size=${pageSize}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/ops/advertisers/{id}/adjust: an adjust row with its reason. */
export function useAdjustBalance(advertiserId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustBalanceBody) =>
      api.post<Statement>(`/ops/advertisers/${encodeURIComponent(advertiserId)}/adjust`, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['ops', 'ledger', advertiserId] }),
  });
}
