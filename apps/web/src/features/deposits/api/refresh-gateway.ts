import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/deposits/refresh: asks the provider about the open deposits now. */
export function refreshGateway(): Promise<{ checked: number }> {
  return api.post<{ checked: number }>('/deposits/refresh');
}

export function useRefreshGatewayMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshGateway,
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.deposits.all }),
  });
}
