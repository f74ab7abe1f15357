import { POPUP_AUDIENCES, POPUP_STATUSES, type PopupAudience, type PopupStatus } from '@adportal/contracts';
import { oneOf } from '../../../lib/url-filter.ts';
import type { OpsPopupsFilter } from './api/list-ops-popups.ts';

export const OPS_POPUPS_PAGE_SIZES = [10, 25, 50] as const;

/** The list's filter as kept in the address (?q=&status=&audience=&page=&size=), defaults left out. */
export function filterFrom(params: URLSearchParams): OpsPopupsFilter {
  const size = Number(params.get('size'));
  return {
    search: params.get('q') ?? '',
    status: oneOf<PopupStatus>(POPUP_STATUSES, params.get('status')),
    audience: oneOf<PopupAudience>(POPUP_AUDIENCES, params.get('audience')),
    page: Math.max(1, Math.min(100_000, Number(params.get('page')) || 1)),
    pageSize: (OPS_POPUPS_PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
  };
}

export function paramsFrom(filter: OpsPopupsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('q', filter.search);
  if (filter.status) params.set('status', filter.status);
  if (filter.audience) params.set('audience', filter.audience);
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.pageSize !== 10) params.set('size', String(filter.pageSize));
  return params;
}
