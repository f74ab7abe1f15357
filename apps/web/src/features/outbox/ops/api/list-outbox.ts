import type { OutboxPage } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const outboxQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: queryKeys.ops.outbox(page, pageSize),
    queryFn: () => api.get<OutboxPage>(`/ops/outbox?page=${page}&page_size=${pageSize}`),
  });

/** GET /api/ops/outbox */
export function useOutbox(page: number, pageSize: number) {
  return useQuery({
    ...outboxQueryOptions(page, pageSize),
    placeholderData: keepPreviousData,
  });
}
