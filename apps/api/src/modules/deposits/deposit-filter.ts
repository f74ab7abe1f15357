import type { ZDepositsQuery } from '@adportal/contracts';
import type { z } from 'zod';
import { startOfPlatformDay } from '../../lib/platform-time.ts';
import type { DepositFilter } from './deposits.repository.ts';

export type DepositListQuery = z.output<typeof ZDepositsQuery>;
export type DepositsFilterQuery = Omit<DepositListQuery, 'page' | 'page_size'>;

/** The list's query as a repository filter: platform days turned into instants. */
export function depositFilterOf(
  query: DepositsFilterQuery,
  timeZone: string,
  advertiserId?: string,
): DepositFilter {
  return {
    advertiserId,
    search: query.search || undefined,
    status: query.status,
    method: query.method,
    from: query.from ? startOfPlatformDay(query.from, timeZone) : undefined,
    to: query.to ? startOfPlatformDay(query.to, timeZone, 1) : undefined,
  };
}
