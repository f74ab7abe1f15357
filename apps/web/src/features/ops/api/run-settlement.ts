import type { SettlementRun } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/ops/settlement: the finished days closed now (void pass, settlement, report rollups). */
export function runSettlement(): Promise<SettlementRun> {
  return api.post<SettlementRun>('/ops/settlement');
}

export function useRunSettlementMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runSettlement,
    // Advertisers' ledgers gained expense rows.
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.ops.ledgers }),
  });
}
