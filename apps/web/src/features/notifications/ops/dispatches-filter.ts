import {
  DISPATCH_CHANNELS,
  DISPATCH_STATUSES,
  type DispatchChannel,
  type DispatchStatus,
} from '@adportal/contracts';
import { oneOf } from '../../../lib/url-filter.ts';
import type { DispatchesFilter } from './api/list-dispatches.ts';

export const DISPATCHES_PAGE_SIZES = [20, 50, 100] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The dispatch log's filter as kept in the address (?q=&status=&channel=&broadcast=&page=&size=). */
export function dispatchesFilterFrom(params: URLSearchParams): DispatchesFilter {
  const size = Number(params.get('size'));
  const broadcast = params.get('broadcast') ?? '';
  return {
    search: params.get('q') ?? '',
    status: oneOf<DispatchStatus>(DISPATCH_STATUSES, params.get('status')),
    channel: oneOf<DispatchChannel>(DISPATCH_CHANNELS, params.get('channel')),
    broadcastId: UUID.test(broadcast) ? broadcast : '',
    page: Math.max(1, Math.min(100_000, Number(params.get('page')) || 1)),
    pageSize: (DISPATCHES_PAGE_SIZES as readonly number[]).includes(size) ? size : 20,
  };
}

export function dispatchesParamsFrom(filter: DispatchesFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('q', filter.search);
  if (filter.status) params.set('status', filter.status);
  if (filter.channel) params.set('channel', filter.channel);
  if (filter.broadcastId) params.set('broadcast', filter.broadcastId);
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.pageSize !== 20) params.set('size', String(filter.pageSize));
  return params;
}
