import type { ZHealthResponse } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, HttpError } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type HealthResponse = z.infer<typeof ZHealthResponse>;

function isHealth(value: unknown): value is HealthResponse {
  return (
    Boolean(value) &&
    typeof value === 'object' &&
    'status' in (value as object) &&
    'database' in (value as object)
  );
}

/** GET /api/health. A degraded service may answer 503 with the same body: that is a status, not a failure. */
export async function getHealth(): Promise<HealthResponse> {
  try {
    return await api.get<HealthResponse>('/health', { skipSessionPolicy: true });
  } catch (error) {
    if (error instanceof HttpError && isHealth(error.raw)) return error.raw;
    throw error;
  }
}

export const healthQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.health, queryFn: getHealth, staleTime: 0, refetchInterval: 30_000 });

export function useHealth() {
  return useQuery(healthQueryOptions());
}
