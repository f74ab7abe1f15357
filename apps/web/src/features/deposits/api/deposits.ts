import type {
  CreateDepositBody,
  Deposit,
  DepositMethod,
  DepositPage,
  DepositSettings,
  DepositStatus,
} from '@adportal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export interface DepositsFilter {
  search: string;
  status: DepositStatus | '';
  method: DepositMethod | '';
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

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
export function useDeposits(filter: DepositsFilter, scope: 'own' | 'ops' = 'own') {
  const base = scope === 'own' ? '/deposits' : '/ops/deposits';
  return useQuery({
    queryKey: ['deposits', scope, filter],
    queryFn: () => api.get<DepositPage>(`${base}?${depositsQuery(filter)}`),
    placeholderData: keepPreviousData,
  });
}

export function useDepositSettings() {
  return useQuery({
    queryKey: ['deposits', 'settings'],
    queryFn: () => api.get<DepositSettings>('/deposits/settings'),
    staleTime: 5 * 60_000,
  });
}

/** One deposit by id or by reference; polled while it is open, so the page follows the payment. */
export function useDeposit(key: { id?: string; reference?: string }) {
  const path = key.id
    ? `/deposits/${encodeURIComponent(key.id)}`
    : `/deposits/by-reference/${encodeURIComponent(key.reference ?? '')}`;
  return useQuery({
    queryKey: ['deposit', key],
    queryFn: () => api.get<Deposit>(path),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'waiting' || status === 'pending' ? 5_000 : false;
    },
  });
}

function useDepositMutation<Input>(run: (input: Input) => Promise<Deposit>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (deposit) => {
      client.setQueryData(['deposit', { id: deposit.id }], deposit);
      void client.invalidateQueries({ queryKey: ['deposits'] });
      void client.invalidateQueries({ queryKey: ['deposit'] });
      void client.invalidateQueries({ queryKey: ['account'] });
      void client.invalidateQueries({ queryKey: ['statements'] });
      void client.invalidateQueries({ queryKey: ['promotions'] });
      void client.invalidateQueries({ queryKey: ['promotion-claims'] });
    },
  });
}

export const useCreateDeposit = () =>
  useDepositMutation((body: CreateDepositBody) => api.post<Deposit>('/deposits', body));
export const useCancelDeposit = () =>
  useDepositMutation((id: string) => api.post<Deposit>(`/deposits/${encodeURIComponent(id)}/cancel`));
export const useSubmitTxHash = () =>
  useDepositMutation(({ id, txHash }: { id: string; txHash: string }) =>
    api.post<Deposit>(`/deposits/${encodeURIComponent(id)}/tx-hash`, { tx_hash: txHash }),
  );
export const useSimulatePayment = () =>
  useDepositMutation((id: string) =>
    api.post<Deposit>(`/deposits/${encodeURIComponent(id)}/simulate-payment`, {}),
  );
export const useOpsDepositDecision = () =>
  useDepositMutation(({ id, action, remark }: { id: string; action: 'confirm' | 'reject'; remark: string }) =>
    api.post<Deposit>(`/ops/deposits/${encodeURIComponent(id)}/${action}`, { remark }),
  );

export function useRefreshGateway() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ checked: number }>('/deposits/refresh'),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['deposits'] }),
  });
}
