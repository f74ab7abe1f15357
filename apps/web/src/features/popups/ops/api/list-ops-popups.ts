import type { OpsPopupPage, OpsPopupsQuery } from '@adportal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/http.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

/** The filters of /ops/popups, as the page keeps them in its address. */
export interface OpsPopupsFilter {
  search: string;
  status: '' | NonNullable<OpsPopupsQuery['status']>;
  audience: '' | NonNullable<OpsPopupsQuery['audience']>;
  page: number;
  pageSize: number;
}

/** GET /api/ops/popups: a page of every popup with how many saw and dismissed each. */
export function listOpsPopups(filter: OpsPopupsFilter): Promise<OpsPopupPage> {
  const query = new URLSearchParams({ page: String(filter.page), page_size: String(filter.pageSize) });
  if (filter.search) query.set('search', filter.search);
  if (filter.status) query.set('status', filter.status);
  if (filter.audience) query.set('audience', filter.audience);
  return api.get<OpsPopupPage>(`/ops/popups?${query}`);
}

export const opsPopupsQueryOptions = (filter: OpsPopupsFilter) =>
  queryOptions({ queryKey: queryKeys.opsPopups.list(filter), queryFn: () => listOpsPopups(filter) });

export function useOpsPopups(filter: OpsPopupsFilter) {
  return useQuery({ ...opsPopupsQueryOptions(filter), placeholderData: keepPreviousData });
}
