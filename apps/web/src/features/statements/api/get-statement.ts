import type { Statement } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/statements/{id} */
export function getStatement(id: string): Promise<Statement> {
  return api.get<Statement>(`/statements/${encodeURIComponent(id)}`);
}

export const statementQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.statement(id), queryFn: () => getStatement(id) });

export function useStatement(id: string) {
  return useQuery(statementQueryOptions(id));
}
