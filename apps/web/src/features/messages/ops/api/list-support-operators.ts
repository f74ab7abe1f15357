import type { SupportOperatorList } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** GET /api/ops/messages/operators: whom a conversation can be assigned to. */
export function listSupportOperators(): Promise<SupportOperatorList> {
  return api.get<SupportOperatorList>('/ops/messages/operators');
}

export const supportOperatorsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.opsMessages.operators(),
    queryFn: listSupportOperators,
    staleTime: 300_000,
  });

export function useSupportOperators() {
  return useQuery(supportOperatorsQueryOptions());
}
