import type { OpsOverview } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/ops/overview: what waits in each queue (null for a queue this operator may not read). */
export function getOpsOverview(): Promise<OpsOverview> {
  return api.get<OpsOverview>('/ops/overview');
}

export const opsOverviewQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.ops.overview(), queryFn: getOpsOverview, refetchInterval: 60_000 });

/** The console home's queues, read again every minute while the page is open. */
export function useOpsOverview() {
  return useQuery(opsOverviewQueryOptions());
}
